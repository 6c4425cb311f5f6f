import type { Context } from 'hono';
import { cartTotals } from '../cart/totals.ts';
import { lineAttributeNames, lineImage, lineLink } from '../cart/snapshot.ts';
import { imageUrl } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { nonceFor } from '../session/nonces.ts';
import { renderPage } from './layout.ts';
import { CART_URL, CHECKOUT_URL, removeUrl, variationList } from './parts/mini-cart.ts';
import { amount } from './parts/price.ts';
import { totalsRows } from './parts/totals.ts';
import { cartExpressButtons } from './parts/express.ts';

/** The classic cart page `/?page_id=7`: a form that updates quantities and applies coupons without JavaScript. */
export function cartPage(c: Context<AppEnv>): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const totals = cartTotals(db, sessionId);
  const flags = { is_cart: true };

  if (!totals.lines.length) {
    return renderPage(c, {
      title: 'Panier',
      nav: 'cart',
      flags,
      bodyClass: 'woocommerce-cart',
      main: html`<h1 class="page-title">Panier</h1><div class="woocommerce"><p class="cart-empty woocommerce-info">Votre panier est actuellement vide.</p><p class="return-to-shop"><a class="button wc-backward" href="/boutique/">Retour à la boutique</a></p></div>`,
    });
  }

  const rows = totals.lines.map((l) => {
    const img = lineImage(db, l);
    const link = lineLink(l);
    const qtyId = `quantity_${l.key}`;
    const quantity = l.rules.soldIndividually
      ? html`1 <input type="hidden" name="cart[${l.key}][qty]" value="1">`
      : html`<div class="quantity"><label class="screen-reader-text" for="${qtyId}">${`Quantité de « ${l.product.name} »`}</label><input type="number" id="${qtyId}" class="input-text qty text" name="cart[${l.key}][qty]" value="${l.quantity}" min="0"${
          l.rules.max !== null ? html` max="${l.rules.max}"` : ''
        } step="${l.rules.step}" inputmode="numeric" autocomplete="off"></div>`;
    return html`<tr class="woocommerce-cart-form__cart-item cart_item" data-cart_item_key="${l.key}"><td class="product-remove"><a href="${removeUrl(
      db,
      sessionId,
      l.key,
    )}" class="remove" aria-label="${`Retirer « ${l.product.name} » du panier`}" data-product_id="${l.productId}" data-cart_item_key="${l.key}" data-product_sku="${
      l.variation?.sku || l.product.sku
    }">×</a></td><td class="product-thumbnail">${
      img ? html`<a href="${link}"><img src="${imageUrl(img)}" alt="${l.product.name}" width="64" height="64"></a>` : ''
    }</td><td class="product-name" data-title="Produit"><a href="${link}">${l.product.name}</a>${variationList(
      lineAttributeNames(db, l.attributes),
    )}</td><td class="product-price" data-title="Prix">${amount(l.unitPrice)}</td><td class="product-quantity" data-title="Quantité">${quantity}</td><td class="product-subtotal" data-title="Sous-total">${amount(
      l.lineTotal,
    )}</td></tr>`;
  });

  const main = html`<h1 class="page-title">Panier</h1>
<div class="woocommerce">
<form class="woocommerce-cart-form" action="${CART_URL}" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
<caption class="screen-reader-text">Articles de votre panier</caption>
<thead><tr><th class="product-remove" scope="col"><span class="screen-reader-text">Retirer l’article</span></th><th class="product-thumbnail" scope="col"><span class="screen-reader-text">Image miniature</span></th><th class="product-name" scope="col">Produit</th><th class="product-price" scope="col">Prix</th><th class="product-quantity" scope="col">Quantité</th><th class="product-subtotal" scope="col">Sous-total</th></tr></thead>
<tbody>${rows}
<tr><td colspan="6" class="actions"><div class="coupon"><label for="coupon_code" class="screen-reader-text">Code promo :</label><input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Code promo" autocomplete="off"> <button type="submit" class="button" name="apply_coupon" value="Appliquer le code promo">Appliquer le code promo</button></div><button type="submit" class="button" name="update_cart" value="Mettre à jour le panier">Mettre à jour le panier</button><input type="hidden" name="woocommerce-cart-nonce" value="${nonceFor(
    db,
    sessionId,
    'woocommerce-cart',
  )}"></td></tr>
</tbody></table>
</form>
<div class="cart-collaterals"><div class="cart_totals"><h2>Total panier</h2><table class="shop_table shop_table_responsive"><tbody>${totalsRows(db, totals, {
    removableCoupons: true,
  })}</tbody></table><div class="wc-proceed-to-checkout"><a href="${CHECKOUT_URL}" class="checkout-button button alt wc-forward">Valider la commande</a>${cartExpressButtons(c)}</div></div></div>
</div>`;

  return renderPage(c, { title: 'Panier', nav: 'cart', flags, bodyClass: 'woocommerce-cart', main });
}
