import { cartTotals, type CartTotals } from '../../cart/totals.ts';
import { lineAttributeNames, lineImage, lineLink } from '../../cart/snapshot.ts';
import { imageUrl } from '../../catalog/images.ts';
import type { DB } from '../../db.ts';
import { html, type Html } from '../../http/html.ts';
import { nonceFor } from '../../session/nonces.ts';
import { amount } from './price.ts';

export const CART_URL = '/?page_id=7';
export const CHECKOUT_URL = '/checkout/';

/** WooCommerce's remove link: works without JavaScript, and is what the mini cart follows when AJAX fails. */
export const removeUrl = (db: DB, sessionId: string, key: string): string =>
  `/?remove_item=${encodeURIComponent(key)}&_wpnonce=${nonceFor(db, sessionId, 'woocommerce-cart')}`;

/** "Taille : S" pairs under an item name. */
export function variationList(attributes: Record<string, string>): Html {
  const entries = Object.entries(attributes);
  if (!entries.length) return html``;
  return html`<dl class="variation">${entries.map(([label, value]) => html`<dt>${label} :</dt><dd>${value}</dd>`)}</dl>`;
}

/**
 * `div.widget_shopping_cart_content`: the sidebar mini cart and the fragment of the same name come from here, so the
 * page and the AJAX answers can never drift apart.
 */
export function miniCartContent(db: DB, sessionId: string, totals: CartTotals = cartTotals(db, sessionId)): Html {
  if (!totals.lines.length) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Votre panier est vide.</p></div>`;
  }
  const items = totals.lines.map((l) => {
    const img = lineImage(db, l);
    return html`<li class="woocommerce-mini-cart-item mini_cart_item"><a href="${removeUrl(db, sessionId, l.key)}" class="remove remove_from_cart_button" aria-label="${`Retirer « ${l.product.name} » du panier`}" data-product_id="${l.productId}" data-cart_item_key="${l.key}" data-product_sku="${l.variation?.sku || l.product.sku}">×</a><a href="${lineLink(l)}">${
      img ? html`<img src="${imageUrl(img)}" alt="" width="48" height="48" class="attachment-woocommerce_thumbnail">` : ''
    }${l.product.name}</a>${variationList(lineAttributeNames(db, l.attributes))}<span class="quantity">${l.quantity} × ${amount(l.unitPrice)}</span></li>`;
  });
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>Sous-total :</strong> ${amount(
    totals.subtotal,
  )}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="${CART_URL}" class="button wc-forward">Voir le panier</a> <a href="${CHECKOUT_URL}" class="button checkout wc-forward">Commander</a></p></div>`;
}
