import * as v from 'valibot';
import { json, noBody, type Call } from './call.ts';
import { CART_STATE_SELECTOR } from './cart-state.ts';
import type { AttributesUpdate, SideCartAnswer, VariantAdd } from './side-cart.ts';
import { Fragments } from './store-cart.ts';

/**
 * WooCommerce's Store API cart (`/wp-json/wc/store/v1/cart/…`, in WooCommerce core), the side cart's calls where
 * FunnelKit Cart does not answer. Every change carries the `Nonce` header (action `wc_store_api`) and every answer
 * a fresh one, which transport keeps; `Cart-Token` names the cart's session and is sent back the same way.
 *
 * Its answers are read into the side cart's own answer (SideCartAnswer), so the drawer does not know which protocol
 * answered: a cart (2xx) is done, with the fragments Vitrine's plugin adds under `extensions.vitrine` (the mini cart
 * and the snapshot, as in WooCommerce's own answers); an error (`{code, message, data: {status}}`, 4xx) is refused
 * with its `message`. Answers recorded from WooCommerce 7.9 and 10.0: packages/contract/recorded (`store_api.*`).
 */

export const STORE_CART_ROUTE = 'wc/store/v1/cart';

/** The snapshot's hash, read from its markup: the hash Vitrine's fragments answer with. */
function snapshotHash(fragments: Record<string, string>): string {
  return /"hash":"([0-9a-f]*)"/.exec(fragments[CART_STATE_SELECTOR] ?? '')?.[1] ?? '';
}

const StoreCart = v.pipe(
  v.looseObject({
    items_count: v.number(),
    extensions: v.optional(v.looseObject({ vitrine: v.optional(v.object({ fragments: Fragments })) }), {}),
  }),
  v.transform((cart): SideCartAnswer => {
    const fragments = cart.extensions.vitrine?.fragments;
    return { code: 200, message: '', msg: '', ...(fragments ? { fragments, cart_hash: snapshotHash(fragments) } : { cart_hash: '' }) };
  }),
);

/** WordPress REST's error: `{code, message, data: {status}}`; WooCommerce's messages are HTML text. */
const StoreError = v.pipe(
  v.looseObject({ code: v.string(), message: v.string(), data: v.optional(v.looseObject({ status: v.optional(v.number()) })) }),
  v.transform((error): SideCartAnswer => ({ code: error.data?.status ?? 400, message: '', msg: error.message, cart_hash: '' })),
);

export const StoreCartAnswer = v.union([StoreCart, StoreError]);

const NONCE = { name: 'store_api' as const, header: 'Nonce' };

function storeCall(route: string, body: unknown): Call<SideCartAnswer> {
  return {
    endpoint: `${STORE_CART_ROUTE}/${route}`,
    via: 'rest',
    body: json(body),
    schema: StoreCartAnswer,
    nonce: NONCE,
    queue: 'cart',
    session: 'store-api',
    readsRefusals: true,
  };
}

/** The cart as it is; its answer's `Nonce` header is a fresh nonce (the refresher asks this). */
export function getStoreCart(): Call<SideCartAnswer> {
  return { endpoint: STORE_CART_ROUTE, via: 'rest', body: noBody, schema: StoreCartAnswer, nonce: NONCE, session: 'store-api', readsRefusals: true };
}

export const storeUpdateItem = (cartKey: string, quantity: number) => storeCall('update-item', { key: cartKey, quantity });

export const storeRemoveItem = (cartKey: string) => storeCall('remove-item', { key: cartKey });

export const storeApplyCoupon = (code: string) => storeCall('apply-coupon', { code });

export const storeRemoveCoupon = (code: string) => storeCall('remove-coupon', { code });

/** `attribute_pa_taille` → `{attribute: 'pa_taille', value}`, as the Store API takes a variation's choice. */
function variationOf(attributes: Record<string, string>): Array<{ attribute: string; value: string }> {
  return Object.entries(attributes)
    .filter(([name, value]) => name.startsWith('attribute_') && value !== '')
    .map(([name, value]) => ({ attribute: name.slice('attribute_'.length), value }));
}

/** An upsell's « Ajouter »: one of the product. */
export const storeAddProduct = (productId: number, quantity = 1) => storeCall('add-item', { id: productId, quantity });

/**
 * A variation with the shopper's choice: the Store API takes the variation's id with every attribute's value, so
 * one made for « any » value of an attribute is added with the value chosen.
 */
export const storeAddVariant = (add: VariantAdd) =>
  storeCall('add-item', { id: add.variationId || add.productId, quantity: add.quantity, variation: variationOf(add.attributes) });

/**
 * The product page form's fields as the Store API takes them, or null when the form carries more than it can (an
 * add-on field, a file): such a form goes to WooCommerce's own handlers instead.
 */
export function storeFormAdd(entries: ReadonlyArray<readonly [string, string]>): Call<SideCartAnswer> | null {
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (!/^(add-to-cart|product_id|variation_id|quantity|attribute_.+)$/.test(name)) return null;
    fields.set(name, value);
  }
  const variationId = Number(fields.get('variation_id'));
  const productId = Number(fields.get('add-to-cart') || fields.get('product_id'));
  const id = Number.isInteger(variationId) && variationId > 0 ? variationId : productId;
  if (!Number.isInteger(id) || id <= 0) return null;
  const quantity = Number(fields.get('quantity') ?? 1);
  return storeCall('add-item', {
    id,
    quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    variation: variationOf(Object.fromEntries(fields)),
  });
}

/** A cart line's new options: the new choice is added, then the old line removed (nothing is lost if the add fails). */
export function storeReplaceLine(update: AttributesUpdate): [Call<SideCartAnswer>, Call<SideCartAnswer>] {
  return [
    storeAddVariant({ productId: update.productId, variationId: update.variationId, quantity: update.quantity, attributes: update.attributes }),
    storeRemoveItem(update.cartKey),
  ];
}
