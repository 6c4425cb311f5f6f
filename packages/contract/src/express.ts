import * as v from 'valibot';
import { form, type Call, type FormFields } from './call.ts';

/**
 * The express checkout calls (spec §7.3, all `POST /?wc-ajax=…`) and the error log (§7.4).
 *
 * Amounts are in the currency's smallest unit (13175 = 131.75 CHF), as the wallet's payment request takes them.
 * Every call carries the page's `fkwcs` nonce in {@link EXPRESS_NONCE_FIELD}.
 */

export const EXPRESS_NONCE_FIELD = 'fkwcs_nonce';
const NONCE = { name: 'fkwcs', field: EXPRESS_NONCE_FIELD } as const;

/** WooCommerce prints some integers as strings. */
const MinorUnits = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform(Number),
  v.integer(),
);

/** PHP booleans arrive as true/false, 1/0 or 'yes'/'no'. */
const Flag = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'yes' || x === 'true'),
);

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

export interface ShippingAddressChange {
  country: string;
  state: string;
  postcode: string;
  city: string;
  address: string;
  address_2: string;
  paymentRequestType: PaymentRequestType;
  isProductPage: boolean;
}

/** Any other result: the wallet is told `fail`. */
const ShippingFailed = v.object({ result: v.pipe(v.string(), v.notValue('success')) });

export const ShippingAddressAnswer = v.union([
  v.object({
    result: v.literal('success'),
    total: WalletItem,
    shipping_methods: v.array(ShippingMethod),
    displayItems: v.optional(v.array(WalletItem), []),
  }),
  ShippingFailed,
]);
export type ShippingAddressAnswer = v.InferOutput<typeof ShippingAddressAnswer>;

export function updateShippingAddress(change: ShippingAddressChange): Call<ShippingAddressAnswer> {
  return {
    endpoint: 'fkwcs_update_shipping_address',
    via: 'wc-ajax',
    body: form({
      country: change.country,
      state: change.state,
      postcode: change.postcode,
      city: change.city,
      address: change.address,
      address_2: change.address_2,
      payment_request_type: change.paymentRequestType,
      is_product_page: change.isProductPage,
    }),
    schema: ShippingAddressAnswer,
    nonce: NONCE,
  };
}

export const ShippingOptionAnswer = v.union([
  v.object({ result: v.literal('success'), total: WalletItem, displayItems: v.optional(v.array(WalletItem), []) }),
  ShippingFailed,
]);
export type ShippingOptionAnswer = v.InferOutput<typeof ShippingOptionAnswer>;

export function updateShippingOption(
  methodId: string,
  paymentRequestType: PaymentRequestType,
  isProductPage: boolean,
): Call<ShippingOptionAnswer> {
  return {
    endpoint: 'fkwcs_update_shipping_option',
    via: 'wc-ajax',
    body: form({ shipping_method: [methodId], payment_request_type: paymentRequestType, is_product_page: isProductPage }),
    schema: ShippingOptionAnswer,
    nonce: NONCE,
  };
}

/** Spec §7.3, §4.7: `success` with a redirect, or anything else with WooCommerce's notices markup. */
export const CreateOrderAnswer = v.looseObject({
  result: v.string(),
  redirect: v.optional(v.string(), ''),
  /** WooCommerce's notices markup: read as text, never inserted. */
  messages: v.optional(v.string(), ''),
});
export type CreateOrderAnswer = v.InferOutput<typeof CreateOrderAnswer>;

/** The express order (spec §3.13, §5.6): `fields` come from the payload rules in packages/payments. */
export function createExpressOrder(fields: FormFields, wallet: 'payment-request' | 'google-pay'): Call<CreateOrderAnswer> {
  return {
    endpoint: wallet === 'google-pay' ? 'fkwcs_gpay_button_payment_request' : 'wc_stripe_create_order',
    via: 'wc-ajax',
    body: form(fields),
    schema: CreateOrderAnswer,
    nonce: NONCE,
  };
}

/** Google Pay's own shapes, as far as the shop's answers carry them (spec §3.11). */
const GoogleDisplayItem = v.looseObject({
  label: v.string(),
  type: v.optional(v.string(), 'LINE_ITEM'),
  price: v.union([v.string(), v.number()]),
  status: v.optional(v.string()),
});

export const GoogleTransactionUpdate = v.looseObject({
  currencyCode: v.string(),
  countryCode: v.optional(v.string()),
  totalPrice: v.union([v.string(), v.number()]),
  totalPriceLabel: v.optional(v.string()),
  displayItems: v.optional(v.array(GoogleDisplayItem), []),
});

export const GooglePayRequestUpdate = v.looseObject({
  newTransactionInfo: v.optional(GoogleTransactionUpdate),
  newShippingOptionParameters: v.optional(
    v.looseObject({
      defaultSelectedOptionId: v.optional(v.string()),
      shippingOptions: v.array(v.looseObject({ id: v.string(), label: v.string(), description: v.optional(v.string(), '') })),
    }),
  ),
  error: v.optional(v.looseObject({ reason: v.string(), message: v.optional(v.string(), ''), intent: v.optional(v.string()) })),
});
export type GooglePayRequestUpdate = v.InferOutput<typeof GooglePayRequestUpdate>;

export const GooglePayShippingAnswer = v.looseObject({ paymentRequestUpdate: GooglePayRequestUpdate });
export type GooglePayShippingAnswer = v.InferOutput<typeof GooglePayShippingAnswer>;

export interface GooglePayShippingChange {
  country: string;
  postcode: string;
  city: string;
  state: string;
  /** The chosen option; Google's placeholder `default` (no option chosen yet) is sent as null. */
  methodId: string | null;
}

export function gpayUpdateShippingAddress(change: GooglePayShippingChange): Call<GooglePayShippingAnswer> {
  return {
    endpoint: 'fkwcs_gpay_update_shipping_address',
    via: 'wc-ajax',
    body: form({
      shipping_address: { country: change.country, postcode: change.postcode, city: change.city, state: change.state },
      shipping_method: change.methodId === null || change.methodId === 'default' ? null : [change.methodId],
    }),
    schema: GooglePayShippingAnswer,
    nonce: NONCE,
  };
}

/** Spec §7.4: the response is not read (admin-ajax answers `1`, JSON or nothing). */
export const ExpressLogAnswer = v.unknown();

export interface ExpressErrorReport {
  /** The step that failed (`wc_stripe_create_order`, `confirm_payment`, …). */
  failed: string;
  /** The error as JSON text: code, type, message, decline code. */
  error: string;
}

export function logExpressError(report: ExpressErrorReport): Call<unknown> {
  return {
    endpoint: 'fkwcs_js_errors',
    via: 'admin-ajax',
    body: form({ action: 'fkwcs_js_errors', failed: report.failed, error: report.error }),
    schema: ExpressLogAnswer,
    // FunnelKit Stripe checks this log against its own action, `fkwcs_js_nonce`, not the express calls' nonce.
    nonce: { name: 'fkwcs_js', field: '_security' },
  };
}

/**
 * The express order body the shop accepts (spec §5.6, §7.3), as the demo store checks it: terms accepted, a
 * payment method from the wallet, a name on both sides, shipping phone = billing phone.
 */
const filled = v.pipe(v.string(), v.trim(), v.minLength(1));
export const ExpressOrderFields = v.pipe(
  v.looseObject({
    terms: v.literal('1'),
    payment_method: v.picklist(EXPRESS_PAYMENT_METHODS),
    payment_request_type: v.picklist(PAYMENT_REQUEST_TYPES),
    fkwcs_source: filled,
    page_from: v.picklist(['product', 'cart', 'checkout']),
    billing_first_name: filled,
    billing_last_name: filled,
    billing_email: v.pipe(v.string(), v.email()),
    billing_phone: v.string(),
    shipping_phone: v.string(),
  }),
  v.check((f) => f.shipping_phone === f.billing_phone, 'shipping_phone must copy billing_phone'),
  v.check((f) => !Object.keys(f).some(isSavedTokenField), 'a saved-token field must not be sent'),
);

/** WooCommerce's saved-card radio (`wc-fkwcs_stripe-payment-token`): never part of an express order. */
export function isSavedTokenField(name: string): boolean {
  return /^wc-.+-payment-token$/.test(name);
}

/** What is wrong with a posted express order, in words for the log; empty when it is acceptable. */
export function expressOrderProblems(fields: Record<string, string>): string[] {
  const result = v.safeParse(ExpressOrderFields, fields);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? 'order'}: ${issue.message}`);
}
