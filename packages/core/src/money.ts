// Made at the first price shown, not when core loads: an Intl formatter's first construction loads the locale's
// data, a few milliseconds of a phone's first long task that a page without prices need not pay.
let wanted = { locale: 'fr-CH', currency: 'CHF' };
let format: Intl.NumberFormat | undefined;

/** The shop's locale and currency (config `shop.locale`, `shop.currency`); an unknown one falls back to CHF in fr-CH. */
export function setMoneyFormat(locale: string, currency: string): void {
  wanted = { locale, currency };
  format = undefined;
}

function moneyFormat(): Intl.NumberFormat {
  if (format) return format;
  try {
    format = new Intl.NumberFormat(wanted.locale, { style: 'currency', currency: wanted.currency });
  } catch {
    console.warn(`[vitrine] devise « ${wanted.currency} » ou langue « ${wanted.locale} » inconnue : CHF utilisé`);
    format = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' });
  }
  return format;
}

/** A price as the shop shows it (`131.75 CHF` in Switzerland). Non-finite amounts show as 0. */
export function formatPrice(amount: number): string {
  return moneyFormat().format(Number.isFinite(amount) ? amount : 0);
}
