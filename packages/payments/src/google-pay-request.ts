import type { GooglePayRequestUpdate, OrderData, ShippingMethod, WalletItem } from '@vitrine/contract';

/**
 * The standalone Google Pay wallet's requests (spec §3.11, §4.8, §9.2), as plain data. Amounts arrive in the
 * smallest unit, as for the payment request; Google wants decimal strings.
 */

export const GOOGLE_PAY_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;
export const GOOGLE_CARD_NETWORKS = ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'];
/** Stripe's Google Pay tokenization speaks this API version. */
const STRIPE_TOKEN_VERSION = '2018-10-31';

export interface GoogleDisplayItem {
  label: string;
  type: string;
  price: string;
  status?: string;
}

export interface GoogleTransactionInfo {
  countryCode: string;
  currencyCode: string;
  totalPriceStatus: 'ESTIMATED';
  totalPrice: string;
  totalPriceLabel: string;
  displayItems: GoogleDisplayItem[];
}

export interface GoogleShippingOptions {
  defaultSelectedOptionId: string;
  shippingOptions: Array<{ id: string; label: string; description: string }>;
}

/** Google's valid error reasons; anything else makes its sheet fail as a developer error. */
export const GOOGLE_ERROR_REASONS = [
  'SHIPPING_ADDRESS_INVALID',
  'SHIPPING_ADDRESS_UNSERVICEABLE',
  'SHIPPING_OPTION_INVALID',
  'OFFER_INVALID',
  'PAYMENT_DATA_INVALID',
  'OTHER_ERROR',
] as const;
export type GoogleErrorReason = (typeof GOOGLE_ERROR_REASONS)[number];
export type GoogleIntent = 'SHIPPING_ADDRESS' | 'SHIPPING_OPTION' | 'PAYMENT_AUTHORIZATION' | 'OFFER';

export interface GoogleError {
  reason: GoogleErrorReason;
  message: string;
  intent: GoogleIntent;
}

export interface GoogleUpdate {
  newTransactionInfo?: GoogleTransactionInfo;
  newShippingOptionParameters?: GoogleShippingOptions;
  error?: GoogleError;
}

/** Minor units → Google's decimal string (13175 → "131.75"). */
export function decimalPrice(minorUnits: number): string {
  return (Math.round(minorUnits) / 100).toFixed(2);
}

function priceText(price: string | number): string {
  if (typeof price === 'number') return Number.isFinite(price) ? price.toFixed(2) : '0.00';
  return /^-?\d+(\.\d{1,2})?$/.test(price.trim()) ? price.trim() : '0.00';
}

const lineItem = (item: WalletItem): GoogleDisplayItem => ({ label: item.label, type: 'LINE_ITEM', price: decimalPrice(item.amount) });

/** Spec §3.11: codes upper-cased, the total estimated (shipping may still change it) and a string. */
export function transactionInfo(order: OrderData): GoogleTransactionInfo {
  return {
    countryCode: order.country_code.toUpperCase(),
    currencyCode: order.currency.toUpperCase(),
    totalPriceStatus: 'ESTIMATED',
    totalPrice: decimalPrice(order.total.amount),
    totalPriceLabel: order.total.label,
    displayItems: order.displayItems.map(lineItem),
  };
}

/**
 * Before an address is known Google still needs one option to show: the shop's placeholder `default`, which the
 * server reads as "no method chosen yet" (spec §7.3).
 */
export function googleShippingOptions(methods: ShippingMethod[], placeholderLabel: string): GoogleShippingOptions {
  const options = methods.length
    ? methods.map((m) => ({ id: m.id, label: m.label, description: m.detail }))
    : [{ id: 'default', label: placeholderLabel, description: '' }];
  return { defaultSelectedOptionId: options[0]!.id, shippingOptions: options };
}

/** The card method as Google wants it: PAN only, the six networks, full billing address with phone (spec §9.2). */
export function cardMethod(publishableKey?: string) {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: ['PAN_ONLY'],
      allowedCardNetworks: GOOGLE_CARD_NETWORKS,
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
    },
    ...(publishableKey
      ? {
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'stripe', 'stripe:version': STRIPE_TOKEN_VERSION, 'stripe:publishableKey': publishableKey },
          },
        }
      : {}),
  };
}

export function isReadyToPayRequest() {
  return { ...GOOGLE_PAY_VERSION, allowedPaymentMethods: [cardMethod()], existingPaymentMethodRequired: false };
}

export interface PaymentDataInput {
  order: OrderData;
  shippingOptions: ShippingMethod[];
  shippingRequired: boolean;
  merchantId: string;
  merchantName: string;
  publishableKey: string;
  placeholderLabel: string;
}

export function paymentDataRequest(input: PaymentDataInput) {
  const shipping = input.shippingRequired;
  return {
    ...GOOGLE_PAY_VERSION,
    allowedPaymentMethods: [cardMethod(input.publishableKey)],
    merchantInfo: {
      ...(input.merchantId ? { merchantId: input.merchantId } : {}),
      merchantName: input.merchantName,
      softwareInfo: { id: 'vitrine', version: '1' },
    },
    transactionInfo: transactionInfo(input.order),
    emailRequired: true,
    callbackIntents: shipping ? ['SHIPPING_ADDRESS', 'SHIPPING_OPTION', 'PAYMENT_AUTHORIZATION'] : ['PAYMENT_AUTHORIZATION'],
    shippingAddressRequired: shipping,
    ...(shipping
      ? {
          shippingAddressParameters: { phoneNumberRequired: true },
          shippingOptionRequired: true,
          shippingOptionParameters: googleShippingOptions(input.shippingOptions, input.placeholderLabel),
        }
      : {}),
  };
}

/** Which intent a shipping callback answers (INITIALIZE is the first address). */
function intentFor(trigger: string): GoogleIntent {
  return trigger === 'SHIPPING_OPTION' ? 'SHIPPING_OPTION' : 'SHIPPING_ADDRESS';
}

/** An unserviceable address: the one reason Google shows as "we don't ship there". */
export function unserviceable(message: string): GoogleError {
  return { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message, intent: 'SHIPPING_ADDRESS' };
}

/**
 * The shop's `paymentRequestUpdate`, made safe for Google: transaction info normalised as in §3.11, and an error
 * whose reason Google does not know replaced by the right valid one for the change being answered.
 */
export function googleUpdate(update: GooglePayRequestUpdate, trigger: string): GoogleUpdate {
  const out: GoogleUpdate = {};
  const info = update.newTransactionInfo;
  if (info) {
    out.newTransactionInfo = {
      countryCode: (info.countryCode ?? 'CH').toUpperCase(),
      currencyCode: info.currencyCode.toUpperCase(),
      totalPriceStatus: 'ESTIMATED',
      totalPrice: priceText(info.totalPrice),
      totalPriceLabel: info.totalPriceLabel ?? '',
      displayItems: info.displayItems.map((item) => ({
        label: item.label,
        type: item.type,
        price: priceText(item.price),
        ...(item.status ? { status: item.status } : {}),
      })),
    };
  }
  const options = update.newShippingOptionParameters;
  if (options?.shippingOptions.length) {
    const shippingOptions = options.shippingOptions.map((o) => ({ id: o.id, label: o.label, description: o.description }));
    const chosen = shippingOptions.find((o) => o.id === options.defaultSelectedOptionId) ?? shippingOptions[0]!;
    out.newShippingOptionParameters = { defaultSelectedOptionId: chosen.id, shippingOptions };
  }
  if (update.error) {
    const intent = intentFor(trigger);
    const known = (GOOGLE_ERROR_REASONS as readonly string[]).includes(update.error.reason);
    const reason = known
      ? (update.error.reason as GoogleErrorReason)
      : intent === 'SHIPPING_OPTION'
        ? 'SHIPPING_OPTION_INVALID'
        : 'SHIPPING_ADDRESS_UNSERVICEABLE';
    out.error = { reason, message: update.error.message, intent };
  }
  return out;
}

export type GoogleFailure = 'silent' | 'whitelist' | 'reload';

/**
 * How a rejected `loadPaymentData` ends (spec §4.8, §8.3): the shopper's cancel is silent; a callback intent the
 * merchant is not allowed yet shows DEVELOPER_ERROR_WHITELIST; anything else unblocks and reloads the page.
 */
export function googleFailure(error: unknown): GoogleFailure {
  const { statusCode, statusMessage } = (error ?? {}) as { statusCode?: unknown; statusMessage?: unknown };
  if (statusCode === 'CANCELED') return 'silent';
  if (statusCode === 'DEVELOPER_ERROR' && /callbackIntent/i.test(String(statusMessage ?? ''))) return 'whitelist';
  return 'reload';
}

/** The part of Google's intermediate payment data the shop reads (the address is partial until authorised). */
export interface GoogleIntermediateData {
  callbackTrigger?: string;
  shippingAddress?: { countryCode?: string; postalCode?: string; locality?: string; administrativeArea?: string };
  shippingOptionData?: { id?: string };
}

export function googleShippingChange(data: GoogleIntermediateData) {
  const address = data.shippingAddress ?? {};
  return {
    country: address.countryCode ?? '',
    postcode: address.postalCode ?? '',
    city: address.locality ?? '',
    state: address.administrativeArea ?? '',
    methodId: data.shippingOptionData?.id ?? null,
  };
}

interface GoogleAddress {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
}

/** What Google gives once the shopper pays. */
export interface GooglePaymentData {
  email?: string;
  paymentMethodData?: { tokenizationData?: { token?: string }; info?: { billingAddress?: GoogleAddress } };
  shippingAddress?: GoogleAddress;
  shippingOptionData?: { id?: string };
}

/** The card token Stripe issued inside Google's answer (a JSON text), or null when it is not one. */
export function stripeTokenId(data: GooglePaymentData): string | null {
  try {
    const parsed: unknown = JSON.parse(data.paymentMethodData?.tokenizationData?.token ?? '');
    const id = (parsed as { id?: unknown } | null)?.id;
    return typeof id === 'string' && /^tok_\w+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Google's payer, in the payment request's words, so the same order payload rules apply (spec §5.6). */
export function googlePayer(data: GooglePaymentData) {
  const billing = data.paymentMethodData?.info?.billingAddress ?? {};
  const shipping = data.shippingAddress;
  const optionId = data.shippingOptionData?.id;
  return {
    billing: {
      name: billing.name ?? null,
      email: data.email ?? null,
      phone: billing.phoneNumber ?? null,
      address: {
        line1: billing.address1 ?? null,
        line2: [billing.address2, billing.address3].filter(Boolean).join(' ') || null,
        city: billing.locality ?? null,
        state: billing.administrativeArea ?? null,
        postal_code: billing.postalCode ?? null,
        country: billing.countryCode ?? null,
      },
    },
    payerEmail: data.email,
    shippingAddress: shipping
      ? {
          recipient: shipping.name ?? '',
          addressLine: [shipping.address1 ?? '', [shipping.address2, shipping.address3].filter(Boolean).join(' ')],
          city: shipping.locality ?? '',
          region: shipping.administrativeArea ?? '',
          postalCode: shipping.postalCode ?? '',
          country: shipping.countryCode ?? '',
          phone: shipping.phoneNumber ?? '',
        }
      : undefined,
    shippingOption: optionId && optionId !== 'default' ? { id: optionId } : undefined,
  };
}
