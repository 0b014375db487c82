// Who hears what a table says: the proposals its touches make and "I redrew" for the DOM keys that follow it.
// Once the table is gone it says nothing more (clear()).
export class Listeners<A extends unknown[]> {
  private readonly heard = new Set<(...args: A) => void>();

  add(listener: (...args: A) => void): void {
    this.heard.add(listener);
  }

  emit(...args: A): void {
    for (const listener of this.heard) listener(...args);
  }

  clear(): void {
    this.heard.clear();
  }
}
