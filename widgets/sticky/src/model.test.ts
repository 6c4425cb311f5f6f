import { describe, expect, it } from 'vitest';
import { devicesOf, heldInColumn, offsetOf, pinned, RESIZE_DEBOUNCE_MS, sideOf, stopsAtParent } from './model.ts';

describe('sticky settings', () => {
  it('looks at the window again 300 ms after the last resize (spec §9.4)', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
  });

  it('reads the devices, the side, the offset and the parent rule, with Elementor’s defaults', () => {
    expect(devicesOf('desktop tablet mobile')).toEqual(['desktop', 'tablet', 'mobile']);
    expect(devicesOf(' Mobile,desktop mobile ')).toEqual(['mobile', 'desktop']);
    expect(devicesOf(undefined)).toEqual(['desktop', 'tablet']);
    expect(devicesOf('watch')).toEqual(['desktop', 'tablet']);
    expect(sideOf('bottom')).toBe('bottom');
    expect(sideOf('BOTTOM ')).toBe('bottom');
    expect(sideOf('left')).toBe('top');
    expect(sideOf(undefined)).toBe('top');
    expect([offsetOf('20'), offsetOf('12.5px'), offsetOf(-4), offsetOf('abc'), offsetOf(undefined), offsetOf('Infinity')]).toEqual([20, 12.5, 0, 0, 0, 0]);
    expect([stopsAtParent(''), stopsAtParent('yes'), stopsAtParent('no'), stopsAtParent('false'), stopsAtParent(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('whole-page stickiness', () => {
  it('pins a top section once its place scrolled above the offset, and lets it go back above it', () => {
    expect(pinned('top', 10, { top: 11, bottom: 111 }, 800)).toBe(false);
    expect(pinned('top', 10, { top: 9, bottom: 109 }, 800)).toBe(true);
    expect(pinned('top', 0, { top: -500, bottom: -400 }, 800)).toBe(true);
  });

  it('pins a bottom bar while its place is below the window, until the shopper reaches it', () => {
    expect(pinned('bottom', 0, { top: 1900, bottom: 1960 }, 800)).toBe(true);
    expect(pinned('bottom', 0, { top: 700, bottom: 760 }, 800)).toBe(false);
    expect(pinned('bottom', 50, { top: 700, bottom: 760 }, 800)).toBe(true);
  });
});

describe('column stickiness', () => {
  const column = { top: -300, bottom: 900 };
  it('is held at the offset while the column goes on below it', () => {
    expect(heldInColumn('top', 20, { top: 20, bottom: 220 }, column, 800)).toBe(true);
  });
  it('is not held in its own place, nor once stopped at the column’s end', () => {
    expect(heldInColumn('top', 20, { top: 20, bottom: 220 }, { top: 20, bottom: 900 }, 800)).toBe(false);
    expect(heldInColumn('top', 20, { top: -50, bottom: 150 }, { top: -900, bottom: 150 }, 800)).toBe(false);
  });
  it('works the same way at the bottom', () => {
    expect(heldInColumn('bottom', 0, { top: 740, bottom: 800 }, { top: 0, bottom: 1500 }, 800)).toBe(true);
    expect(heldInColumn('bottom', 0, { top: 740, bottom: 800 }, { top: 740, bottom: 1500 }, 800)).toBe(false);
  });
});
