import type { ShippingMethod, WalletItem } from '@vitrine/contract';

/**
 * The payment seam. Widgets see only these shapes: the Stripe adapter, the demo wallet (and later an Express
 * Checkout Element adapter) implement them, so a widget never touches a provider's API.
 *
 * The shapes follow Stripe's payment request (amounts in the smallest unit, `updateWith`, `complete`), because that
 * is the flow the shop's server speaks (spec §3.9, §4.7, §4.9).
 */

/** What the device offers, as the order's `payment_request_type` names it (spec §7.3). */
export type WalletKind = 'apple_pay' | 'google_pay' | 'payment_request_api';

export type ShippingOption = ShippingMethod;

/** Spec §3.9: the payer's name, email and phone are always asked for. */
export interface WalletRequest {
  country: string;
  currency: string;
  total: WalletItem;
  displayItems: WalletItem[];
  requestShipping: boolean;
}

export interface WalletUpdate {
  total: WalletItem;
  displayItems: WalletItem[];
  shippingOptions?: ShippingOption[];
}

/** Spec §3.12: an address as the wallet gives it. */
export interface WalletAddress {
  country?: string;
  addressLine?: string[];
  region?: string;
  city?: string;
  postalCode?: string;
  recipient?: string;
  organization?: string;
  phone?: string;
}

/** The answer to a shipping change: the sheet waits for exactly one. */
/**
 * A shipping change's answer, in the payment request's words: `invalid_shipping_address` when the shop does not
 * deliver there, `fail` when the update itself failed (no answer, a server error): the sheet tells them apart.
 */
export type ShippingUpdate = ({ status: 'success' } & WalletUpdate) | { status: 'fail' | 'invalid_shipping_address' };

export interface ShippingAddressEvent {
  shippingAddress: WalletAddress;
  updateWith(update: ShippingUpdate): void;
}

export interface ShippingOptionEvent {
  shippingOption: ShippingOption;
  updateWith(update: ShippingUpdate): void;
}

export interface BillingDetails {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    state?: string | null;
    postal_code?: string | null;
    country?: string | null;
  } | null;
}

export interface WalletPaymentMethod {
  id: string;
  billing_details: BillingDetails;
  card?: { brand?: string } | null;
}

export interface PaymentMethodEvent {
  paymentMethod: WalletPaymentMethod;
  payerName?: string;
  payerEmail?: string;
  payerPhone?: string;
  shippingAddress?: WalletAddress;
  shippingOption?: ShippingOption;
  /** Closes the sheet: `success`, or `fail` so the shopper sees the payment did not go through. */
  complete(status: 'success' | 'fail'): void;
}

export interface WalletEvents {
  shippingaddresschange: ShippingAddressEvent;
  shippingoptionchange: ShippingOptionEvent;
  paymentmethod: PaymentMethodEvent;
  cancel: undefined;
}

/** One payment request: created once per page, updated with each new total, shown only inside a click. */
export interface WalletSession {
  /** Which wallet the device offers, or null: then no button shows (spec §4.10). */
  canMakePayment(): Promise<WalletKind | null>;
  /** Only while the sheet is closed. */
  update(update: WalletUpdate): void;
  /** Only synchronously inside the shopper's click (browsers refuse it otherwise). */
  show(): void;
  on<K extends keyof WalletEvents>(type: K, handler: (event: WalletEvents[K]) => void): void;
}

/** A provider error, reduced to what the shop shows and logs. */
export interface PaymentError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  /** The intent's status as the error carries it (`payment_intent.status`): a paid intent confirmed again says `succeeded`. */
  intent_status?: string;
}

export type IntentResult = { status: string; error?: undefined } | { error: PaymentError; status?: undefined };

/** `pi`: a payment intent; `si`: a setup intent (a card saved for later, spec §4.7). */
export type IntentKind = 'pi' | 'si';

/**
 * Spec §4.7's two confirmations, the same for every page with a card (express orders, the card form's payments and
 * setups). Stripe.js: `confirmCardPayment` / `confirmCardSetup` with `handleActions: false`, then `handleNextAction`.
 */
export interface IntentConfirmer {
  /**
   * The first confirmation, without the provider's own actions (an express sheet is still open): with the wallet's
   * payment method, or with none when the intent already holds one (the card form's, attached by the shop).
   */
  confirmIntent(kind: IntentKind, secret: string, paymentMethodId?: string): Promise<IntentResult>;
  /** The second, for an intent in `requires_action`: the provider shows what the bank asks of the shopper (3-D Secure). */
  handleNextAction(kind: IntentKind, secret: string): Promise<IntentResult>;
}

export interface WalletGateway extends IntentConfirmer {
  paymentRequest(request: WalletRequest): WalletSession;
}

export type PaymentMethodResult = { paymentMethod: WalletPaymentMethod; error?: undefined } | { error: PaymentError; paymentMethod?: undefined };

/** Spec §3.17: the embedded card form (the provider's Payment Element, card only). */
export interface CardFormOptions {
  /** In the smallest unit, from the page (e.g. 13175); none when the card is only saved. */
  amount: number;
  currency: string;
  /** `setup` keeps the card for later (the account's pages, spec §7.5 `si`), `payment` pays now. */
  mode: 'payment' | 'setup';
}

export interface CardForm {
  /** Checks the form and creates a payment method with the billing details the page collected (never the form). */
  createPaymentMethod(billing: BillingDetails): Promise<PaymentMethodResult>;
  onReady(handler: () => void): void;
  /** The provider could not show its card fields (a refused key, a blocked frame): the form cannot be used. */
  onLoadError(handler: () => void): void;
  destroy(): void;
}

/** What the Stripe adapter offers beyond the wallet: the card form and Google Pay tokens. */
export interface CardGateway extends WalletGateway {
  mountCardForm(container: HTMLElement, options: CardFormOptions): CardForm;
  /** The standalone Google Pay wallet returns a card token; the shop's order wants a payment method. */
  paymentMethodFromToken(token: string, billing: BillingDetails): Promise<PaymentMethodResult>;
}
