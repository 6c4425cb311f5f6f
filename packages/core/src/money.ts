let format = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' });

/** The shop's locale and currency (config `shop.locale`, `shop.currency`); an unknown currency keeps the last one. */
export function setMoneyFormat(locale: string, currency: string): void {
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    console.warn(`[vitrine] devise « ${currency} » ou langue « ${locale} » inconnue : ${format.resolvedOptions().currency} utilisé`);
  }
}

/** A price as the shop shows it (`131.75 CHF` in Switzerland). Non-finite amounts show as 0. */
export function formatPrice(amount: number): string {
  return format.format(Number.isFinite(amount) ? amount : 0);
}
