import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buttonSize } from './button-size.ts';

describe('express button size (spec §9.2)', () => {
  it('spans the form below or above add-to-cart, at the configured height', () => {
    expect(buttonSize({ placement: 'below', length: 8, height: 44, addToCart: { width: 90, height: 70 } })).toEqual({ height: 44 });
    expect(buttonSize({ placement: 'above', length: 8, height: 40 })).toEqual({ height: 40 });
  });

  it('copies add-to-cart inline, 150 px when it is narrower than 120 px, height clamped to 35–60 px', () => {
    expect(buttonSize({ placement: 'inline', length: 8, height: 44, addToCart: { width: 180, height: 48 } })).toEqual({ width: 180, height: 48 });
    expect(buttonSize({ placement: 'inline', length: 8, height: 44, addToCart: { width: 119, height: 20 } })).toEqual({ width: 150, height: 35 });
    expect(buttonSize({ placement: 'inline', length: 8, height: 44, addToCart: { width: 120, height: 90 } })).toEqual({ width: 120, height: 60 });
  });

  it('gives long buttons (length above 10) a minimum width', () => {
    expect(buttonSize({ placement: 'below', length: 10, height: 44 }).minWidth).toBeUndefined();
    expect(buttonSize({ placement: 'below', length: 11, height: 44 }).minWidth).toBe(200);
  });

  it('never makes an inline button narrower than 120 px or outside 35–60 px', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.integer({ min: 35, max: 60 }), (width, height, configured) => {
        const size = buttonSize({ placement: 'inline', length: 8, height: configured, addToCart: { width, height } });
        expect(size.width).toBeGreaterThanOrEqual(120);
        expect(size.height).toBeGreaterThanOrEqual(35);
        expect(size.height).toBeLessThanOrEqual(60);
      }),
    );
  });
});
