import * as v from 'valibot';
import { form, type Call } from './call.ts';
import { EXPRESS_NONCE as NONCE } from './express-parts.ts';
import { ShippingMethod, WalletItem, type PaymentRequestType } from './express.ts';

/** The express sheet's shipping changes (spec §7.3, §3.11): the payment request's and Google Pay's own. */

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

export function updateShippingOption(methodId: string, paymentRequestType: PaymentRequestType, isProductPage: boolean): Call<ShippingOptionAnswer> {
  return {
    endpoint: 'fkwcs_update_shipping_option',
    via: 'wc-ajax',
    body: form({ shipping_method: [methodId], payment_request_type: paymentRequestType, is_product_page: isProductPage }),
    schema: ShippingOptionAnswer,
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
