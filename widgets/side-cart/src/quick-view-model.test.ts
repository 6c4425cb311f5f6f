// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pullQuickView } from './testing.ts';
import { parseQuickView } from './quick-view-markup.ts';
import { choiceToAsk, quantityFor, quickViewChoice, quickViewForm } from './quick-view-model.ts';

const pull = parseQuickView(pullQuickView())!;
const choose = (taille: string, couleur: string) => ({ attribute_pa_taille: taille, attribute_pa_couleur: couleur });

describe('quick view form (spec §2.9, §4.12)', () => {
  it('keeps add and quantity disabled until a variation is shown', () => {
    const { state } = quickViewChoice(pull, choose('s', ''), {});
    expect(quickViewForm(pull, state, 1)).toMatchObject({ canAdd: false, message: '', stock: null, price: '79.00 CHF – 99.00 CHF' });
  });

  it('enables add for a purchasable variation, with its price and its image', () => {
    const { state } = quickViewChoice(pull, choose('s', 'gris'), {});
    const form = quickViewForm(pull, state, 1);
    expect(form).toMatchObject({ canAdd: true, stock: 'in-stock', image: { src: '/img/pull-s-gris.svg' } });
    expect(form.price).toMatch(/89\.00\s*CHF/);
  });

  it('disables add and quantity when the variation is out of stock', () => {
    const { state } = quickViewChoice(pull, choose('s', 'bleu'), {});
    expect(quickViewForm(pull, state, 1)).toMatchObject({
      canAdd: false,
      stock: 'out-of-stock',
      message: 'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
    });
  });

  it('follows the variation’s quantity limits and hides the field when sold individually', () => {
    const lBleu = quickViewChoice(pull, choose('l', 'bleu'), {}).state;
    expect(quantityFor(lBleu, 1)).toBe(4);
    expect(quickViewForm(pull, lBleu, 4).rules).toEqual({ min: 4, max: 8, step: 2 });
    const lGris = quickViewChoice(pull, choose('l', 'gris'), {}).state;
    expect(quickViewForm(pull, lGris, 1).quantityHidden).toBe(true);
  });

  it('disables options only inactive variations use and hides impossible ones', () => {
    const { availability } = quickViewChoice(pull, choose('m', ''), {});
    expect(availability.attribute_pa_couleur).toEqual({ bleu: 'disabled' });
  });

  it('asks the server for a complete choice when the list was left out, and uses its answer', () => {
    const lean = parseQuickView(pullQuickView({ embedded: false }))!;
    const chosen = choose('s', 'gris');
    expect(choiceToAsk(lean, choose('s', ''), {})).toBeNull();
    const key = choiceToAsk(lean, chosen, {})!;
    expect(quickViewChoice(lean, chosen, {}).state.kind).toBe('looking');
    const answered = { [key]: pull.variations![0]! };
    expect(choiceToAsk(lean, chosen, answered)).toBeNull();
    expect(quickViewChoice(lean, chosen, answered).state).toMatchObject({ kind: 'found', purchasable: true });
    expect(quickViewChoice(lean, chosen, { [key]: null }).state.kind).toBe('no-match');
  });
});
