/**
 * The standalone Google Pay wallet's side of the seam, a separate entry (`@vitrine/payments/google-pay`) so a
 * page that never shows that wallet never downloads its request rules.
 */
import type { GooglePayCallbacks, GooglePayClient } from './google-pay-client.ts';

export {
  paymentDataRequest,
  isReadyToPayRequest,
  googleUpdate,
  googleFailure,
  googleShippingChange,
  googlePayer,
  stripeTokenId,
  unserviceable,
  type GoogleUpdate,
  type GoogleIntermediateData,
  type GooglePaymentData,
} from './google-pay-request.ts';
export type { AuthorizationResult, GooglePayCallbacks, GooglePayClient } from './google-pay-client.ts';

/** Google's client script is fetched only now. */
export function googlePayClient(test: boolean, callbacks: GooglePayCallbacks): Promise<GooglePayClient> {
  return import('./google-pay-client.ts').then((m) => m.loadGooglePay(test, callbacks));
}
