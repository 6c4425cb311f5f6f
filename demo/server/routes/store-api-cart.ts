import type { Context, MiddlewareHandler } from 'hono';
import { addToCart, removeFromCart, setQuantity } from '../cart/cart.ts';
import { cartLine } from '../cart/lines.ts';
import { applyCoupon, removeCoupon } from '../cart/coupons.ts';
import { storeCart } from '../cart/store-api-schema.ts';
import { productById } from '../catalog/products.ts';
import { variationById } from '../catalog/variation-rows.ts';
import { attributeField } from '../catalog/variations.ts';
import type { Router } from '../http/router.ts';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../runtime/bytes.ts';
import { hmacSha256 } from '../runtime/crypto.ts';
import { nonceFor, verifyNonce } from '../session/nonces.ts';
import type { AppEnv } from '../store.ts';
import { cartFragments } from './fragments.ts';

/**
 * WooCommerce's Store API cart (`/wp-json/wc/store/v1/cart`, Routes/V1/Cart*.php), answered as WooCommerce 10.0
 * answers it (packages/contract/recorded `store_api.*`, checked by recorded.test.ts): the cart on every success
 * (201 for an add), `{code, message, data: {status}}` for a refusal (400; 409 for a line that is not in the cart,
 * with the cart), the `Nonce` header (action `wc_store_api`) checked on every change (401 missing, 403 invalid) and a
 * fresh one on every answer, and `Cart-Token`, which names the session for a request that carries no cookie. Every
 * cart carries what Vitrine's plugin adds (`extensions.vitrine.fragments`). In test mode each call is logged and
 * faulted as the endpoint `store-api:<route>`.
 */

type Ctx = Context<AppEnv>;
const ROUTE = '/wp-json/wc/store/v1/cart';

/** A token naming the session, signed with the session's own nonce key so no one can forge another's. */
function cartToken(c: Ctx, sessionId: string): string {
  const sign = toBase64Url(hmacSha256(utf8(nonceFor(c.get('store').db, sessionId, 'wc_store_api')), sessionId));
  return `${toBase64Url(utf8(sessionId))}.${sign}`;
}

/** The session a valid `Cart-Token` names, as WooCommerce's Store API reads it before the cookie. */
function tokenSession(c: Ctx): string | undefined {
  const [id, sign] = (c.req.header('Cart-Token') ?? '').split('.');
  const sessionId = id ? fromUtf8(fromBase64Url(id)) : '';
  return /^[0-9a-f]{32}$/.test(sessionId) && sign && cartToken(c, sessionId) === `${id}.${sign}` ? sessionId : undefined;
}

function headers(c: Ctx): Record<string, string> {
  const sessionId = c.get('sessionId');
  return { Nonce: nonceFor(c.get('store').db, sessionId, 'wc_store_api'), 'Cart-Token': cartToken(c, sessionId), 'Cache-Control': 'no-store' };
}

function cart(c: Ctx, status: 200 | 201 = 200): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  return c.json(storeCart(db, sessionId, cartFragments(db, sessionId).fragments), status, headers(c));
}

function refused(c: Ctx, status: 400 | 401 | 403 | 409, code: string, message: string, withCart = false): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const data = withCart ? { status, cart: storeCart(db, sessionId, cartFragments(db, sessionId).fragments) } : { status };
  return c.json({ code, message, data }, status, headers(c));
}

type Body = Record<string, unknown>;

/** `{id, quantity, variation: [{attribute, value}]}`: a variation's id, or its parent with the whole choice. */
function add(c: Ctx, body: Body): Response {
  const { db } = c.get('store');
  const id = Number(body.id);
  const variation = variationById(db, id);
  const productId = variation ? variation.productId : id;
  if (!Number.isInteger(id) || !productById(db, productId))
    return refused(c, 400, 'woocommerce_rest_cart_invalid_product', 'Ce produit ne peut pas être ajouté au panier.');
  const attributes: Record<string, string> = {};
  for (const entry of Array.isArray(body.variation) ? body.variation : []) {
    const { attribute, value } = (entry ?? {}) as { attribute?: unknown; value?: unknown };
    if (typeof attribute === 'string' && typeof value === 'string') attributes[attributeField(attribute.replace(/^attribute_/, ''))] = value;
  }
  const result = addToCart(db, c.get('sessionId'), {
    productId,
    variationId: variation?.id,
    quantity: body.quantity === undefined ? undefined : String(body.quantity),
    attributes,
  });
  if (result.ok) return cart(c, 201);
  const outOfStock = variation ? !variation.inStock : productById(db, productId)?.inStock === false;
  const code = result.needsOptions
    ? 'woocommerce_rest_variation_id_from_variation_data'
    : outOfStock
      ? 'woocommerce_rest_product_out_of_stock'
      : 'woocommerce_rest_cart_error';
  return refused(c, 400, code, result.message);
}

const ACTIONS: Record<string, (c: Ctx, body: Body) => Response> = {
  'add-item': add,
  'update-item': (c, body) => {
    const { db } = c.get('store');
    const key = String(body.key ?? '');
    if (!cartLine(db, c.get('sessionId'), key)) return refused(c, 409, 'woocommerce_rest_cart_invalid_key', 'L’article du panier n’existe pas.', true);
    const result = setQuantity(db, c.get('sessionId'), key, Number(body.quantity));
    return result.ok ? cart(c) : refused(c, 400, 'woocommerce_rest_cart_invalid_quantity', result.message);
  },
  'remove-item': (c, body) => {
    const removed = removeFromCart(c.get('store').db, c.get('sessionId'), String(body.key ?? ''));
    return removed ? cart(c) : refused(c, 409, 'woocommerce_rest_cart_invalid_key', 'L’article du panier n’existe plus ou n’est pas valide.', true);
  },
  'apply-coupon': (c, body) => {
    const result = applyCoupon(c.get('store').db, c.get('sessionId'), String(body.code ?? ''));
    return result.ok ? cart(c) : refused(c, 400, 'woocommerce_rest_cart_coupon_error', result.message);
  },
  'remove-coupon': (c, body) => {
    const result = removeCoupon(c.get('store').db, c.get('sessionId'), String(body.code ?? ''));
    return result.ok ? cart(c) : refused(c, 400, 'woocommerce_rest_cart_coupon_invalid_code', result.message);
  },
};

export function register(router: Router): void {
  const { app } = router;
  // The Store API reads the Cart-Token's session before the cookie's.
  const tokenFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
    const fromToken = tokenSession(c);
    if (fromToken) c.set('sessionId', fromToken);
    await next();
  };
  app.use(ROUTE, tokenFirst);
  app.use(`${ROUTE}/*`, tokenFirst);
  app.get(ROUTE, async (c) => (await c.get('store').hooks.beforeCall?.(c, 'store-api:cart', { fields: {}, entries: [] })) ?? cart(c));
  app.post(`${ROUTE}/:action`, async (c) => {
    const action = ACTIONS[c.req.param('action')];
    if (!action)
      return c.json({ code: 'rest_no_route', message: 'Aucune route correspondante à l’URL et à la méthode de la requête.', data: { status: 404 } }, 404);
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as Body;
    const logged = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    const injected = await c.get('store').hooks.beforeCall?.(c, `store-api:${c.req.param('action')}`, { fields: logged, entries: [] });
    if (injected) return injected;
    const nonce = c.req.header('Nonce') ?? c.req.header('X-WC-Store-API-Nonce');
    if (!nonce) return refused(c, 401, 'woocommerce_rest_missing_nonce', 'L’en-tête Nonce manque. Ce point d’accès demande un nonce valide.');
    if (!verifyNonce(c.get('store').db, c.get('sessionId'), 'wc_store_api', nonce))
      return refused(c, 403, 'woocommerce_rest_invalid_nonce', 'Le nonce n’est pas valide.');
    return action(c, body);
  });
}
