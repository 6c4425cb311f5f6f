import type { ShippingMethod } from '@vitrine/contract';
import { shippingFor, type CartTotals } from '../cart/totals.ts';
import type { DB } from '../db.ts';

/**
 * The demo's shipping zones: Switzerland and Liechtenstein are served by La Poste (the shop's flat rate, free from
 * the reward threshold), an express courier, or pickup at the workshop; anywhere else is not served.
 */
export const SERVED_COUNTRIES = ['CH', 'LI'];
const EXPRESS_RATE = 15;

/** Minor units, as the wallet's sheet wants them. */
export const minor = (chf: number): number => Math.round(chf * 100);

export function shippingMethods(db: DB, totals: CartTotals, country: string): ShippingMethod[] | null {
  if (!SERVED_COUNTRIES.includes(country.trim().toUpperCase())) return null;
  const post = shippingFor(db, totals);
  return [
    { id: 'flat_rate:1', label: 'La Poste', detail: '2 à 3 jours ouvrables', amount: minor(post) },
    { id: 'flat_rate:2', label: 'Coursier express', detail: 'Livré le lendemain', amount: minor(EXPRESS_RATE) },
    { id: 'local_pickup:3', label: 'Retrait à l’atelier', detail: 'Lausanne, du mardi au samedi', amount: 0 },
  ];
}

/** The chosen method, or the first (the sheet's default) when none was chosen or it is not offered. */
export function chosenMethod(methods: ShippingMethod[], methodId: string | undefined): ShippingMethod | undefined {
  return methods.find((m) => m.id === methodId) ?? methods[0];
}
