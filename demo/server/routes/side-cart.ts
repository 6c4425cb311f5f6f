import type { Context } from 'hono';
import { SIDE_CART_NONCE_FIELD } from '@vitrine/contract';
import { parseQuantity } from '@vitrine/product';
import { addToCart, removeFromCart, setQuantity, type AddInput } from '../cart/cart.ts';
import { cartLine } from '../cart/lines.ts';
import { productById } from '../catalog/products.ts';
import { productImages } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import type { DB } from '../db.ts';
import { applyCoupon, removeCoupon } from '../cart/coupons.ts';
import { attributeFields, idField, type FormBody } from '../http/form.ts';
import { cartFragments } from './fragments.ts';
import { html } from '../http/html.ts';
import { fkcartNonceError, nonceFor, verifyNonce } from '../session/nonces.ts';
import { addNotice } from '../session/notices.ts';
import { gallery } from '../pages/parts/gallery.ts';
import { productPrice } from '../pages/parts/price.ts';
import { variationForm } from '../pages/parts/product-form.ts';
import { shopSettings } from '../settings.ts';
import type { Router, WcAjaxHandler } from '../http/router.ts';

/**
 * The side cart's calls (spec §7.6, reading A: `/?wc-ajax=fkcart_<action>&lang=fr`), as FunnelKit's cart answers
 * them: HTTP 200 with `code` (200 = done, otherwise `msg` says why), the cart fragments and a fresh `ajax_nonce`.
 * Every call but `fkcart_get_slide_cart` checks the fkcart nonce (field `fkcart_nonce`) and answers `{code: 401}`
 * when it is stale; `fkcart_get_slide_cart` is how the browser gets a new one.
 */

type Ctx = Context<AppEnv>;

const REFUSED = 400;

function answer(c: Ctx, code: number, extra: Record<string, unknown> = {}): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const rerun = code === 200 && shopSettings(c.get('store'), sessionId).need_extra_slide_cart_ajax === 'yes';
  return c.json({
    code,
    ...cartFragments(db, sessionId),
    ajax_nonce: nonceFor(db, sessionId, 'fkcart'),
    ...(rerun ? { fkcart_re_run_slide_cart: 'yes' } : {}),
    ...extra,
  });
}

const done = (c: Ctx, extra: Record<string, unknown> = {}) => answer(c, 200, extra);
const refused = (c: Ctx, msg: string) => answer(c, REFUSED, { msg });

/** Registers an endpoint that needs a valid fkcart nonce. */
function guarded(router: Router, name: string, handler: WcAjaxHandler): void {
  router.wcAjax(name, (c, body) => {
    const { db } = c.get('store');
    if (!verifyNonce(db, c.get('sessionId'), 'fkcart', body.fields[SIDE_CART_NONCE_FIELD])) return fkcartNonceError(c);
    return handler(c, body);
  });
}

/** `attributes[attribute_pa_taille]=s` pairs (the quick view's multipart add) and plain `attribute_*` fields. */
function postedAttributes({ fields, entries }: FormBody): Record<string, string> {
  const out = attributeFields(fields);
  for (const [name, value] of entries) {
    const field = /^attributes\[(attribute_[^\]]+)\]$/.exec(name)?.[1];
    if (field) out[field] = value;
  }
  return out;
}

/**
 * What an add asks for. An upsell's « Ajouter » (no product form, no variation) sends quantity 1 (spec §9.4); a
 * product sold by at least more (Miel de montagne: min 2) gets its minimum rather than a refusal the shopper could
 * do nothing about in the drawer.
 */
function addInput(db: DB, body: FormBody): AddInput {
  const { fields } = body;
  const productId = idField(fields.fkcart_product_id) ?? 0;
  const variationId = idField(fields.fkcart_variation_id);
  let quantity = fields.fkcart_quantity;
  const upsell = fields.fkcart_single_product_add_to_cart !== 'yes' && !variationId;
  const minimum = upsell ? (productById(db, productId)?.minQty ?? 1) : 1;
  if (minimum > (parseQuantity(quantity) ?? 1)) quantity = String(minimum);
  return { productId, quantity, variationId, attributes: postedAttributes(body) };
}

/** Every `fkcart_*` call. */
export function register(router: Router): void {
  router.wcAjax('fkcart_get_slide_cart', (c) => done(c));

  guarded(router, 'fkcart_update_item', (c, { fields }) => {
    const { db } = c.get('store');
    const quantity = parseQuantity(fields.quantity);
    // The original sent quantity=NaN for "abc"; refuse anything that is not a number instead of guessing.
    if (!fields.cart_key || quantity === null) return refused(c, 'Veuillez saisir une quantité valide.');
    const result = setQuantity(db, c.get('sessionId'), fields.cart_key, quantity);
    return result.ok ? done(c) : refused(c, result.message);
  });

  guarded(router, 'fkcart_remove_item', (c, { fields }) => {
    const removed = fields.cart_key ? removeFromCart(c.get('store').db, c.get('sessionId'), fields.cart_key) : undefined;
    return removed ? done(c) : refused(c, 'Cet article n’est plus dans votre panier.');
  });

  guarded(router, 'fkcart_add_item', (c, body) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const result = addToCart(db, sessionId, addInput(db, body));
    if (result.ok) return done(c);
    // The product page reloads after a failed add (spec §4.14): the reason waits there as a notice.
    if (body.fields.fkcart_single_product_add_to_cart === 'yes') addNotice(db, sessionId, { kind: 'error', message: result.message });
    return refused(c, result.message);
  });

  guarded(router, 'fkcart_apply_coupon', (c, { fields }) => {
    const result = applyCoupon(c.get('store').db, c.get('sessionId'), fields.discount_code ?? '');
    return result.ok ? done(c, { msg: result.message }) : refused(c, result.message);
  });

  guarded(router, 'fkcart_remove_coupon', (c, { fields }) => {
    const result = removeCoupon(c.get('store').db, c.get('sessionId'), fields.discount_code ?? '');
    return result.ok ? done(c, { msg: result.message }) : refused(c, result.message);
  });

  /**
   * The product's variation form exactly as its page prints it, with its main image, title and price around it.
   * For a cart line (`cart_key`), the line's choice is preselected.
   */
  guarded(router, 'fkcart_quick_view', (c, { fields }) => {
    const { db } = c.get('store');
    const product = productById(db, idField(fields.product_id) ?? 0);
    if (product?.type !== 'variable') return refused(c, 'Ce produit n’a pas d’options à choisir.');
    const line = fields.cart_key ? cartLine(db, c.get('sessionId'), fields.cart_key) : undefined;
    const content = html`<div class="product product-type-variable">${gallery(productImages(db, product.id).slice(0, 1))}<div class="summary entry-summary"><h2 class="product_title entry-title">${
      product.name
    }</h2><p class="price">${productPrice(db, product)}</p>${variationForm(db, product, line?.productId === product.id ? line.attributes : {})}</div></div>`;
    return c.json({ code: 200, quick_view_content: content.toString(), ajax_nonce: nonceFor(db, c.get('sessionId'), 'fkcart') });
  });

  class Refusal extends Error {}

  /** A cart line's options changed in quick view: the line is replaced in place, or left as it was. */
  guarded(router, 'fkcart_update_attributes', (c, body) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const key = body.fields.cart_key ?? '';
    const old = db.prepare('SELECT product_id, seq FROM cart_items WHERE session_id = ? AND cart_key = ?').get(sessionId, key) as
      | { product_id: number; seq: number }
      | undefined;
    if (!old) return refused(c, 'Cet article n’est plus dans votre panier.');
    const replace = db.transaction(() => {
      // Deleted directly, not through removeFromCart, so coupons are revalidated once, on the final cart.
      db.prepare('DELETE FROM cart_items WHERE session_id = ? AND cart_key = ?').run(sessionId, key);
      const result = addToCart(db, sessionId, { ...addInput(db, body), productId: old.product_id });
      if (!result.ok) throw new Refusal(result.message);
      // The new line keeps the old one's place, unless it merged into another line (its quantity then differs).
      db.prepare('UPDATE cart_items SET seq = ? WHERE session_id = ? AND cart_key = ? AND quantity = ?').run(old.seq, sessionId, result.key, result.quantity);
    });
    try {
      replace();
    } catch (error) {
      if (error instanceof Refusal) return refused(c, error.message);
      throw error;
    }
    return done(c);
  });
}
