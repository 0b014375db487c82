// Renders that animate run one after another, so a new view never starts moving cards a running animation still
// holds. A failed render is logged and the next one runs; once the table is closed, queued renders are dropped.
export class RenderQueue {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly what: string) {}

  /** Runs `job` after every render queued before it; resolves when it has finished (or failed). */
  run(job: () => Promise<void>): Promise<void> {
    const next = this.tail.then(() => (this.closed ? undefined : job()));
    this.tail = next.catch((err: unknown) => {
      console.error(`${this.what} render failed`, err);
    });
    return this.tail;
  }

  close(): void {
    this.closed = true;
  }
}
