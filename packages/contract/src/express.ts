import * as v from 'valibot';
import { form, type Call, type FormFields } from './call.ts';
import { EXPRESS_NONCE as NONCE, Flag, MinorUnits } from './express-parts.ts';

/**
 * The express checkout calls (spec §7.3, all `POST /?wc-ajax=…`) that fill the wallet sheet: the cart's or the
 * product's order data and the product page's add. Shipping changes: express-shipping.ts; the order and the error log
 * (§7.4): express-order.ts.
 *
 * Amounts are in the currency's smallest unit (13175 = 131.75 CHF), as the wallet's payment request takes them.
 * Every call carries the page's `fkwcs` nonce in {@link EXPRESS_NONCE_FIELD}.
 */

export { EXPRESS_NONCE_FIELD } from './express-parts.ts';

/** One line of the wallet sheet (a total or a display item). */
export const WalletItem = v.object({ label: v.string(), amount: MinorUnits, pending: v.optional(v.boolean()) });
export type WalletItem = v.InferOutput<typeof WalletItem>;

export const ShippingMethod = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  label: v.string(),
  detail: v.optional(v.string(), ''),
  amount: MinorUnits,
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethod>;

/** Spec §3.10: what the sheet shows for the cart. */
export const OrderData = v.object({
  total: WalletItem,
  currency: v.optional(v.string(), 'chf'),
  country_code: v.optional(v.string(), 'CH'),
  displayItems: v.optional(v.array(WalletItem), []),
});
export type OrderData = v.InferOutput<typeof OrderData>;

/** Spec §3.10: the standalone wallet's cart data, order data plus the shipping options. */
export const GooglePayData = v.object({
  order_data: OrderData,
  shipping_options: v.optional(v.array(ShippingMethod), []),
});
export type GooglePayData = v.InferOutput<typeof GooglePayData>;

export const CartDetailsAnswer = v.variant('success', [
  v.object({
    success: v.literal(true),
    data: v.object({
      order_data: OrderData,
      shipping_required: Flag,
      /** Spec §4.10: false once the cart costs nothing (a 100 % coupon): the buttons hide. */
      is_fkwcs_need_payment: v.optional(Flag, true),
      fkwcs_google_pay_data: v.optional(GooglePayData),
    }),
  }),
  v.object({ success: v.literal(false) }),
]);
export type CartDetailsAnswer = v.InferOutput<typeof CartDetailsAnswer>;

export function getCartDetails(): Call<CartDetailsAnswer> {
  return { endpoint: 'fkwcs_get_cart_details', via: 'wc-ajax', body: form({}), schema: CartDetailsAnswer, nonce: NONCE };
}

/** What the shopper chose on the product page (spec §7.3). */
export interface ProductChoice {
  productId: number;
  qty: number;
  /** attribute field name (`attribute_pa_taille`) → value. */
  attributes: Record<string, string>;
  /** `addon-*` fields as the form has them; names ending in `[]` carry arrays. */
  addons: FormFields;
  /** Sum of the chosen add-ons' costs. */
  addonValue: number;
}

export const SelectedProductAnswer = v.union([
  v.object({ error: v.pipe(v.string(), v.minLength(1)) }),
  v.object({ total: WalletItem, displayItems: v.optional(v.array(WalletItem), []) }),
]);
export type SelectedProductAnswer = v.InferOutput<typeof SelectedProductAnswer>;

/** The product page's total for the sheet; a newer choice aborts the answer still awaited. */
export function selectedProductData(choice: ProductChoice): Call<SelectedProductAnswer> {
  return {
    endpoint: 'fkwcs_selected_product_data',
    via: 'wc-ajax',
    body: form({
      product_id: choice.productId,
      qty: choice.qty,
      addon_value: choice.addonValue,
      attributes: choice.attributes,
    }),
    schema: SelectedProductAnswer,
    nonce: NONCE,
    supersedes: 'fkwcs_selected_product_data',
  };
}

/**
 * `fkwcs_add_to_cart` answers with fragments, among which the standalone wallet's cart data travels as an object
 * under `fkwcs_google_pay_data` (not markup: it must never reach the fragments sink).
 */
export const ExpressAddAnswer = v.looseObject({
  fragments: v.optional(v.objectWithRest({ fkwcs_google_pay_data: v.optional(GooglePayData) }, v.string()), {}),
  cart_hash: v.optional(v.string(), ''),
});
export type ExpressAddAnswer = v.InferOutput<typeof ExpressAddAnswer>;

/** Spec §7.3: the product goes into the cart when the shopper clicks the wallet button on a product page. */
export function expressAddToCart(choice: ProductChoice, wallet: 'payment-request' | 'google-pay'): Call<ExpressAddAnswer> {
  return {
    endpoint: wallet === 'google-pay' ? 'fkwcs_gpay_add_to_cart' : 'fkwcs_add_to_cart',
    via: 'wc-ajax',
    body: form({
      ...choice.addons,
      action: 'add_to_cart',
      product_id: choice.productId,
      qty: choice.qty,
      attributes: choice.attributes,
    }),
    schema: ExpressAddAnswer,
    nonce: NONCE,
    queue: 'cart',
  };
}

/** `payment_request_type`: which wallet the payment request found, or the standalone Google Pay. */
export const PAYMENT_REQUEST_TYPES = ['apple_pay', 'google_pay', 'payment_request_api', 'fkwcs_stripe_google_pay'] as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[number];

export const EXPRESS_PAYMENT_METHODS = ['fkwcs_stripe', 'fkwcs_stripe_apple_pay', 'fkwcs_stripe_google_pay'] as const;
export type ExpressPaymentMethod = (typeof EXPRESS_PAYMENT_METHODS)[number];
