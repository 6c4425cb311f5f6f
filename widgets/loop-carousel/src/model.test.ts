import { describe, expect, it } from 'vitest';
import { autoplayMs, gapPx, perScrollFor, perViewFor } from './model.ts';

describe('loop carousel settings', () => {
  it('shows the slides asked for each device, inheriting from the wider one, with Elementor’s defaults', () => {
    expect(perViewFor('desktop', {})).toBe(3);
    expect(perViewFor('tablet', {})).toBe(2);
    expect(perViewFor('mobile', {})).toBe(1);
    expect(perViewFor('desktop', { desktop: 4, tablet: 2, mobile: 1 })).toBe(4);
    expect(perViewFor('tablet', { desktop: 4 })).toBe(4);
    expect(perViewFor('mobile', { tablet: 2 })).toBe(2);
    expect(perViewFor('mobile', { mobile: 1.2 })).toBe(1.2);
    expect(perViewFor('desktop', { desktop: 0 })).toBe(3);
    expect(perViewFor('desktop', { desktop: -2 })).toBe(3);
    expect(perViewFor('desktop', { desktop: 40 })).toBe(12);
    expect(perViewFor('desktop', { desktop: Number.NaN })).toBe(3);
  });

  it('moves whole slides per press, never more than are in view', () => {
    expect(perScrollFor(undefined, 3)).toBe(1);
    expect(perScrollFor(2, 3)).toBe(2);
    expect(perScrollFor(5, 3)).toBe(3);
    expect(perScrollFor(2.7, 3)).toBe(2);
    expect(perScrollFor(-1, 3)).toBe(1);
    expect(perScrollFor(2, 1.2)).toBe(1);
  });

  it('reads autoplay: off unless asked, yes = 5 s, a number of milliseconds of at least 1 s', () => {
    expect([undefined, '', 'no', 'false', '0', 'abc', '-5'].map(autoplayMs)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(autoplayMs('yes')).toBe(5000);
    expect(autoplayMs('4000')).toBe(4000);
    expect(autoplayMs('200')).toBe(1000);
  });

  it('keeps a gap between 0 and 200 px, 12 by default', () => {
    expect([gapPx(undefined), gapPx(0), gapPx(24), gapPx(-1), gapPx(999)]).toEqual([12, 0, 24, 12, 200]);
  });
});
