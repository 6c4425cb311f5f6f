import { getConfig, type VitrineConfig } from './config.ts';
import { extendCatalogue, setPluralLocale } from './i18n.ts';
import { setMoneyFormat } from './money.ts';

/**
 * The shop's language, currency and wording come from the page config: `shop.locale` (WordPress's `fr_CH`, or
 * `fr` completed by `shop.country`), `shop.currency`, and `strings` (t()'s keys → the theme's text). French and
 * CHF are what a page without them gets.
 */

/** A BCP 47 tag for Intl: `fr_CH` → `fr-CH`, `fr` in CH → `fr-CH`; an unreadable one → `fr-CH`. */
export function intlLocale(shop: Pick<VitrineConfig['shop'], 'locale' | 'country'>): string {
  const tag = shop.locale.trim().replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag.includes('-') ? tag : `${tag}-${shop.country}`)[0] ?? 'fr-CH';
  } catch {
    console.warn(`[vitrine] config « shop.locale » illisible (${shop.locale}) : fr-CH utilisé`);
    return 'fr-CH';
  }
}

/** The two-letter language the payment providers' buttons and sheets take (`fr`). */
export function shopLanguage(): string {
  return intlLocale(getConfig().shop).split('-')[0]!;
}

let applied = false;

/** Applied once, when the first widget connects: prices, plural rules and the theme's strings. */
export function applyShopLocale(): void {
  if (applied) return;
  applied = true;
  const config = getConfig();
  const locale = intlLocale(config.shop);
  setMoneyFormat(locale, config.shop.currency);
  setPluralLocale(locale);
  extendCatalogue(config.strings);
}
