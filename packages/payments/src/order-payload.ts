import { isSavedTokenField, type ExpressPaymentMethod, type FormFields, type PaymentRequestType } from '@vitrine/contract';
import type { BillingDetails, WalletAddress } from './gateway.ts';

/**
 * The express order body (spec §3.13, §5.6, §7.3), built from what the wallet returned and what the page holds.
 * Pure, so every rule is tested on its own.
 */

/** What the wallet gave when the shopper paid. */
export interface WalletPayer {
  paymentMethodId: string;
  billing: BillingDetails;
  payerName?: string | undefined;
  payerEmail?: string | undefined;
  payerPhone?: string | undefined;
  shippingAddress?: WalletAddress | undefined;
  shippingOption?: { id: string } | undefined;
}

export type FieldPairs = ReadonlyArray<readonly [string, string]>;

/** What the page adds. */
export interface OrderPage {
  pageFrom: 'product' | 'cart' | 'checkout';
  paymentMethod: ExpressPaymentMethod;
  paymentRequestType: PaymentRequestType;
  /** The page's billing email field; '' when the page has none or it is empty. */
  pageEmail: string;
  /** The checkout form's own fields (checkout page only; ignored elsewhere). */
  checkoutFields: FieldPairs;
  /** The `wc_order_attribution_*` inputs (spec §3.8). */
  attributionFields: FieldPairs;
}

/** Spec §5.6: first word = first name, the rest = last name; no name at all → 'test' for both. */
export function splitName(name: string | null | undefined): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  return first === undefined ? { first: 'test', last: 'test' } : { first, last: rest.join(' ') };
}

/** Form pairs as PHP reads them: `x[]` names collect arrays, any other repeated name keeps its last value. */
export function pairsToFields(pairs: FieldPairs): FormFields {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    if (name.endsWith('[]')) {
      const list = fields[name];
      fields[name] = Array.isArray(list) ? [...list, value] : [value];
    } else fields[name] = value;
  }
  return fields;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

function shippingFields(address: WalletAddress | undefined, fallbackName: { first: string; last: string }): FormFields {
  if (!address) {
    return {
      shipping_first_name: '',
      shipping_last_name: '',
      shipping_company: '',
      shipping_country: '',
      shipping_address_1: '',
      shipping_address_2: '',
      shipping_city: '',
      shipping_state: '',
      shipping_postcode: '',
      ship_to_different_address: 0,
    };
  }
  const name = text(address.recipient) ? splitName(address.recipient) : fallbackName;
  return {
    shipping_first_name: name.first,
    shipping_last_name: name.last,
    shipping_company: text(address.organization),
    shipping_country: text(address.country),
    shipping_address_1: text(address.addressLine?.[0]),
    shipping_address_2: text(address.addressLine?.[1]),
    shipping_city: text(address.city),
    shipping_state: text(address.region),
    shipping_postcode: text(address.postalCode),
    ship_to_different_address: 1,
  };
}

/** The form's own choice of shipping method gives way to the one picked in the sheet. */
const isShippingMethodField = (name: string) => /^shipping_method(\[.*\])?$/.test(name);

export function orderPayload(payer: WalletPayer, page: OrderPage): FormFields {
  const billing = payer.billing;
  const address = billing.address ?? {};
  const name = splitName(billing.name || payer.payerName);
  const phone = text(billing.phone) || text(payer.payerPhone);

  const fromPage: FormFields = {
    // Fields a wallet never knows: the checkout form's values win when it has them.
    billing_company: '',
    order_comments: '',
    ...(page.pageFrom === 'checkout' ? pairsToFields(page.checkoutFields) : {}),
    ...pairsToFields(page.attributionFields),
  };
  if (payer.shippingOption) for (const key of Object.keys(fromPage)) if (isShippingMethodField(key)) delete fromPage[key];

  const payload: FormFields = {
    ...fromPage,
    billing_first_name: name.first,
    billing_last_name: name.last,
    billing_email: text(page.pageEmail) || text(billing.email) || text(payer.payerEmail),
    billing_phone: phone,
    billing_address_1: text(address.line1),
    billing_address_2: text(address.line2),
    billing_city: text(address.city),
    billing_state: text(address.state),
    billing_postcode: text(address.postal_code),
    billing_country: text(address.country),
    ...shippingFields(payer.shippingAddress, name),
    shipping_phone: phone,
    ...(payer.shippingOption ? { shipping_method: [payer.shippingOption.id] } : {}),
    payment_method: page.paymentMethod,
    payment_request_type: page.paymentRequestType,
    fkwcs_source: payer.paymentMethodId,
    page_from: page.pageFrom,
    terms: 1,
  };
  for (const key of Object.keys(payload)) if (isSavedTokenField(key)) delete payload[key];
  return payload;
}
