import { describe, expect, it } from 'vitest';
import { scrollTarget, swing } from './notices-model.ts';

describe('scrolling to a notice (spec §9.4)', () => {
  it('eases like jQuery’s swing: slow, fast, slow, from 0 to 1', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.9)).toBeGreaterThan(0.9);
  });

  it('stops 100 px above the notice, never above the page', () => {
    expect(scrollTarget(900, 0, 100)).toBe(800);
    expect(scrollTarget(-300, 1200, 100)).toBe(800);
    expect(scrollTarget(40, 0, 100)).toBe(0);
  });
});
