import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from './coalescer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Coalescer', () => {
  it('sends one update with the last value after a burst', () => {
    const flush = vi.fn();
    const coalescer = new Coalescer<number>(300, flush);
    for (const value of [3, 4, 5, 6]) {
      coalescer.set('a', value);
      vi.advanceTimersByTime(100);
    }
    expect(flush).not.toHaveBeenCalled();
    expect(coalescer.waiting('a')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(flush).toHaveBeenCalledExactlyOnceWith('a', 6);
    expect(coalescer.waiting('a')).toBe(false);
  });

  it('keeps keys apart and forgets a cancelled one', () => {
    const flush = vi.fn();
    const coalescer = new Coalescer<number>(300, flush);
    coalescer.set('a', 1);
    coalescer.set('b', 2);
    coalescer.cancel('a');
    vi.advanceTimersByTime(300);
    expect(flush.mock.calls).toEqual([['b', 2]]);
  });

  it('always ends with the last value of any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 30 }), (steps) => {
        const flushed: number[] = [];
        const coalescer = new Coalescer<number>(300, (_key, value) => flushed.push(value));
        for (const [wait, value] of steps) {
          coalescer.set('k', value);
          vi.advanceTimersByTime(wait);
        }
        vi.advanceTimersByTime(300);
        expect(flushed.at(-1)).toBe(steps.at(-1)![1]);
      }),
    );
  });
});
