import type { Context } from 'hono';
import { priceRange, type Product } from '../../catalog/products.ts';
import type { AppEnv } from '../../store.ts';
import { minor } from '../../express/rates.ts';
import { expressConfig } from '../../express/settings.ts';
import { html, type Html } from '../../http/html.ts';

/**
 * Where the theme puts the express buttons (spec §2.4, §2.6, §2.7): below the product form, beside the cart's
 * checkout button, above the checkout's billing fields. The standalone Google Pay button only when it is enabled.
 * Without JavaScript they print nothing.
 */
function buttons(c: Context<AppEnv>, context: string, orderData?: unknown): Html {
  const googlePay = expressConfig(c.get('store'), c.get('sessionId')).google_pay_enabled;
  const data = orderData === undefined ? '' : JSON.stringify(orderData);
  return html`<div class="fk-express-area fk-express-area--${context}"><fk-express-button context="${context}"${
    data ? html` order-data="${data}"` : ''
  }></fk-express-button>${googlePay ? html`<fk-wallet-button context="${context}"${data ? html` order-data="${data}"` : ''}></fk-wallet-button>` : ''}</div>`;
}

/** The product's price (the lowest of a variable product), shown by the sheet until the shop has the choice. */
export function productExpressButtons(c: Context<AppEnv>, product: Product): Html {
  const range = priceRange(c.get('store').db, product);
  if (!range || !product.inStock) return html``;
  return buttons(c, 'product', { total: { label: 'Total', amount: minor(range.min) }, displayItems: [] });
}

export const cartExpressButtons = (c: Context<AppEnv>): Html => buttons(c, 'cart');

export const checkoutExpressButtons = (c: Context<AppEnv>): Html => buttons(c, 'checkout');

/**
 * The checkout's card method box (spec §3.17): the Stripe gateway prints its card form with the order's amount in
 * the smallest unit (none on the account pages, where the card is only saved). The card is typed in Stripe's frame, which needs JavaScript; without it the box says so.
 * `confirming`: the page is where a card post's 3-D Secure confirmation redirect lands (spec §4.7): the card form,
 * which runs it, loads at once instead of when the box nears the viewport.
 */
export const checkoutCardForm = (amountMinor?: number, confirming = false): Html =>
  html`<fk-payment-form${amountMinor === undefined ? '' : html` amount="${amountMinor}"`} currency="chf"${confirming ? html` data-vitrine-load="eager"` : ''}><noscript><p class="fk-payment-form__no-js">Le paiement par carte nécessite JavaScript. Activez-le ou choisissez un autre moyen de paiement.</p></noscript></fk-payment-form>`;
