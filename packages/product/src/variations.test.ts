import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attributesMatch,
  findMatchingVariations,
  isComplete,
  isPurchasable,
  matchVariation,
  optionAvailability,
  variationQuantity,
  variationState,
  type Choice,
  type VariationLike,
} from './variations.ts';
import { COULEUR, TAILLE, TSHIRT, TSHIRT_OPTIONS, tshirt, variation, type TestVariation } from './testing.ts';

const ids = (vs: readonly VariationLike[]) => vs.map((v) => v.variation_id);

describe('attributesMatch (§5.2)', () => {
  it('matches equal values and rejects different ones', () => {
    expect(attributesMatch({ a: 'x', b: 'y' }, { a: 'x', b: 'y' })).toBe(true);
    expect(attributesMatch({ a: 'x', b: 'y' }, { a: 'x', b: 'z' })).toBe(false);
  });
  it("treats '' on either side as any", () => {
    expect(attributesMatch({ a: '', b: 'y' }, { a: 'x', b: 'y' })).toBe(true);
    expect(attributesMatch({ a: 'x', b: 'y' }, { a: '', b: 'y' })).toBe(true);
  });
  it("treats a name missing from either side as ''", () => {
    expect(attributesMatch({ a: 'x', b: 'y' }, { a: 'x' })).toBe(true);
    expect(attributesMatch({ a: 'x' }, { a: 'x', b: 'z' })).toBe(true);
  });
  it('does not read Object.prototype for names like "constructor"', () => {
    expect(attributesMatch({ constructor: 'x' }, {})).toBe(true);
    expect(attributesMatch({}, { toString: 'x' })).toBe(true);
  });
});

describe('matchVariation / findMatchingVariations', () => {
  const list = [variation(1, { a: 'x', b: '' }), variation(2, { a: '', b: 'y' }), variation(3, { a: 'x', b: 'y' })];

  it('returns the first match in list order', () => {
    expect(matchVariation(list, { a: 'x', b: 'y' })?.variation_id).toBe(1);
    expect(matchVariation(list, { a: 'z', b: 'y' })?.variation_id).toBe(2);
    expect(matchVariation(list, { a: 'z', b: 'z' })).toBeUndefined();
  });
  it('lists every match in order', () => {
    expect(ids(findMatchingVariations(list, { a: 'x', b: 'y' }))).toEqual([1, 2, 3]);
    expect(ids(findMatchingVariations(list, { a: 'x', b: 'q' }))).toEqual([1]);
  });
  it('keeps the caller’s variation type', () => {
    const found: TestVariation | undefined = matchVariation(TSHIRT, tshirt('s', 'rouge'));
    expect(found).toBeDefined();
  });
});

describe('isComplete and isPurchasable', () => {
  it('needs a non-empty choice for every attribute', () => {
    expect(isComplete([TAILLE, COULEUR], tshirt('s', 'rouge'))).toBe(true);
    expect(isComplete([TAILLE, COULEUR], tshirt('s'))).toBe(false);
    expect(isComplete([TAILLE, COULEUR], { [TAILLE]: 's' })).toBe(false);
    expect(isComplete([], {})).toBe(true);
  });
  it('is purchasable only when purchasable, in stock and visible (active does not matter)', () => {
    expect(isPurchasable(variation(1, {}))).toBe(true);
    expect(isPurchasable(variation(1, {}, { variation_is_active: false }))).toBe(true);
    expect(isPurchasable(variation(1, {}, { is_purchasable: false }))).toBe(false);
    expect(isPurchasable(variation(1, {}, { is_in_stock: false }))).toBe(false);
    expect(isPurchasable(variation(1, {}, { variation_is_visible: false }))).toBe(false);
  });
});

describe('optionAvailability', () => {
  it('returns the options that stay, in the given order, never the placeholder', () => {
    const result = optionAvailability([variation(1, { a: '' })], { a: ['z', '', 'x', 'y'] }, {});
    expect(Object.keys(result.a ?? {})).toEqual(['z', 'x', 'y']);
  });
  it('ignores values no option lists', () => {
    expect(optionAvailability([variation(1, { a: 'q' })], { a: ['x'] }, {})).toEqual({ a: {} });
  });
  it("an inactive 'any' variation disables every option unless an active one enables it", () => {
    const list = [variation(1, { a: '' }, { variation_is_active: false }), variation(2, { a: 'y' })];
    expect(optionAvailability(list, { a: ['x', 'y'] }, {})).toEqual({ a: { x: 'disabled', y: 'available' } });
  });
  it("a variation without the attribute offers every option, like ''", () => {
    expect(optionAvailability([variation(1, { b: 'y' })], { a: ['x'], b: ['y'] }, {})).toEqual({
      a: { x: 'available' },
      b: { y: 'available' },
    });
  });
  it('ignores the attribute’s own choice, so a chosen value never hides its siblings', () => {
    const list = [variation(1, { a: 'x' }), variation(2, { a: 'y' })];
    expect(optionAvailability(list, { a: ['x', 'y'] }, { a: 'x' })).toEqual({ a: { x: 'available', y: 'available' } });
  });
  it('stores odd option values as plain keys', () => {
    const list = [variation(1, { a: '__proto__' }), variation(2, { a: 'constructor' })];
    const result = optionAvailability(list, { a: ['__proto__', 'constructor', 'toString'] }, {});
    expect(Object.keys(result.a ?? {})).toEqual(['__proto__', 'constructor']);
  });
});

describe('variationState', () => {
  it('prefers the first visible match: an unpriced couleur-only variation listed first never shadows', () => {
    expect(matchVariation(TSHIRT, tshirt('s', 'rouge'))?.variation_id).toBe(200); // raw list order
    const state = variationState(TSHIRT, TSHIRT_OPTIONS, tshirt('s', 'rouge'));
    expect(state).toMatchObject({ kind: 'found', purchasable: true, variation: { variation_id: 101 } });
  });
  it('falls back to an invisible match, reported as not purchasable', () => {
    const list = [variation(1, { a: 'x' }, { variation_is_visible: false }), variation(2, { a: 'y' })];
    expect(variationState(list, { a: ['x', 'y'] }, { a: 'x' })).toMatchObject({
      kind: 'found',
      purchasable: false,
      variation: { variation_id: 1 },
    });
  });
  it('reports no-match when no variation fits', () => {
    const list = [variation(1, { a: 'x', b: 'x' })];
    expect(variationState(list, { a: ['x', 'y'], b: ['x', 'y'] }, { a: 'y', b: 'x' })).toEqual({ kind: 'no-match' });
  });
});

describe('variationQuantity', () => {
  it('defaults min to 1 and max to none', () => {
    expect(variationQuantity(variation(1, {}, { min_qty: null, max_qty: null }), '7')).toEqual({
      value: 7,
      min: 1,
      max: null,
      hidden: false,
    });
  });
});

describe('journeys (JOURNEYS.md, variation form)', () => {
  const state = (choice: Choice, list: readonly TestVariation[] = TSHIRT) => variationState(list, TSHIRT_OPTIONS, choice);
  const price = (choice: Choice) => {
    const s = state(choice);
    return s.kind === 'found' ? s.variation.display_price : undefined;
  };

  it('1. nothing chosen → selection needed', () => {
    expect(state(tshirt())).toEqual({ kind: 'incomplete' });
    expect(state({})).toEqual({ kind: 'incomplete' });
  });

  it('2. taille S then couleur rouge → 11.16, add enabled; vert then bleu → still 11.16 (any-colour match)', () => {
    expect(state(tshirt('s'))).toEqual({ kind: 'incomplete' });
    expect(state(tshirt('s', 'rouge'))).toMatchObject({ kind: 'found', purchasable: true });
    expect(price(tshirt('s', 'rouge'))).toBe(11.16);
    expect(price(tshirt('s', 'vert'))).toBe(11.16);
    expect(price(tshirt('s', 'bleu'))).toBe(11.16);
  });

  it('3. couleur rouge, taille S, then XL → 22.32 with the XL weight and dimensions; reset → none', () => {
    expect(state(tshirt('', 'rouge'))).toEqual({ kind: 'incomplete' });
    expect(price(tshirt('s', 'rouge'))).toBe(11.16);
    const xl = state(tshirt('xl', 'rouge'));
    expect(xl).toMatchObject({ kind: 'found', variation: { display_price: 22.32, weight: '400', dimensions: '20 × 40 × 30 cm' } });
    // Reset: no variation, so the widget restores the product's own weight and dimensions.
    expect(state(tshirt())).toEqual({ kind: 'incomplete' });
  });

  it('4. both chosen, reset → selection needed again', () => {
    expect(state(tshirt('m', 'vert')).kind).toBe('found');
    const reset = tshirt();
    expect(isComplete(Object.keys(TSHIRT_OPTIONS), reset)).toBe(false);
    expect(state(reset)).toEqual({ kind: 'incomplete' });
  });

  it('5. each taille in turn is purchasable and the total is the sum', () => {
    let cents = 0;
    for (const taille of TSHIRT_OPTIONS[TAILLE]) {
      const s = state(tshirt(taille, 'bleu'));
      expect(s).toMatchObject({ kind: 'found', purchasable: true });
      if (s.kind === 'found') cents += Math.round((s.variation.display_price ?? 0) * 100);
    }
    expect(cents).toBe(2 * 1116 + 2 * 2232);
  });

  it('6. a variation whose attributes are all "any" → any choice can be added', () => {
    const anyOf = [variation(1, { [TAILLE]: '', [COULEUR]: '' })];
    for (const taille of TSHIRT_OPTIONS[TAILLE]) {
      for (const couleur of TSHIRT_OPTIONS[COULEUR]) {
        expect(state(tshirt(taille, couleur), anyOf)).toMatchObject({ kind: 'found', purchasable: true });
      }
    }
    expect(optionAvailability(anyOf, TSHIRT_OPTIONS, tshirt('s'))).toEqual({
      [TAILLE]: { s: 'available', m: 'available', l: 'available', xl: 'available' },
      [COULEUR]: { rouge: 'available', vert: 'available', bleu: 'available' },
    });
  });

  it('7. a choice that makes an option impossible removes it; inactive-only options are disabled', () => {
    const pull = [
      variation(1, { [TAILLE]: 's', [COULEUR]: 'rouge' }),
      variation(2, { [TAILLE]: 's', [COULEUR]: 'vert' }),
      variation(3, { [TAILLE]: 'm', [COULEUR]: 'rouge' }, { variation_is_active: false }),
      variation(4, { [TAILLE]: 'm', [COULEUR]: 'bleu' }),
      variation(5, { [TAILLE]: 'l', [COULEUR]: 'vert' }, { variation_is_active: false }),
    ];
    expect(optionAvailability(pull, TSHIRT_OPTIONS, tshirt('s'))[COULEUR]).toEqual({ rouge: 'available', vert: 'available' });
    expect(optionAvailability(pull, TSHIRT_OPTIONS, tshirt('m'))[COULEUR]).toEqual({ rouge: 'disabled', bleu: 'available' });
    expect(optionAvailability(pull, TSHIRT_OPTIONS, tshirt('', 'vert'))[TAILLE]).toEqual({ s: 'available', l: 'disabled' });
    // Nothing chosen: every option some variation uses; xl none → removed.
    expect(optionAvailability(pull, TSHIRT_OPTIONS, tshirt())[TAILLE]).toEqual({ s: 'available', m: 'available', l: 'disabled' });
  });

  it('7. options only invisible (unpriced) variations use vanish', () => {
    const options = { ...TSHIRT_OPTIONS, [COULEUR]: ['rouge', 'vert', 'bleu', 'noir'] };
    const list = [...TSHIRT, variation(300, { [TAILLE]: 'xl', [COULEUR]: 'noir' }, { variation_is_visible: false })];
    // The taille-only variations make every listed couleur available; noir only through them too.
    expect(Object.keys(optionAvailability(list, options, tshirt('xl'))[COULEUR] ?? {})).toEqual(['rouge', 'vert', 'bleu', 'noir']);
    const colourOnly = [
      variation(1, { [TAILLE]: 's', [COULEUR]: 'rouge' }),
      variation(2, { [TAILLE]: 's', [COULEUR]: 'noir' }, { variation_is_visible: false }),
    ];
    expect(optionAvailability(colourOnly, options, tshirt('s'))[COULEUR]).toEqual({ rouge: 'available' });
  });

  it('8. out-of-stock variation → shown, unavailable; its options stay selectable; deselect → none', () => {
    const sweat = [
      variation(1, { [TAILLE]: 's', [COULEUR]: '' }, { display_price: 30 }),
      variation(2, { [TAILLE]: 'm', [COULEUR]: '' }, { is_in_stock: false, weight: '250' }),
    ];
    expect(state(tshirt('m', 'rouge'), sweat)).toMatchObject({ kind: 'found', purchasable: false, variation: { weight: '250' } });
    expect(optionAvailability(sweat, TSHIRT_OPTIONS, tshirt('', 'rouge'))[TAILLE]).toEqual({ s: 'available', m: 'available' });
    expect(state(tshirt('', 'rouge'), sweat)).toEqual({ kind: 'incomplete' });
  });

  it('9. quantity: min 4, max 8 → 0, empty and letters become the min; 10 is clamped to 8; sold individually → 1, hidden', () => {
    const limited = variation(1, { [TAILLE]: 's' }, { min_qty: 4, max_qty: 8 });
    for (const raw of ['0', '', 'abc']) expect(variationQuantity(limited, raw).value).toBe(4);
    expect(variationQuantity(limited, '10')).toEqual({ value: 8, min: 4, max: 8, hidden: false });
    expect(variationQuantity(limited, '6').value).toBe(6);
    const single = variation(2, { [TAILLE]: 'm' }, { is_sold_individually: 'yes', min_qty: 4, max_qty: 8 });
    expect(variationQuantity(single, '5')).toEqual({ value: 1, min: 1, max: 1, hidden: true });
  });

  it('10. more than 30 variations: every lookup is right, impossible options still pruned, no memory', () => {
    const COUPE = 'attribute_coupe';
    const options = { ...TSHIRT_OPTIONS, [COUPE]: ['droite', 'slim', 'ample'] };
    const big: TestVariation[] = [];
    let id = 1000;
    for (const taille of options[TAILLE]) {
      for (const couleur of options[COULEUR]) {
        for (const coupe of options[COUPE]) {
          if (taille === 'xl' && couleur === 'bleu') continue; // impossible
          const inactive = taille === 'l' && couleur === 'vert' && coupe === 'slim';
          big.push(variation((id += 1), { [TAILLE]: taille, [COULEUR]: couleur, [COUPE]: coupe }, { variation_is_active: !inactive }));
        }
      }
    }
    expect(big.length).toBeGreaterThan(30);
    for (const v of big) {
      expect(variationState(big, options, v.attributes)).toMatchObject({ kind: 'found', variation: { variation_id: v.variation_id } });
    }
    expect(variationState(big, options, { [TAILLE]: 'xl', [COULEUR]: 'bleu', [COUPE]: 'slim' })).toEqual({ kind: 'no-match' });
    expect(optionAvailability(big, options, { [TAILLE]: 'xl' })[COULEUR]).toEqual({ rouge: 'available', vert: 'available' });
    expect(optionAvailability(big, options, { [TAILLE]: 'l', [COULEUR]: 'vert' })[COUPE]).toEqual({
      droite: 'available',
      slim: 'disabled',
      ample: 'available',
    });
    // Rapid switching: the state depends on the choice alone, so answers in any order agree.
    const a = { [TAILLE]: 's', [COULEUR]: 'rouge', [COUPE]: 'ample' };
    const b = { [TAILLE]: 'm', [COULEUR]: 'vert', [COUPE]: 'droite' };
    const first = [variationState(big, options, a), variationState(big, options, b)];
    expect([variationState(big, options, b), variationState(big, options, a)]).toEqual(first.reverse());
  });
});

describe('properties', () => {
  const NAMES = ['attribute_pa_taille', 'attribute_pa_couleur', 'attribute_coupe'] as const;
  const VALUES = ['a', 'b', 'c'];
  const OPTIONS = Object.fromEntries(NAMES.map((n) => [n, VALUES]));

  // Variation values include '' (any) and 'd' (not an option); keys may be missing.
  const attrs = fc.record(Object.fromEntries(NAMES.map((n) => [n, fc.constantFrom('', 'a', 'b', 'c', 'd')])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>;
  const variations = fc
    .array(
      fc.record({
        attributes: attrs,
        variation_is_active: fc.boolean(),
        variation_is_visible: fc.boolean(),
        is_purchasable: fc.boolean(),
        is_in_stock: fc.boolean(),
      }),
      { maxLength: 12 },
    )
    .map((list) => list.map((v, i): VariationLike => ({ variation_id: i + 1, ...v })));
  const choice = fc.record(Object.fromEntries(NAMES.map((n) => [n, fc.constantFrom('', ...VALUES)]))) as fc.Arbitrary<Choice>;
  const completeChoice = fc.record(Object.fromEntries(NAMES.map((n) => [n, fc.constantFrom(...VALUES)]))) as fc.Arbitrary<Choice>;

  /** The reference rule, written the slow obvious way. */
  function expected(list: readonly VariationLike[], name: string, value: string, chosen: Choice) {
    const offering = list.filter((v) => {
      const own = Object.hasOwn(v.attributes, name) ? (v.attributes[name] ?? '') : '';
      return v.variation_is_visible && (own === '' || own === value) && attributesMatch(v.attributes, { ...chosen, [name]: '' });
    });
    if (offering.length === 0) return undefined;
    return offering.some((v) => v.variation_is_active) ? 'available' : 'disabled';
  }

  it('matchVariation returns a match and no earlier variation matches', () => {
    fc.assert(
      fc.property(variations, choice, (list, chosen) => {
        const found = matchVariation(list, chosen);
        const index = found ? list.indexOf(found) : list.length;
        if (found) expect(attributesMatch(found.attributes, chosen)).toBe(true);
        for (const earlier of list.slice(0, index)) expect(attributesMatch(earlier.attributes, chosen)).toBe(false);
      }),
    );
  });

  it('optionAvailability offers exactly the options some compatible visible variation uses', () => {
    fc.assert(
      fc.property(variations, choice, (list, chosen) => {
        const result = optionAvailability(list, OPTIONS, chosen);
        for (const name of NAMES) {
          for (const value of VALUES) expect(result[name]?.[value]).toBe(expected(list, name, value, chosen));
        }
      }),
    );
  });

  it('the chosen options of a found purchasable variation are always offered', () => {
    fc.assert(
      fc.property(variations, completeChoice, (list, chosen) => {
        const state = variationState(list, OPTIONS, chosen);
        if (state.kind !== 'found' || !state.purchasable) return;
        const result = optionAvailability(list, OPTIONS, chosen);
        for (const name of NAMES) {
          const value = chosen[name] ?? '';
          expect(result[name]?.[value]).toBeDefined();
          // An inactive one may still be offered as 'available' by another, active variation.
          if (state.variation.variation_is_active) expect(result[name]?.[value]).toBe('available');
        }
      }),
    );
  });

  it('variationState is incomplete exactly when a choice is missing, and a found variation matches', () => {
    fc.assert(
      fc.property(variations, choice, (list, chosen) => {
        const state = variationState(list, OPTIONS, chosen);
        expect(state.kind === 'incomplete').toBe(!isComplete([...NAMES], chosen));
        if (state.kind === 'found') {
          expect(attributesMatch(state.variation.attributes, chosen)).toBe(true);
          expect(state.purchasable).toBe(isPurchasable(state.variation));
        }
        if (state.kind === 'no-match') expect(matchVariation(list, chosen)).toBeUndefined();
      }),
    );
  });
});
