import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampQuantity,
  listingQuantityFloor,
  MAX_QUANTITY,
  parseQuantity,
  productQuantity,
  quantityCeiling,
  sideCartQuantity,
  sideCartQuantityRules,
  sideCartRefusal,
  stepQuantity,
} from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 6 ', 6],
    ['2.5', 2.5],
    ['2,5', 2.5],
    ['.5', 0.5],
    ['-1', -1],
    [4, 4],
  ])('reads %j as %j', (raw, expected) => expect(parseQuantity(raw)).toBe(expected));

  it.each([['abc'], [''], ['  '], ['3abc'], ['0x10'], ['1e3'], ['NaN'], ['Infinity'], [NaN], [Infinity], [null], [undefined], [{}]])('rejects %j', (raw) =>
    expect(parseQuantity(raw)).toBeNull(),
  );
});

describe('quantities at the number limits', () => {
  const e308 = `1${'0'.repeat(308)}`;
  const e400 = `1${'0'.repeat(400)}`;

  it('reads a decimal too long to be finite as no quantity at all', () => {
    expect(parseQuantity(e400)).toBeNull();
    expect(parseQuantity(`-${e400}`)).toBeNull();
    expect(parseQuantity(`${e400},5`)).toBeNull();
  });
  it('caps a line at 9999, as WooCommerce’s Store API does, below any larger max of the product', () => {
    expect(MAX_QUANTITY).toBe(9999);
    expect(quantityCeiling(null)).toBe(9999);
    expect(quantityCeiling(12)).toBe(12);
    expect(quantityCeiling(1e308)).toBe(9999);
  });
  it('brings a huge value shown with a variation down to the cap, never to « 1e+308 »', () => {
    expect(productQuantity(e308, 1, null)).toBe(9999);
    expect(productQuantity(e400, 1, null)).toBe(1);
    expect(productQuantity('10000', 1, 20000)).toBe(9999);
  });
  it('keeps (sends nothing) a side cart value above the cap, and + stops there', () => {
    const noMax = sideCartQuantityRules({});
    for (const typed of [e308, e400, '10000', '9007199254740993']) expect(sideCartQuantity(typed, noMax)).toEqual({ kind: 'keep' });
    expect(sideCartQuantity('9999', noMax)).toEqual({ kind: 'send', value: 9999 });
    expect(stepQuantity(9999, 1, noMax)).toBeNull();
    expect(stepQuantity(9998, 1, sideCartQuantityRules({ max: '50000' }))).toBe(9999);
  });
});

describe('sideCartRefusal', () => {
  const rules = sideCartQuantityRules({ min: 2, max: 20000 });
  it('says why a typed value is kept: no number, above the ceiling or the max, below the min', () => {
    for (const typed of ['', 'abc', `1${'0'.repeat(400)}`]) expect(sideCartRefusal(typed, rules)).toEqual({ kind: 'invalid' });
    expect(sideCartRefusal(`1${'0'.repeat(308)}`, rules)).toEqual({ kind: 'above', max: 9999 });
    expect(sideCartRefusal('7', sideCartQuantityRules({ max: 6 }))).toEqual({ kind: 'above', max: 6 });
    expect(sideCartRefusal('1', rules)).toEqual({ kind: 'below', min: 2 });
  });
  it('is null for a value that is sent', () => {
    expect(sideCartRefusal('9999', rules)).toBeNull();
    expect(sideCartRefusal('2', rules)).toBeNull();
  });
});

describe('listingQuantityFloor (§5.1)', () => {
  it('raises a value below min to min', () => {
    expect(listingQuantityFloor('0', '1')).toBe('1');
    expect(listingQuantityFloor('-3', '0')).toBe('0');
    expect(listingQuantityFloor('0.5', '1,5')).toBe('1.5');
  });
  it('leaves a value at or above min alone', () => {
    expect(listingQuantityFloor('1', '1')).toBeNull();
    expect(listingQuantityFloor('7', '1')).toBeNull();
  });
  it('does nothing for a negative, missing or non-numeric min', () => {
    expect(listingQuantityFloor('-5', '-1')).toBeNull();
    expect(listingQuantityFloor('0', null)).toBeNull();
    expect(listingQuantityFloor('0', '')).toBeNull();
    expect(listingQuantityFloor('0', 'abc')).toBeNull();
  });
  it('does nothing for a non-numeric value (the shopper may be typing)', () => {
    expect(listingQuantityFloor('', '1')).toBeNull();
    expect(listingQuantityFloor('abc', '1')).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('clamps into [min, max]', () => {
    expect(clampQuantity(10, 4, 8)).toBe(8);
    expect(clampQuantity(0, 4, 8)).toBe(4);
    expect(clampQuantity(6, 4, 8)).toBe(6);
    expect(clampQuantity(1000, 1, null)).toBe(1000);
  });
  it('lets min win when max < min, as WooCommerce does', () => expect(clampQuantity(5, 4, 2)).toBe(4));
  it('turns NaN into min', () => expect(clampQuantity(NaN, 4, 8)).toBe(4));

  const bounds = fc
    .tuple(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), fc.option(fc.double({ noNaN: true, min: 0, max: 1e9 })))
    .map(([min, span]) => ({ min, max: span === null ? null : min + span }));

  it('property: the result is within bounds and clamping again changes nothing', () => {
    fc.assert(
      fc.property(fc.double(), bounds, (value, { min, max }) => {
        const once = clampQuantity(value, min, max);
        expect(once).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(once).toBeLessThanOrEqual(max);
        expect(clampQuantity(once, min, max)).toBe(once);
      }),
    );
  });
});

describe('productQuantity (§5.2)', () => {
  it('turns a non-numeric value into min_qty', () => {
    for (const raw of ['', 'abc', '3abc', ' ', null, undefined, NaN, Infinity]) {
      expect(productQuantity(raw, 4, 8)).toBe(4);
    }
  });
  it('clamps a numeric value between min_qty and max_qty', () => {
    expect(productQuantity('0', 4, 8)).toBe(4);
    expect(productQuantity('10', 4, 8)).toBe(8);
    expect(productQuantity(6, 4, 8)).toBe(6);
    expect(productQuantity('5000', 1, null)).toBe(5000);
  });
});

describe('sideCartQuantityRules (§5.7)', () => {
  it('defaults: step 1, min 0, no max', () => {
    expect(sideCartQuantityRules({})).toEqual({ step: 1, min: 0, max: null });
    expect(sideCartQuantityRules({ step: null, min: null, max: null })).toEqual({ step: 1, min: 0, max: null });
  });
  it('keeps a positive step only', () => {
    expect(sideCartQuantityRules({ step: '2' }).step).toBe(2);
    expect(sideCartQuantityRules({ step: 0.5 }).step).toBe(0.5);
    for (const step of ['any', '', '0', -2, 'abc']) expect(sideCartQuantityRules({ step }).step).toBe(1);
  });
  it('keeps a min of 0 or more only', () => {
    expect(sideCartQuantityRules({ min: '3' }).min).toBe(3);
    expect(sideCartQuantityRules({ min: '0' }).min).toBe(0);
    expect(sideCartQuantityRules({ min: '-1' }).min).toBe(0);
  });
  it('treats a max of 0 or less (WooCommerce -1) as none and raises a max below min', () => {
    expect(sideCartQuantityRules({ max: '10' }).max).toBe(10);
    expect(sideCartQuantityRules({ max: '-1' }).max).toBeNull();
    expect(sideCartQuantityRules({ max: '' }).max).toBeNull();
    expect(sideCartQuantityRules({ max: 0 }).max).toBeNull();
    expect(sideCartQuantityRules({ min: 5, max: 2 }).max).toBe(5);
  });
});

describe('sideCartQuantity (§5.7)', () => {
  const oneToTen = sideCartQuantityRules({ min: 1, max: 10 });
  const byTwo = sideCartQuantityRules({ step: 2, min: 0, max: 20 });

  it('sends an in-range value', () => {
    expect(sideCartQuantity('3', oneToTen)).toEqual({ kind: 'send', value: 3 });
    expect(sideCartQuantity(' 10 ', oneToTen)).toEqual({ kind: 'send', value: 10 });
  });
  it('keeps (no call) anything that is not a number: never sends NaN', () => {
    for (const typed of ['abc', '', '  ', 'NaN', 'Infinity', '-Infinity', '3abc', '1e2']) {
      expect(sideCartQuantity(typed, oneToTen)).toEqual({ kind: 'keep' });
    }
  });
  it('keeps a typed value above max or below min', () => {
    expect(sideCartQuantity('11', oneToTen)).toEqual({ kind: 'keep' });
    expect(sideCartQuantity('0', oneToTen)).toEqual({ kind: 'keep' });
    expect(sideCartQuantity('-1', sideCartQuantityRules({}))).toEqual({ kind: 'keep' });
  });
  it('sends 0 when min is 0 (the server removes the line), and "-0" as 0', () => {
    expect(sideCartQuantity('0', byTwo)).toEqual({ kind: 'send', value: 0 });
    const sent = sideCartQuantity('-0', byTwo);
    expect(sent.kind === 'send' && Object.is(sent.value, 0)).toBe(true);
  });
  it('rounds down to a multiple of a whole step, counted from 0', () => {
    expect(sideCartQuantity('5', byTwo)).toEqual({ kind: 'send', value: 4 });
    expect(sideCartQuantity('4', byTwo)).toEqual({ kind: 'send', value: 4 });
    expect(sideCartQuantity('2.7', oneToTen)).toEqual({ kind: 'send', value: 2 });
    expect(sideCartQuantity('2,5', oneToTen)).toEqual({ kind: 'send', value: 2 });
    const fromFour = sideCartQuantityRules({ step: 3, min: 1, max: 20 });
    expect(sideCartQuantity('7', fromFour)).toEqual({ kind: 'send', value: 6 }); // not 7 = 1 + 2 × 3
  });
  it('keeps a value that rounds below min', () => {
    const oddMin = sideCartQuantityRules({ step: 2, min: 3, max: 9 });
    expect(sideCartQuantity('3', oddMin)).toEqual({ kind: 'keep' }); // 3 → 2 < 3
    expect(sideCartQuantity('1.5', oneToTen)).toEqual({ kind: 'send', value: 1 });
    expect(sideCartQuantity('0.5', sideCartQuantityRules({ min: 1 }))).toEqual({ kind: 'keep' });
  });
  it('does not round for a non-whole step', () => {
    const half = sideCartQuantityRules({ step: '0.5', min: 0, max: 5 });
    expect(sideCartQuantity('1.3', half)).toEqual({ kind: 'send', value: 1.3 });
  });
  it('keeps values too large to round exactly', () => {
    expect(sideCartQuantity('99999999999999999999', sideCartQuantityRules({}))).toEqual({ kind: 'keep' });
  });

  const rawAttribute = fc.oneof(
    fc.constant(null),
    fc.double(),
    fc.integer({ min: -5, max: 50 }),
    fc.integer({ min: -5, max: 50 }).map(String),
    fc.constantFrom('', 'any', 'abc', '0.5', '1,5'),
  );
  const rules = fc.record({ step: rawAttribute, min: rawAttribute, max: rawAttribute }).map((input) => sideCartQuantityRules(input));
  const typed = fc.oneof(
    fc.string(),
    fc.double().map(String),
    fc.integer({ min: -100, max: 200 }).map(String),
    fc.double({ min: -10, max: 100, noNaN: true }).map((n) => n.toFixed(3)),
    fc.constantFrom('', 'abc', 'NaN', 'Infinity', '-0', '1e400', '10000', `1${'0'.repeat(308)}`, `1${'0'.repeat(400)}`),
  );

  it('property: rules are sane (positive finite step, min ≥ 0, max null or ≥ min)', () => {
    fc.assert(
      fc.property(rules, ({ step, min, max }) => {
        expect(Number.isFinite(step) && step > 0).toBe(true);
        expect(Number.isFinite(min) && min >= 0).toBe(true);
        if (max !== null) expect(Number.isFinite(max) && max >= min).toBe(true);
      }),
    );
  });

  it('property: a sent value is finite, within [min, max], and a multiple of a whole step', () => {
    fc.assert(
      fc.property(typed, rules, (text, r) => {
        const decision = sideCartQuantity(text, r);
        if (decision.kind === 'keep') return;
        const { value } = decision;
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeLessThanOrEqual(MAX_QUANTITY);
        expect(value).toBeGreaterThanOrEqual(r.min);
        if (r.max !== null) expect(value).toBeLessThanOrEqual(r.max);
        if (Number.isInteger(r.step)) expect(value % r.step).toBe(0);
        // Rounding only ever goes down.
        expect(value).toBeLessThanOrEqual(parseQuantity(text) ?? Number.NaN);
      }),
    );
  });

  it('property: a sent whole-step value is sent unchanged when typed again', () => {
    fc.assert(
      fc.property(typed, rules, (text, r) => {
        if (!Number.isInteger(r.step)) return;
        const decision = sideCartQuantity(text, r);
        if (decision.kind === 'send') expect(sideCartQuantity(String(decision.value), r)).toEqual(decision);
      }),
    );
  });

  it('property: stepQuantity stays within [min, max] or does nothing', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 100, noNaN: true }), fc.constantFrom(1 as const, -1 as const), rules, (current, dir, r) => {
        const next = stepQuantity(current, dir, r);
        if (next === null) return;
        expect(Number.isFinite(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(r.min);
        if (r.max !== null) expect(next).toBeLessThanOrEqual(r.max);
      }),
    );
  });
});

describe('stepQuantity (§5.7 +/−)', () => {
  const rules = sideCartQuantityRules({ min: 1, max: 5 });

  it('moves by one step', () => {
    expect(stepQuantity(2, 1, rules)).toBe(3);
    expect(stepQuantity(2, -1, rules)).toBe(1);
    expect(stepQuantity(4, 1, sideCartQuantityRules({ step: 2, max: 8 }))).toBe(6);
  });
  it('does nothing below min or above max', () => {
    expect(stepQuantity(1, -1, rules)).toBeNull();
    expect(stepQuantity(5, 1, rules)).toBeNull();
  });
  it('does nothing from a non-finite value', () => {
    expect(stepQuantity(NaN, 1, rules)).toBeNull();
    expect(stepQuantity(Infinity, -1, rules)).toBeNull();
  });
  it('keeps decimal steps exact', () => {
    const tenths = sideCartQuantityRules({ step: '0.1', max: 1 });
    expect(stepQuantity(0.2, 1, tenths)).toBe(0.3);
    expect(stepQuantity(0.3, -1, tenths)).toBe(0.2);
  });

  it('journey 21: − is disabled at the minimum; a burst of + ends on the final value, never past max', () => {
    const line = sideCartQuantityRules({ min: '1', max: '4', step: '1' });
    expect(stepQuantity(1, -1, line)).toBeNull(); // − disabled
    let value = 1;
    const seen: number[] = [];
    for (let click = 0; click < 6; click += 1) {
      const next = stepQuantity(value, 1, line);
      if (next !== null) value = next;
      seen.push(value);
    }
    expect(seen).toEqual([2, 3, 4, 4, 4, 4]);
    expect(value).toBe(4); // the one update the widget sends after the burst
  });
});
