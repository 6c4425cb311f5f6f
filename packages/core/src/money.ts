const chf = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' });

/** Swiss francs as the shop shows them (`131.75 CHF`). Non-finite amounts show as 0. */
export function formatChf(amount: number): string {
  return chf.format(Number.isFinite(amount) ? amount : 0);
}
