// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint, PAINT_WAIT_MS } from './after-paint.ts';
import { stubFrames } from './testing.ts';

let frame: () => void;
beforeEach(() => {
  frame = stubFrames();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs in the frame after the next one, once that one is painted', () => {
    const work = vi.fn();
    afterNextPaint(work);
    frame();
    expect(work).not.toHaveBeenCalled();
    frame();
    expect(work).toHaveBeenCalledOnce();
    frame();
    expect(work).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before the next frame or between it and the one after', () => {
    const early = vi.fn();
    const late = vi.fn();
    const cancelEarly = afterNextPaint(early);
    const cancelLate = afterNextPaint(late);
    cancelEarly();
    frame();
    cancelLate();
    frame();
    frame();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('nextPaint', () => {
  it('resolves in the frame after the next one', async () => {
    const painted = vi.fn();
    void nextPaint().then(painted);
    frame();
    await Promise.resolve();
    expect(painted).not.toHaveBeenCalled();
    frame();
    await Promise.resolve();
    expect(painted).toHaveBeenCalledOnce();
  });

  it('resolves without frames after a short wait, as in a hidden tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const painted = vi.fn();
      void nextPaint().then(painted);
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
      expect(painted).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(painted).toHaveBeenCalledOnce();
      // The frames coming later change nothing.
      frame();
      frame();
      expect(painted).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
