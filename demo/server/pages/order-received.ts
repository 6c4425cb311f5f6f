import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { orderByKey } from '../cart/orders.ts';
import { PAYMENT_METHODS } from './checkout.ts';
import { renderPage } from './layout.ts';
import { notFoundPage } from './not-found.ts';
import { variationList } from './parts/mini-cart.ts';
import { amount } from './parts/price.ts';
import { orderPayUrl } from './payment-pages.ts';
import { CARD_METHOD } from '../express/card-payment.ts';

const dateFmt = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What the page says first. A card order the provider has not paid (the bank's challenge refused, abandoned or never
 * answered) is not thanked for: WooCommerce's failed-order notice, or the pending one, with « Payer » to try again.
 */
function statusNotice(order: { id: number; orderKey: string; status: string; paymentMethod: string }) {
  const byCard = order.paymentMethod.startsWith(CARD_METHOD);
  const pay = html`<p class="woocommerce-notice woocommerce-thankyou-order-failed-actions"><a href="${orderPayUrl({ id: order.id, order_key: order.orderKey })}" class="button pay">Payer</a></p>`;
  if (byCard && order.status === 'failed') {
    return html`<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Votre banque a refusé le paiement : cette commande n’est pas payée. Vous pouvez la payer avec une autre carte ou un autre moyen de paiement.</p>${pay}`;
  }
  if (byCard && order.status === 'pending') {
    return html`<p class="woocommerce-notice woocommerce-notice--info woocommerce-thankyou-order-pending">Votre banque n’a pas encore confirmé le paiement : cette commande n’est pas payée.</p>${pay}`;
  }
  return html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Merci. Votre commande a été reçue.</p>`;
}

/** `/checkout/order-received/{id}/?key=…`: the thank-you page; the key keeps other people's orders private. */
export function orderReceivedPage(c: Context<AppEnv>): Response {
  const id = Number(c.req.param('id'));
  const key = c.req.query('key') ?? '';
  const order = Number.isSafeInteger(id) && key ? orderByKey(c.get('store').db, id, key) : undefined;
  if (!order) return notFoundPage(c);
  const payment = PAYMENT_METHODS.find(([m]) => m === order.paymentMethod)?.[1] ?? order.paymentMethod;
  return renderPage(c, {
    title: 'Commande reçue',
    nav: 'checkout',
    flags: { is_checkout: true },
    bodyClass: 'woocommerce-checkout woocommerce-order-received',
    main: html`<h1 class="page-title">Commande reçue</h1>
<div class="woocommerce-order">
${statusNotice(order)}
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Numéro de commande : <strong>${order.id}</strong></li>
<li class="woocommerce-order-overview__date date">Date : <strong>${dateFmt.format(new Date(order.createdAt))}</strong></li>
<li class="woocommerce-order-overview__email email">E-mail : <strong>${order.billing.billing_email ?? ''}</strong></li>
<li class="woocommerce-order-overview__total total">Total : <strong>${amount(order.total)}</strong></li>
<li class="woocommerce-order-overview__payment-method method">Moyen de paiement : <strong>${payment}</strong></li>
</ul>
<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Détails de la commande</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th scope="col" class="product-name">Produit</th><th scope="col" class="product-total">Total</th></tr></thead><tbody>${order.items.map(
      (i) =>
        html`<tr class="order_item"><td class="product-name">${i.name} <strong class="product-quantity">× ${i.quantity}</strong>${variationList(
          i.attributes,
        )}</td><td class="product-total">${amount(i.lineTotal)}</td></tr>`,
    )}</tbody><tfoot><tr><th scope="row">Sous-total</th><td>${amount(order.subtotal)}</td></tr>${
      order.discount > 0 ? html`<tr><th scope="row">Remise</th><td>−${amount(order.discount)}</td></tr>` : ''
    }<tr><th scope="row">Expédition</th><td>${order.shipping === 0 ? 'Livraison offerte' : amount(order.shipping)}</td></tr><tr><th scope="row">Total</th><td>${amount(
      order.total,
    )}</td></tr></tfoot></table></section>
</div>`,
  });
}
