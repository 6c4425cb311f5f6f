import { addToCart, removeFromCart, type AddInput } from '../cart/cart.ts';
import { variationById } from '../catalog/variation-rows.ts';
import type { DB } from '../db.ts';
import { productById } from '../catalog/products.ts';
import { attributeFields, idField } from '../http/form.ts';
import { cartFragments } from './fragments.ts';
import { addNotice } from '../session/notices.ts';
import { attributeField, findVariation, productVariationsJson } from '../catalog/variations.ts';
import type { Router } from '../http/router.ts';

/**
 * What WooCommerce's AJAX add reads of a posted `product_id`: a variation stands for its parent with its own
 * attributes (so one made for « any » value arrives without the shopper's choice and is refused); anything else is
 * the product itself, with no variation. It reads neither `variation_id` nor the posted `attribute_*` fields
 * (packages/contract/recorded: `add_to_cart.variation-as-parent` is refused by WooCommerce 10).
 */
function ajaxAdd(db: DB, id: number): Pick<AddInput, 'productId' | 'variationId' | 'attributes'> {
  const variation = variationById(db, id);
  if (!variation) return { productId: id, attributes: {} };
  const attributes = Object.fromEntries(Object.entries(variation.attributes).map(([taxonomy, value]) => [attributeField(taxonomy), value]));
  return { productId: variation.productId, variationId: variation.id, attributes };
}

/** The four store cart calls of spec §7.1, answered as WooCommerce's WC_AJAX does. */
export function register(router: Router): void {
  router.wcAjax('add_to_cart', (c, { fields }) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    // Without product_id WooCommerce's handler returns at once, answering nothing.
    const productId = idField(fields.product_id);
    if (!productId) return c.body('', 200);
    const result = addToCart(db, sessionId, { ...ajaxAdd(db, productId), quantity: fields.quantity });
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
