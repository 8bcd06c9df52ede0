/** A string-keyed map that keeps only its `capacity` most recently used entries. */
export class LruCache<Value> {
  // A Map iterates in insertion order, so re-inserting on use keeps the least recent first.
  readonly #entries = new Map<string, Value>();

  constructor(readonly capacity: number) {}

  /** The value of `key`, marking it as the most recently used; undefined when absent. */
  get(key: string): Value | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as Value;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores `value` as the most recently used entry, dropping the least recently used beyond capacity. */
  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }
}
