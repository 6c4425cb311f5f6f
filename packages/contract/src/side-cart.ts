import * as v from 'valibot';
import { form, multipart, type Call, type FormFields } from './call.ts';
import { Fragments } from './store-cart.ts';

/**
 * The side cart's calls (spec §7.6), reading A: `POST /?wc-ajax=fkcart_<action>&lang=fr`.
 *
 * The nonce travels in the body field {@link SIDE_CART_NONCE_FIELD} (`fkcart_nonce`); every answer may carry a fresh
 * one in `ajax_nonce`, which transport keeps. An expired nonce is answered `{code: 401, msg}`: transport then asks
 * `fkcart_get_slide_cart` for a new one (the refresher the side cart registers) and retries once. That is why
 * `fkcart_get_slide_cart` itself carries no nonce: the refresher must work with an expired page.
 *
 * Mutations ride the cart queue (one at a time, in click order, with the store cart calls of §7.1).
 */

export const SIDE_CART_NONCE_FIELD = 'fkcart_nonce';

/** WordPress prints `code` as a number, some setups as a string. */
const Code = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((code) => Number(code)),
);

/**
 * Every side cart answer (spec §3.15): only `code` is always present; 200 means done. FunnelKit Cart 1.7.1 puts a
 * done answer's words in `message` and a refusal's in `msg`, both as the shop printed them: WooCommerce's notices
 * with their tabs and newlines, `&quot;` and other entities. Read them with {@link sideCartWords}.
 */
export const SideCartAnswer = v.looseObject({
  code: Code,
  status: v.optional(v.union([v.string(), v.boolean(), v.number()])),
  fragments: v.optional(Fragments),
  cart_hash: v.optional(v.string(), ''),
  message: v.optional(v.string(), ''),
  msg: v.optional(v.string(), ''),
  ajax_nonce: v.optional(v.string()),
  fkcart_re_run_slide_cart: v.optional(v.union([v.string(), v.boolean()])),
  /** `fkcart_quick_view`: the product's variation form markup, read as data, never inserted. */
  quick_view_content: v.optional(v.string()),
});
export type SideCartAnswer = v.InferOutput<typeof SideCartAnswer>;

/** The answer's own words, still as the shop printed them (markup and entities): a done answer's, or a refusal's. */
export function sideCartWords(answer: Pick<SideCartAnswer, 'code' | 'message' | 'msg'>): string {
  return answer.code === 200 ? answer.message || answer.msg : answer.msg || answer.message;
}

const ACTION = 'fkcart_';

/** The page's language (config `site.language`), which the side cart's calls carry as `lang`. */
let language = 'fr';
export function setSideCartLanguage(lang: string): void {
  language = lang;
}

/** `mutation`: nonce + cart queue; `read`: nonce only; `refresher`: neither (see getSlideCart). */
type Kind = 'mutation' | 'read' | 'refresher';

function sideCartCall(action: string, body: Call<SideCartAnswer>['body'], kind: Kind): Call<SideCartAnswer> {
  return {
    endpoint: ACTION + action,
    via: 'wc-ajax',
    query: { lang: language },
    body,
    schema: SideCartAnswer,
    ...(kind === 'refresher' ? {} : { nonce: { name: 'fkcart' as const, field: SIDE_CART_NONCE_FIELD } }),
    ...(kind === 'mutation' ? { queue: 'cart' as const } : {}),
  };
}

/**
 * The whole side cart (fragments and a fresh `ajax_nonce`). Not queued and without a nonce: it is the nonce
 * refresher, which runs inside a queued call that is being retried.
 */
export function getSlideCart(): Call<SideCartAnswer> {
  return sideCartCall('get_slide_cart', form({ action: 'fkcart_get_slide_cart' }), 'refresher');
}

/** An absolute quantity (last write wins), never NaN: the widget only sends values §5.7 accepted. */
export function updateItem(cartKey: string, quantity: number): Call<SideCartAnswer> {
  return sideCartCall('update_item', form({ cart_key: cartKey, quantity }), 'mutation');
}

export function removeItem(cartKey: string): Call<SideCartAnswer> {
  return sideCartCall('remove_item', form({ cart_key: cartKey }), 'mutation');
}

/** An upsell's "Ajouter": one of the product (spec §9.4 default add quantity 1). */
export function addUpsell(productId: number): Call<SideCartAnswer> {
  return sideCartCall('add_item', form({ fkcart_product_id: productId, fkcart_quantity: 1 }), 'mutation');
}

export interface VariantAdd {
  productId: number;
  variationId: number;
  quantity: number;
  /** attribute field name (`attribute_pa_taille`) → chosen value. */
  attributes: Record<string, string>;
}

/**
 * Quick view's add (spec §7.6, multipart). `qty` is the number itself: the original sent the string
 * "fkcart_add_item" there.
 */
export function addVariant(add: VariantAdd): Call<SideCartAnswer> {
  return sideCartCall(
    'add_item',
    multipart({
      fkcart_product_id: add.productId,
      fkcart_quantity: add.quantity,
      fkcart_variation_id: add.variationId,
      qty: add.quantity,
      attributes: add.attributes,
    }),
    'mutation',
  );
}

/** Fields the product form carries that the side cart renames (spec §7.6). */
const REPLACED = new Set(['product_id', 'quantity', 'variation_id', 'add-to-cart']);

/**
 * The product page form's add through the side cart (spec §4.14, §7.6). `entries` are the form's own
 * (`new FormData(form, submitter)`), in order:
 * - product_id, quantity, variation_id and add-to-cart become fkcart_product_id, fkcart_quantity (and qty),
 *   fkcart_variation_id; a missing or unreadable quantity is 1 (§5.7);
 * - `attribute_*` fields are also gathered into `attributes`;
 * - a field named `x[]` is sent as an array; any other repeated name keeps its last value, as PHP reads it;
 * - the flag fkcart_single_product_add_to_cart=yes is added.
 */
export function productFormFields(entries: ReadonlyArray<readonly [string, string]>): FormFields {
  const fields: Record<string, string | string[]> = {};
  const attributes: Record<string, string> = {};
  const renamed: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (REPLACED.has(name)) renamed[name] = value;
    else if (name.endsWith('[]')) ((fields[name] ??= []) as string[]).push(value);
    else fields[name] = value;
    if (name.startsWith('attribute_')) attributes[name] = value;
  }
  const productId = Number(renamed['add-to-cart'] || renamed.product_id);
  const quantity = Number(renamed.quantity);
  const variationId = Number(renamed.variation_id);
  const qty = Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
  return {
    ...fields,
    attributes,
    fkcart_product_id: Number.isInteger(productId) ? productId : 0,
    fkcart_quantity: qty,
    fkcart_variation_id: Number.isInteger(variationId) ? variationId : 0,
    qty,
    fkcart_single_product_add_to_cart: 'yes',
  };
}

export function addFromProductForm(entries: ReadonlyArray<readonly [string, string]>): Call<SideCartAnswer> {
  return sideCartCall('add_item', form(productFormFields(entries)), 'mutation');
}

export function applyCoupon(code: string): Call<SideCartAnswer> {
  return sideCartCall('apply_coupon', form({ discount_code: code }), 'mutation');
}

export function removeCoupon(code: string): Call<SideCartAnswer> {
  return sideCartCall('remove_coupon', form({ discount_code: code }), 'mutation');
}

/**
 * Quick view's content for a product (and, for a cart line whose options are changed, its cart key). A newer
 * quick view aborts the one still loading.
 */
export function quickView(productId: number, cartKey = ''): Call<SideCartAnswer> {
  return { ...sideCartCall('quick_view', form({ product_id: productId, cart_key: cartKey }), 'read'), supersedes: 'fkcart_quick_view' };
}

export interface AttributesUpdate {
  cartKey: string;
  productId: number;
  variationId: number;
  quantity: number;
  attributes: Record<string, string>;
}

/**
 * A cart line's options changed in quick view: the line named by `fkcart-cart-key` is removed and the new choice
 * added in its place. FunnelKit Cart reads exactly these fields (its quick view prints the key under that name);
 * without the product id it answers « Required data missing ».
 */
export function updateAttributes(update: AttributesUpdate): Call<SideCartAnswer> {
  return sideCartCall(
    'update_attributes',
    form({
      'fkcart-cart-key': update.cartKey,
      fkcart_product_id: update.productId,
      fkcart_variation_id: update.variationId,
      fkcart_quantity: update.quantity,
      attributes: update.attributes,
    }),
    'mutation',
  );
}
