import { describe, expect, it } from 'vitest';
import { hasTranslation, itemCountLabel, t } from './i18n.ts';

describe('t()', () => {
  it('has French for every shopper message of spec §5 and §8 that the widgets show', () => {
    const keys = [
      'Please select a rating',
      'Please select some product options before adding this product to your cart.',
      'Sorry, this product is unavailable. Please choose a different combination.',
      'Sorry, no products matched your selection. Please choose a different combination.',
      'Please select a payment method before proceeding.',
      'Please enter your IBAN before proceeding.',
      'Please enter a IBAN number to proceed.',
      'The IBAN you entered is incomplete.',
      'Please select a bank before proceeding',
      'Please select a bank to proceed.',
      'Please enter a valid CPF / CNPJ',
      'Please provide a billing phone number.',
      'There was an error processing your credit card.',
      'Payment Request is not available in this browser',
    ];
    for (const key of keys) {
      expect(hasTranslation(key), key).toBe(true);
      expect(t(key)).not.toBe(key);
    }
  });

  it('fills placeholders as text and falls back to the key', () => {
    expect(t('“{name}” has been added to your cart.', { name: '<b>Miel</b>' })).toBe('« <b>Miel</b> » a été ajouté à votre panier.');
    expect(t('Unknown sentence')).toBe('Unknown sentence');
  });

  it('counts items in French, 0 and 1 in the singular', () => {
    expect([0, 1, 2, 14].map(itemCountLabel)).toEqual(['0 article', '1 article', '2 articles', '14 articles']);
  });
});
