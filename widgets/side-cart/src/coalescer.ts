/**
 * Rapid changes to one key become one: each new value restarts the wait, and only the last value is flushed
 * (last write wins). Quantities are absolute, so the values dropped on the way lose nothing.
 */
export class Coalescer<V> {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly latest = new Map<string, V>();

  constructor(
    private readonly delayMs: number,
    private readonly flush: (key: string, value: V) => void,
  ) {}

  set(key: string, value: V): void {
    this.latest.set(key, value);
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.latest.delete(key);
        this.flush(key, value);
      }, this.delayMs),
    );
  }

  /** A value is still waiting for `key`. */
  waiting(key: string): boolean {
    return this.latest.has(key);
  }

  /** Forgets what waits for `key` (its line is being removed). */
  cancel(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.latest.delete(key);
  }
}
