import type { Context } from 'hono';
import { parseQuantity } from '@vitrine/product';
import { addToCart, removeFromCart, setQuantity, type AddInput } from '../cart/cart.ts';
import { cartLine } from '../cart/lines.ts';
import { permalink, productById } from '../catalog/products.ts';
import { imageUrl, productImages } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import type { DB } from '../db.ts';
import { applyCoupon, removeCoupon } from '../cart/coupons.ts';
import { attributeFields, idField, type FormBody } from '../http/form.ts';
import { cartFragments } from './fragments.ts';
import { escapeHtml, html } from '../http/html.ts';
import { nonceFor } from '../session/nonces.ts';
import { addNotice } from '../session/notices.ts';
import { productPrice } from '../pages/parts/price.ts';
import { variationForm } from '../pages/parts/product-form.ts';
import { shopSettings } from '../settings.ts';
import type { Router, WcAjaxHandler } from '../http/router.ts';

/**
 * The side cart's calls (spec §7.6, reading A: `/?wc-ajax=fkcart_<action>&lang=fr`), as FunnelKit Cart 1.7.1
 * answers them (packages/contract/recorded): HTTP 200; done is `{code: 200, status: true, fragments, cart_hash,
 * ajax_nonce, fkcart_re_run_slide_cart, message}` with the words in `message`, refused is `{code: 400, msg}` and
 * nothing else. FunnelKit checks no nonce (a wrong `fkcart_nonce` still changes the cart); its fresh `ajax_nonce`
 * is still sent. Coupon words come as FunnelKit gets them from WooCommerce's printed notice: tabs, newlines and
 * entities around the text. An expired nonce (`{code: 401}`) is a fault test mode can inject.
 */

type Ctx = Context<AppEnv>;

function done(c: Ctx, message = ''): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const rerun = shopSettings(c.get('store'), sessionId).need_extra_slide_cart_ajax === 'yes';
  const { fragments, cart_hash } = cartFragments(db, sessionId);
  return c.json({
    fragments,
    ajax_nonce: nonceFor(db, sessionId, 'fkcart'),
    fkcart_re_run_slide_cart: rerun ? 'yes' : 'no',
    cart_hash,
    code: 200,
    status: true,
    message,
  });
}

const refused = (c: Ctx, msg: string) => c.json({ msg, code: 400 });

/** A WooCommerce notice as FunnelKit passes it on: the printed notice with its tags stripped, entities kept. */
const printedNotice = (text: string) => `\n\n\t\t\t\n\t\t\t${escapeHtml(text)}\t\t\n\t\n`;

/** FunnelKit's own refusal when a field it needs is missing. */
const MISSING = 'Données requises manquantes';

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

/**
 * Every `fkcart_*` call, answered only where the shop has FunnelKit Cart: without it WooCommerce answers an action
 * nobody handles with an empty 200 (packages/contract/recorded, `no-fkcart.*`).
 */
export function register(outer: Router): void {
  const router = {
    wcAjax: (name: string, handler: WcAjaxHandler) =>
      outer.wcAjax(name, (c, body) => (shopSettings(c.get('store'), c.get('sessionId')).funnelkit_cart === 'yes' ? handler(c, body) : c.body('', 200))),
  };
  router.wcAjax('fkcart_get_slide_cart', (c) => done(c));

  router.wcAjax('fkcart_update_item', (c, { fields }) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const line = fields.cart_key ? cartLine(db, sessionId, fields.cart_key) : undefined;
    if (!fields.cart_key) return refused(c, MISSING);
    if (!line) return refused(c, 'Article du panier introuvable');
    const quantity = parseQuantity(fields.quantity);
    // The original sent quantity=NaN for "abc"; refuse anything that is not a number instead of guessing.
    if (quantity === null) return refused(c, 'Veuillez saisir une quantité valide.');
    const result = setQuantity(db, sessionId, fields.cart_key, quantity);
    if (!result.ok) return refused(c, result.message);
    const name = productById(db, line.productId)?.name ?? '';
    return done(c, result.removed ? `${name} a été retiré de votre panier.` : `« ${name} » a été mis à jour.`);
  });

  router.wcAjax('fkcart_remove_item', (c, { fields }) => {
    const { db } = c.get('store');
    const line = fields.cart_key ? cartLine(db, c.get('sessionId'), fields.cart_key) : undefined;
    if (!line || !removeFromCart(db, c.get('sessionId'), line.key)) return refused(c, 'Article du panier introuvable');
    return done(c, `« ${productById(db, line.productId)?.name ?? ''} » a été retiré`);
  });

  router.wcAjax('fkcart_add_item', (c, body) => {
    // FunnelKit's add with a line's key is the quick view's « Mettre à jour ».
    if (body.fields['fkcart-cart-key']) return updateAttributes(c, body);
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const input = addInput(db, body);
    if (!input.productId) return refused(c, MISSING);
    const result = addToCart(db, sessionId, input);
    if (result.ok) return done(c);
    // The product page reloads after a failed add (spec §4.14): the reason waits there as a notice.
    if (body.fields.fkcart_single_product_add_to_cart === 'yes') addNotice(db, sessionId, { kind: 'error', message: result.message });
    const name = productById(db, input.productId)?.name;
    return refused(c, name ? `Impossible d’ajouter « ${name} » au panier` : MISSING);
  });

  router.wcAjax('fkcart_apply_coupon', (c, { fields }) => {
    if (!fields.discount_code) return refused(c, 'Veuillez saisir un code promo.');
    const result = applyCoupon(c.get('store').db, c.get('sessionId'), fields.discount_code);
    return result.ok ? done(c, printedNotice(result.message)) : refused(c, printedNotice(result.message));
  });

  router.wcAjax('fkcart_remove_coupon', (c, { fields }) => {
    removeCoupon(c.get('store').db, c.get('sessionId'), fields.discount_code ?? '');
    // WooCommerce's cart says nothing when a coupon goes, and FunnelKit passes that nothing on.
    return done(c);
  });

  /**
   * The product's variation form exactly as its page prints it, with its main image, title and price around it.
   * For a cart line (`cart_key`), the line's choice is preselected.
   */
  router.wcAjax('fkcart_quick_view', (c, { fields }) => {
    const { db } = c.get('store');
    const product = productById(db, idField(fields.product_id) ?? 0);
    if (product?.type !== 'variable') return refused(c, 'Ce produit n’a pas d’options à choisir.');
    const line = fields.cart_key ? cartLine(db, c.get('sessionId'), fields.cart_key) : undefined;
    const image = productImages(db, product.id)[0];
    const link = permalink(product);
    // FunnelKit Cart's quick view template: image, name, the product's variation form, price, the line's key.
    const content = html`<div class="fkcart-drawer-content"><div class="fkcart-product-form-wrap"><div class="fkcart-product-form-thumbnail fkcart-panel"><a href="${link}" class="fkcart-image-wrapper" aria-hidden="true"><span>${
      image ? html`<img width="150" height="150" src="${imageUrl(image)}" class="fkcart-image" alt="${image.alt}" loading="lazy">` : ''
    }</span></a></div><div class="fkcart-product-name-thumbnail fkcart-panel"><a href="${link}" class="fkcart-item-title">${
      product.name
    }</a></div><div class="fkcart-product-form-fields fkcart-panel"><div class="fkcart-product-form-field">${variationForm(
      db,
      product,
      line?.productId === product.id ? line.attributes : {},
    )}<div class="fkcart-item-product-stock"><div class="fkcart-item-price">${productPrice(db, product)}</div></div></div></div>${
      line ? html`<input type="hidden" name="fkcart-cart-key" class="fkcart-cart-key" value="${line.key}">` : ''
    }</div></div>`;
    return c.json({ quick_view_content: content.toString(), code: 200 });
  });

  router.wcAjax('fkcart_update_attributes', updateAttributes);
}

class Refusal extends Error {}

/**
 * A cart line's options changed in quick view: the line named by `fkcart-cart-key` is replaced in place, or left
 * as it was. FunnelKit needs the product id too, and refuses without it.
 */
function updateAttributes(c: Ctx, body: FormBody): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const key = body.fields['fkcart-cart-key'] ?? '';
  if (!key || !idField(body.fields.fkcart_product_id)) return refused(c, MISSING);
  const old = db.prepare('SELECT product_id, seq FROM cart_items WHERE session_id = ? AND cart_key = ?').get(sessionId, key) as
    | { product_id: number; seq: number }
    | undefined;
  if (!old) return refused(c, MISSING);
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
}
