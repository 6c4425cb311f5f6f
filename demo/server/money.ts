import type { Money } from '@vitrine/contract';

const chf = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' });

/** Rounds to centimes: every stored or shown amount goes through here so sums never drift. */
export const round2 = (x: number): number => Math.round((x + Number.EPSILON) * 100) / 100;

/** "131.75 CHF" as the shop shows it (fr-CH uses non-breaking spaces). */
export const formatChf = (x: number): string => chf.format(round2(x));

export const money = (x: number): Money => ({ formatted: formatChf(x), raw: round2(x) });
