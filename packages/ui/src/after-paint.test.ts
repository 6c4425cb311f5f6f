// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';
import { stubFrames } from './testing.tsx';

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
