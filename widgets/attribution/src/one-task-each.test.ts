import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, runPending } from './one-task-each.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  runPending();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('later', () => {
  it('runs the steps in order, one task each', () => {
    const done: string[] = [];
    later(
      () => done.push('a'),
      () => done.push('b'),
    );
    later(() => done.push('c'));
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs what is left at once when asked, and nothing twice', () => {
    const done: string[] = [];
    later(
      () => done.push('a'),
      () => done.push('b'),
      () => done.push('c'),
    );
    vi.advanceTimersToNextTimer();
    runPending();
    expect(done).toEqual(['a', 'b', 'c']);
    vi.runAllTimers();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('goes on after a step that throws, and says so in French', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    later(
      () => {
        throw new Error('cookie refused');
      },
      () => done.push('b'),
    );
    vi.runAllTimers();
    expect(done).toEqual(['b']);
    expect(error).toHaveBeenCalledWith('[vitrine] <fk-attribution> a échoué', expect.any(Error));
  });
});
