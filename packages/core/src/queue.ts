/**
 * Runs tasks strictly one after another in the order they were queued (spec §4.1).
 * A failed task never blocks the next one.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(task, task);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }

  get size(): number {
    return this.pending;
  }
}
