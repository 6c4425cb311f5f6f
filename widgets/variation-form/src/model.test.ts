import { describe, expect, it } from 'vitest';
import { choiceKey } from '@vitrine/product';
import { addButtonState, availability, formState, quantityLimits, quantityOnShow, shownKey, type ProductFormRules, type VariationAnswers } from './model.ts';
import { choice, COULEUR, type pull, PULL, PULL_OPTIONS, TAILLE } from './testing.ts';

const local: ProductFormRules = { options: PULL_OPTIONS, variations: PULL };
const server: ProductFormRules = { options: PULL_OPTIONS, variations: false };
const none: VariationAnswers = new Map();
const answered = (entries: Array<[ReturnType<typeof choice>, ReturnType<typeof pull> | null]>): VariationAnswers =>
  new Map(entries.map(([c, v]) => [choiceKey(PULL_OPTIONS, c), v]));

describe('formState (§4.4)', () => {
  it('needs every attribute before looking', () => {
    expect(formState(local, choice('s'), none, null)).toEqual({ kind: 'incomplete' });
    expect(formState(server, choice('', 'gris'), none, null)).toEqual({ kind: 'incomplete' });
  });

  it('finds purchasable and unavailable variations in the embedded list', () => {
    expect(formState(local, choice('s', 'gris'), none, null)).toMatchObject({ kind: 'found', purchasable: true });
    expect(formState(local, choice('s', 'bleu'), none, null)).toMatchObject({ kind: 'found', purchasable: false });
    expect(formState(local, choice('xl', 'bleu'), none, null)).toEqual({ kind: 'no-match' });
  });

  it('in server mode shows only the answer for this exact choice', () => {
    const answers = answered([
      [choice('s', 'gris'), PULL[0]!],
      [choice('xl', 'bleu'), null],
    ]);
    expect(formState(server, choice('s', 'gris'), answers, null)).toMatchObject({ kind: 'found', variation: { variation_id: 111 } });
    expect(formState(server, choice('xl', 'bleu'), answers, null)).toEqual({ kind: 'no-match' });
    expect(formState(server, choice('m', 'gris'), answers, null)).toEqual({ kind: 'looking-up' });
  });

  it('says why a lookup failed, for that choice only', () => {
    const failure = { key: choiceKey(PULL_OPTIONS, choice('m', 'gris')), message: 'La boutique est injoignable.' };
    expect(formState(server, choice('m', 'gris'), none, failure)).toEqual({ kind: 'lookup-failed', message: 'La boutique est injoignable.' });
    expect(formState(server, choice('s', 'gris'), none, failure)).toEqual({ kind: 'looking-up' });
  });

  it('treats a product without variations as simple', () => {
    expect(formState({ options: {}, variations: null }, {}, none, null)).toEqual({ kind: 'simple' });
  });
});

describe('availability', () => {
  it('prunes with the embedded list (journey 7: no XL bleu, M bleu only inactive)', () => {
    expect(availability(local, choice('xl'), none)[COULEUR]).toEqual({ gris: 'available' });
    expect(availability(local, choice('m'), none)[COULEUR]).toEqual({ gris: 'available', bleu: 'disabled' });
  });

  it('prunes from the server’s answers in server mode', () => {
    const answers = answered([
      [choice('xl', 'gris'), PULL[6]!],
      [choice('xl', 'bleu'), null],
    ]);
    expect(availability(server, choice('xl'), answers)[COULEUR]).toEqual({ gris: 'available' });
    expect(availability(server, choice('xl'), none)[TAILLE]).toEqual({ s: 'available', m: 'available', l: 'available', xl: 'available' });
  });
});

describe('the add button (§4.4, §5.2)', () => {
  it('is ready only for a simple product or a purchasable variation', () => {
    expect(addButtonState({ kind: 'simple' })).toBe('ready');
    expect(addButtonState({ kind: 'found', variation: PULL[0]!, purchasable: true })).toBe('ready');
    expect(addButtonState({ kind: 'found', variation: PULL[1]!, purchasable: false })).toBe('unavailable');
    expect(addButtonState({ kind: 'lookup-failed', message: '' })).toBe('unavailable');
    for (const kind of ['incomplete', 'looking-up', 'no-match'] as const) expect(addButtonState({ kind })).toBe('selection-needed');
  });

  it('keys what is shown by variation and purchasability', () => {
    expect(shownKey({ kind: 'found', variation: PULL[0]!, purchasable: true })).toBe('111:true');
    expect(shownKey({ kind: 'no-match' })).toBe('');
  });
});

describe('quantity (§5.2, journey 9)', () => {
  const product = { min: 1, max: null, step: '1', hidden: false };
  const lots = PULL[5]!;

  it('takes the variation’s limits and step, and the product’s own when none is shown', () => {
    expect(quantityLimits(product, lots)).toEqual({ min: 4, max: 8, step: '2', hidden: false });
    expect(quantityLimits(product, null)).toBe(product);
  });

  it('fixes a sold-individually variation to a hidden 1', () => {
    expect(quantityLimits(product, PULL[4]!)).toEqual({ min: 1, max: 1, step: '1', hidden: true });
    expect(quantityOnShow(PULL[4]!, '3')).toBe('1');
  });

  it('turns 0, empty and letters into the minimum and clamps to the maximum when a variation shows', () => {
    expect(quantityOnShow(lots, '0')).toBe('4');
    expect(quantityOnShow(lots, '')).toBe('4');
    expect(quantityOnShow(lots, 'abc')).toBe('4');
    expect(quantityOnShow(lots, '10')).toBe('8');
    expect(quantityOnShow(lots, '6')).toBe('6');
  });
});
