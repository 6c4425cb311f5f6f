import { shippingFor, type CartTotals } from '../../cart/totals.ts';
import type { DB } from '../../db.ts';
import { html, type Html } from '../../http/html.ts';
import { round2 } from '../../money.ts';
import { CART_URL } from './mini-cart.ts';
import { amount } from './price.ts';

/** Subtotal, coupon, shipping and total rows shared by the cart totals and the checkout order review. */
export function totalsRows(db: DB, totals: CartTotals, options: { removableCoupons: boolean }): Html {
  const shipping = shippingFor(db, totals);
  return html`<tr class="cart-subtotal"><th scope="row">Sous-total</th><td data-title="Sous-total">${amount(totals.subtotal)}</td></tr>${totals.coupons.map(
    (cp) =>
      html`<tr class="cart-discount coupon-${cp.code.toLowerCase()}"><th scope="row">Code promo : ${cp.code}</th><td data-title="${`Code promo : ${cp.code}`}">−${amount(
        cp.discount,
      )}${
        options.removableCoupons
          ? html` <a href="${`${CART_URL}&remove_coupon=${encodeURIComponent(cp.code)}`}" class="woocommerce-remove-coupon" data-coupon="${cp.code}">[Retirer<span class="screen-reader-text"> ${cp.code}</span>]</a>`
          : ''
      }</td></tr>`,
  )}<tr class="woocommerce-shipping-totals shipping"><th scope="row">Expédition</th><td data-title="Expédition">${
    shipping === 0 ? 'Livraison offerte' : html`Forfait : ${amount(shipping)}`
  }</td></tr><tr class="order-total"><th scope="row">Total</th><td data-title="Total"><strong>${amount(
    round2(totals.total + shipping),
  )}</strong> <small class="includes_tax">(TVA comprise)</small></td></tr>`;
}
