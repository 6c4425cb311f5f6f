import type { ShippingMethod } from '@vitrine/contract';
import type { CartTotals } from '../cart/totals.ts';
import type { DB } from '../db.ts';
import { shippingMethods } from './rates.ts';

/**
 * The shipping of an express order, priced again from what the order itself says (spec §3.12, §7.3): the address
 * it ships to (the shipping address, or the billing address when it does not ship elsewhere) and the method it
 * names. The sheet's choice kept in the session is only what the shopper saw: an order body can say anything, so
 * the shop rates that body, as WooCommerce's checkout rates the posted `shipping_method` for the posted address.
 */

export type OrderShipping = { ok: true; method: ShippingMethod } | { ok: false; message: string };

const NOT_SERVED = 'Nous ne livrons pas à cette adresse.';
const METHOD_NOT_OFFERED = 'Le mode de livraison choisi n’est pas disponible pour cette adresse. Veuillez en choisir un autre.';

/** The country the order is delivered to: its shipping address when it ships elsewhere, else its billing address. */
export function destinationCountry(fields: Record<string, string>): string {
  const shipsElsewhere = fields.ship_to_different_address === '1';
  return (shipsElsewhere ? fields.shipping_country : fields.billing_country)?.trim().toUpperCase() ?? '';
}

/** `shipping_method[]` (the wallet's choice), as PHP reads the array; WooCommerce's form sends `shipping_method[0]`. */
export function postedMethod(fields: Record<string, string>): string | undefined {
  return fields['shipping_method[]'] ?? fields['shipping_method[0]'] ?? fields.shipping_method;
}

/**
 * The method the order pays for: the posted one, which must be offered at the destination; without one, the
 * session's choice when it is offered there, else the first offered (the sheet's default).
 */
export function orderShipping(db: DB, totals: CartTotals, fields: Record<string, string>, sessionChoice: string | undefined): OrderShipping {
  const methods = shippingMethods(db, totals, destinationCountry(fields));
  if (!methods?.length) return { ok: false, message: NOT_SERVED };
  const posted = postedMethod(fields);
  if (posted !== undefined) {
    const method = methods.find((m) => m.id === posted);
    return method ? { ok: true, method } : { ok: false, message: METHOD_NOT_OFFERED };
  }
  return { ok: true, method: methods.find((m) => m.id === sessionChoice) ?? methods[0]! };
}
