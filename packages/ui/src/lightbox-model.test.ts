import { describe, expect, it } from 'vitest';
import { clampPan, slideAt, SWIPE_PX, swipeStep, ZOOM_SCALE } from './lightbox-model.ts';

describe('slideAt', () => {
  it('moves within the group and stays at its ends (no loop)', () => {
    expect(slideAt(1, 5)).toBe(1);
    expect(slideAt(-1, 5)).toBe(0);
    expect(slideAt(5, 5)).toBe(4);
    expect(slideAt(3, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('a leftward drag shows the next slide, a rightward one the previous', () => {
    expect(swipeStep(-SWIPE_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_PX + 10, 5)).toBe(-1);
  });

  it('a short or mostly vertical drag is no swipe', () => {
    expect(swipeStep(-(SWIPE_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('clampPan', () => {
  const size = { width: 400, height: 300 };
  it('lets a zoomed image move until its edge reaches the box', () => {
    const max = (400 * (ZOOM_SCALE - 1)) / 2;
    expect(clampPan({ x: 50, y: -20 }, size)).toEqual({ x: 50, y: -20 });
    expect(clampPan({ x: 10_000, y: -10_000 }, size)).toEqual({ x: max, y: -(300 * (ZOOM_SCALE - 1)) / 2 });
  });

  it('keeps an unzoomed image in place', () => {
    expect(clampPan({ x: 30, y: 30 }, size, 1)).toEqual({ x: 0, y: 0 });
  });
});
