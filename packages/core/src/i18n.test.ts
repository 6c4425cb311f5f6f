import { describe, expect, it } from 'vitest';
import { addMessages, extendCatalogue, hasTranslation, itemCountLabel, t } from './i18n.ts';

describe('t()', () => {
  it('has French for the product form’s messages of spec §5.2 and §5.3, which several widgets show', () => {
    const keys = [
      'Please select some product options before adding this product to your cart.',
      'Sorry, this product is unavailable. Please choose a different combination.',
      'Sorry, no products matched your selection. Please choose a different combination.',
    ];
    for (const key of keys) {
      expect(hasTranslation(key), key).toBe(true);
      expect(t(key)).not.toBe(key);
    }
  });

  it('adds a package’s own French without replacing the words a theme gave, whichever comes first', () => {
    extendCatalogue({ 'Coupon code': 'Code de réduction' });
    addMessages({ 'Coupon code': 'Code promo', 'Have a coupon?': 'Vous avez un code promo ?' });
    expect(t('Coupon code')).toBe('Code de réduction');
    expect(t('Have a coupon?')).toBe('Vous avez un code promo ?');
    extendCatalogue({ 'Have a coupon?': 'Un code de réduction ?' });
    expect(t('Have a coupon?')).toBe('Un code de réduction ?');
  });

  it('fills placeholders as text and falls back to the key', () => {
    expect(t('“{name}” has been added to your cart.', { name: '<b>Miel</b>' })).toBe('« <b>Miel</b> » a été ajouté à votre panier.');
    expect(t('Unknown sentence')).toBe('Unknown sentence');
  });

  it('counts items in French, 0 and 1 in the singular', () => {
    expect([0, 1, 2, 14].map(itemCountLabel)).toEqual(['0 article', '1 article', '2 articles', '14 articles']);
  });
});
