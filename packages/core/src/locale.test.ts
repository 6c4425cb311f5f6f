// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from './config.ts';
import { itemCountLabel, t } from './i18n.ts';
import { applyShopLocale, intlLocale, shopLanguage } from './locale.ts';
import { formatPrice, setMoneyFormat } from './money.ts';

describe('the shop’s locale, currency and strings from the config', () => {
  it('reads WordPress’s locale, or completes a bare language with the shop’s country', () => {
    expect(intlLocale({ locale: 'fr', country: 'CH' })).toBe('fr-CH');
    expect(intlLocale({ locale: 'fr_CH', country: 'CH' })).toBe('fr-CH');
    expect(intlLocale({ locale: 'de_DE', country: 'CH' })).toBe('de-DE');
  });

  it('is French in Swiss francs without a config', () => {
    expect(formatPrice(131.75)).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(131.75));
    expect([0, 1, 2].map(itemCountLabel)).toEqual(['0 article', '1 article', '2 articles']);
  });

  it('takes the currency, the plural rules and the theme’s strings from the config once applied', () => {
    setConfig(parseConfig({ shop: { locale: 'en_GB', currency: 'EUR' }, strings: { 'Your cart': 'Mon panier', '{count} items': '{count} produits' } }));
    applyShopLocale();
    expect(formatPrice(12.5)).toBe('€12.50');
    // English plural rules: 0 is plural (French says « 0 article »); the theme's string replaces the French one.
    expect([0, 1, 3].map(itemCountLabel)).toEqual(['0 produits', '1 article', '3 produits']);
    expect(t('Your cart')).toBe('Mon panier');
    expect(t('Close')).toBe('Fermer');
    expect(shopLanguage()).toBe('en');
    setConfig(undefined);
  });

  it('shows an unusable currency from the config in Swiss francs, with a warning, rather than no price', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMoneyFormat('fr-CH', 'EURO');
    expect(formatPrice(131.75)).toBe(new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' }).format(131.75));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('« EURO »'));
    setMoneyFormat('fr-CH', 'CHF');
    warn.mockRestore();
  });
});
