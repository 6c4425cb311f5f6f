import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentPage, lastIndex, moveBy, pageStarts } from './carousel-pages.ts';

describe('carousel pages (no loop, slides per scroll)', () => {
  it('stops once the remaining slides fit', () => {
    expect(lastIndex(1, 1)).toBe(0);
    expect(lastIndex(5, 2)).toBe(3);
    expect(lastIndex(2, 2)).toBe(0);
    expect(lastIndex(3, 1.5)).toBe(2);
  });

  it('starts a page every perScroll slides and always gives the last position its page', () => {
    expect(pageStarts(4, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageStarts(4, 2)).toEqual([0, 2, 4]);
    expect(pageStarts(5, 2)).toEqual([0, 2, 4, 5]);
    expect(pageStarts(0, 3)).toEqual([0]);
  });

  it('moves by perScroll and never past either end', () => {
    expect(moveBy(0, -1, 2, 5)).toBe(0);
    expect(moveBy(4, 1, 2, 5)).toBe(5);
    expect(moveBy(1, 1, 2, 5)).toBe(3);
  });

  it('always shows a page that exists, and the ends as the first and last page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (count, perView, perScroll) => {
        const max = lastIndex(count, perView);
        const starts = pageStarts(max, perScroll);
        expect(currentPage(0, starts)).toBe(0);
        expect(currentPage(max, starts)).toBe(starts.length - 1);
        for (let i = 0; i <= max; i++) {
          const next = moveBy(i, 1, perScroll, max);
          expect(next).toBeGreaterThanOrEqual(i);
          expect(next).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});
