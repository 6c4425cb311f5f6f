import type { GooglePayData, OrderData, WalletItem } from '@vitrine/contract';
import { cartTotals, shippingFor, type CartTotals } from '../cart/totals.ts';
import type { DB } from '../db.ts';
import { chosenMethod, minor, shippingMethods } from './rates.ts';
import { shippingChoice } from './state.ts';

/**
 * The cart as the wallet's sheet shows it (spec §3.10): lines for the subtotal, the discount and the shipping,
 * and the total, in minor units. Shipping is the method chosen in the sheet for the chosen address, or the shop's
 * flat rate before any address is known.
 */
export interface ExpressTotals {
  totals: CartTotals;
  shipping: number;
  order: OrderData;
  googlePay: GooglePayData;
}

export function expressTotals(db: DB, sessionId: string): ExpressTotals {
  const totals = cartTotals(db, sessionId);
  const choice = shippingChoice(db, sessionId);
  const methods = choice ? (shippingMethods(db, totals, choice.country) ?? []) : [];
  const method = chosenMethod(methods, choice?.methodId);
  const shipping = method ? method.amount / 100 : shippingFor(db, totals);
  const items: WalletItem[] = [{ label: 'Sous-total', amount: minor(totals.subtotal) }];
  if (totals.discount > 0) items.push({ label: 'Remise', amount: -minor(totals.discount) });
  items.push({ label: method ? `Livraison (${method.label})` : 'Livraison', amount: minor(shipping) });
  const order: OrderData = {
    total: { label: 'Total', amount: minor(totals.total + shipping) },
    currency: 'chf',
    country_code: 'CH',
    displayItems: items,
  };
  return { totals, shipping, order, googlePay: { order_data: order, shipping_options: methods } };
}
