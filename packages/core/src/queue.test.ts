import { describe, expect, it } from 'vitest';
import { SerialQueue } from './queue.ts';

describe('serial cart queue', () => {
  it('runs tasks one at a time in queue order, a failure letting the next go', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let active = 0;
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        active++;
        expect(active).toBe(1);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        active--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run(task('add', 20)), queue.run(task('add2', 5, true)), queue.run(task('remove', 1))]);
    expect(log).toEqual(['start add', 'end add', 'start add2', 'end add2', 'start remove', 'end remove']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.size).toBe(0);
  });
});
