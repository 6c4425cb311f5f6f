import { t } from '@vitrine/core';
import type { IntentConfirmer, IntentKind, IntentResult, PaymentError } from '@vitrine/payments';
import './french.ts';

/**
 * Spec §4.7's confirmation, the one path for every card payment the shop asks the browser to confirm: an express
 * order's (its sheet still open) and the card form's (the checkout, the order-pay page, and the setups of the account's
 * pages). First a confirmation without the provider's own actions; when the bank wants the shopper
 * (`requires_action`), the provider's next action, the 3-D Secure challenge; then the caller goes to the return URL,
 * where the shop asks its provider how the intent stands. Dependencies injected, so every way out is tested alone.
 */

export interface ConfirmDeps extends IntentConfirmer {
  /** How long the first confirmation, which needs nobody, may take (the page config's `request_timeout_ms`). */
  timeoutMs: number;
  /** How long the shopper has for the bank's challenge: the bank's own session lasts about that long. */
  challengeTimeoutMs: number;
}

export type ConfirmStep = 'confirm_payment' | 'confirm_payment_action';

export type Confirmation = { ok: true } | { ok: false; step: ConfirmStep; error: PaymentError };

/**
 * The bank's challenge page stays open about ten minutes (3-D Secure 2's challenge window) before the bank itself gives
 * up; past that the shopper gets the timed-out message and the form back.
 */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;

/** The confirmations of a provider gateway, with the page's time limits (`timeoutMs`: the config's request timeout). */
export function confirmDeps(gateway: IntentConfirmer, timeoutMs: number): ConfirmDeps {
  return {
    confirmIntent: (kind, secret, paymentMethodId) => gateway.confirmIntent(kind, secret, paymentMethodId),
    handleNextAction: (kind, secret) => gateway.handleNextAction(kind, secret),
    timeoutMs,
    challengeTimeoutMs: CHALLENGE_TIMEOUT_MS,
  };
}

/** The code a confirmation that never answered gets (not one of the provider's): its message says so. */
export const TIMED_OUT = 'vitrine_confirmation_timeout';

/** A challenge (or a first confirmation) may run out; a provider that throws fails as one that answers an error. */
async function bounded(run: () => Promise<IntentResult>, ms: number): Promise<IntentResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<IntentResult>((resolve) => {
    timer = setTimeout(() => resolve({ error: { type: 'api_connection_error', code: TIMED_OUT } }), ms);
  });
  try {
    return await Promise.race([run(), late]);
  } catch (error) {
    return { error: { type: 'api_connection_error', message: error instanceof Error ? error.message : String(error) } };
  } finally {
    clearTimeout(timer);
  }
}

/** Payment intents the provider still needs the shopper for. */
export function needsAction(status: string | undefined): boolean {
  return status === 'requires_action' || status === 'requires_source_action';
}

const PAID = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * A paid intent confirmed again (a reload of the page that confirmed it, a second tab) is not a failure: the shop's
 * return URL shows the order paid. Any other unexpected state is.
 */
const alreadyPaid = (error: PaymentError) => /_intent_unexpected_state$/.test(error.code ?? '') && PAID.has(error.intent_status ?? '');

export async function confirmPayment(
  target: { intent: IntentKind; secret: string },
  paymentMethodId: string | undefined,
  deps: ConfirmDeps,
  /** After the first confirmation went through (an express sheet closes then, before any challenge). */
  onFirstConfirmed: () => void = () => {},
): Promise<Confirmation> {
  const first = await bounded(() => deps.confirmIntent(target.intent, target.secret, paymentMethodId), deps.timeoutMs);
  if (first.error && !alreadyPaid(first.error)) return { ok: false, step: 'confirm_payment', error: first.error };
  if (!first.error && !needsAction(first.status) && !PAID.has(first.status)) {
    return { ok: false, step: 'confirm_payment', error: { type: 'invalid_request_error', intent_status: first.status } };
  }
  onFirstConfirmed();
  if (first.error || !needsAction(first.status)) return { ok: true };
  const second = await bounded(() => deps.handleNextAction(target.intent, target.secret), deps.challengeTimeoutMs);
  if (second.error) return alreadyPaid(second.error) ? { ok: true } : { ok: false, step: 'confirm_payment_action', error: second.error };
  // Still waiting after the challenge: the bank did not get the shopper's answer.
  if (!PAID.has(second.status)) {
    return {
      ok: false,
      step: 'confirm_payment_action',
      error: {
        type: 'invalid_request_error',
        code: `${target.intent === 'pi' ? 'payment' : 'setup'}_intent_authentication_failure`,
        intent_status: second.status,
      },
    };
  }
  return { ok: true };
}

const TIMED_OUT_MESSAGE = 'Your bank did not answer in time: nothing was confirmed. Please try again.';

/** The French message for a failed confirmation: the provider's code (spec §8.2), or the bank's silence. */
export function confirmationMessage(error: PaymentError, cardError: (error: PaymentError) => Promise<string>): Promise<string> {
  return error.code === TIMED_OUT ? Promise.resolve(t(TIMED_OUT_MESSAGE)) : cardError(error);
}
