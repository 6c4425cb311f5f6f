import type { StripeError } from '@stripe/stripe-js';
import type { IntentResult, PaymentError } from './gateway.ts';

/**
 * Stripe.js's answers reduced to the seam's shapes: an error to its codes (and the status of the intent it carries),
 * a confirmation to the intent's status. The demo wallet's bank answers in the same shapes.
 */

type ProviderError = Pick<StripeError, 'type' | 'code' | 'decline_code' | 'message'> & {
  payment_intent?: { status?: string } | undefined;
  setup_intent?: { status?: string } | undefined;
};

export const toError = (error: ProviderError): PaymentError => {
  const intent = error.payment_intent ?? error.setup_intent;
  return {
    type: error.type,
    ...(error.code ? { code: error.code } : {}),
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    ...(error.message ? { message: error.message } : {}),
    ...(intent?.status ? { intent_status: intent.status } : {}),
  };
};

/** Stripe.js's `{paymentIntent}`, `{setupIntent}` or `{error}`, reduced to the intent's status or the error. */
export function intentResult(result: {
  error?: ProviderError | undefined;
  paymentIntent?: { status: string } | undefined;
  setupIntent?: { status: string } | undefined;
}): IntentResult {
  if (result.error) return { error: toError(result.error) };
  const intent = result.paymentIntent ?? result.setupIntent;
  return intent ? { status: intent.status } : { error: { type: 'api_error', message: 'no intent in the answer' } };
}
