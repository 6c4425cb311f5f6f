import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rovingIndex } from './roving-focus.ts';

const tabs = { wrap: true, arrows: 'horizontal' } as const;
const menu = { wrap: false, arrows: 'both' } as const;

describe('rovingIndex: a tab list (ARIA tabs pattern)', () => {
  it('moves with Left and Right, wrapping, Home and End jump, other keys (Up and Down too) are the browser’s', () => {
    expect(rovingIndex('ArrowRight', 0, 3, tabs)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3, tabs)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, tabs)).toBe(2);
    expect(rovingIndex('Home', 2, 3, tabs)).toBe(0);
    expect(rovingIndex('End', 0, 3, tabs)).toBe(2);
    expect(rovingIndex('Enter', 1, 3, tabs)).toBeNull();
    expect(rovingIndex('ArrowDown', 1, 3, tabs)).toBeNull();
  });
});

describe('rovingIndex: a menu level (ARIA disclosure menu)', () => {
  it('moves one step with any arrow without wrapping, Home and End jump', () => {
    expect(rovingIndex('ArrowDown', 0, 3, menu)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3, menu)).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, menu)).toBe(0);
    expect(rovingIndex('ArrowLeft', 2, 3, menu)).toBe(1);
    expect(rovingIndex('Home', 2, 3, menu)).toBe(0);
    expect(rovingIndex('End', 0, 3, menu)).toBe(2);
  });

  it('ignores other keys and empty levels', () => {
    expect(rovingIndex('Enter', 0, 3, menu)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0, menu)).toBeNull();
  });
});

describe('rovingIndex: any list', () => {
  it('always lands on an item of the list', () => {
    const keys = fc.constantFrom('ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'Tab');
    fc.assert(
      fc.property(keys, fc.integer({ min: 1, max: 20 }), fc.nat(), fc.boolean(), (key, count, at, wrap) => {
        const next = rovingIndex(key, at % count, count, { wrap, arrows: 'both' });
        return next === null || (Number.isInteger(next) && next >= 0 && next < count);
      }),
    );
  });
});
