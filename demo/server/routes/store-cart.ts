import { addToCart, removeFromCart } from '../cart/cart.ts';
import { productById } from '../catalog/products.ts';
import { attributeFields, idField } from '../http/form.ts';
import { cartFragments } from './fragments.ts';
import { addNotice } from '../session/notices.ts';
import { findVariation, productVariationsJson } from '../catalog/variations.ts';
import type { Router } from '../http/router.ts';

/** The four store cart calls of spec §7.1, answered as WooCommerce's WC_AJAX does. */
export function register(router: Router): void {
  router.wcAjax('add_to_cart', (c, { fields }) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    // The variation form posts `add-to-cart` where listing buttons post `product_id`.
    const productId = idField(fields.product_id) ?? idField(fields['add-to-cart']);
    const result = addToCart(db, sessionId, {
      productId: productId ?? 0,
      quantity: fields.quantity,
      variationId: idField(fields.variation_id),
      attributes: attributeFields(fields),
    });
    if (!result.ok) {
      // WooCommerce keeps the reason as a notice, so the product page it sends the shopper to explains it.
      addNotice(db, sessionId, { kind: 'error', message: result.message });
      return c.json({ error: true, product_url: result.productUrl });
    }
    return c.json(cartFragments(db, sessionId));
  });

  router.wcAjax('remove_from_cart', (c, { fields }) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const removed = fields.cart_item_key ? removeFromCart(db, sessionId, fields.cart_item_key) : undefined;
    // No fragments: the mini cart then follows the remove link (spec §4.2).
    if (!removed) return c.json({ success: false });
    return c.json(cartFragments(db, sessionId));
  });

  router.wcAjax('get_refreshed_fragments', (c) => c.json(cartFragments(c.get('store').db, c.get('sessionId'))));

  router.wcAjax('get_variation', (c, { fields }) => {
    const { db } = c.get('store');
    const product = productById(db, idField(fields.product_id) ?? 0);
    if (product?.type !== 'variable') return c.json(false);
    const found = findVariation(productVariationsJson(db, product), attributeFields(fields));
    return c.json(found ?? false);
  });
}
