// The few parts of selenium-webdriver (which ships no types of its own) that e2e-browsers/engines.ts uses.
declare module 'selenium-webdriver' {
  export class WebElement {
    click(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
  }
  export class By {
    static css(selector: string): By;
  }
  export class Builder {
    usingServer(url: string): Builder;
    withCapabilities(capabilities: Record<string, unknown>): Builder;
    build(): WebDriver;
  }
  export class WebDriver {
    get(url: string): Promise<void>;
    navigate(): { refresh(): Promise<void> };
    executeAsyncScript<T>(script: string, ...args: unknown[]): Promise<T>;
    findElement(by: By): Promise<WebElement>;
    takeScreenshot(): Promise<string>;
    getCapabilities(): Promise<{ get(key: string): unknown }>;
    manage(): {
      setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void>;
      window(): { setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<unknown> };
    };
    /** Sends W3C actions as given (the Actions builder has a mouse only). */
    execute<T>(command: import('selenium-webdriver/lib/command.js').Command): Promise<T>;
    quit(): Promise<void>;
  }
}

declare module 'selenium-webdriver/lib/command.js' {
  export class Command {
    constructor(name: string);
    setParameter(name: string, value: unknown): Command;
  }
  export const Name: { ACTIONS: string; CLEAR_ACTIONS: string };
}
