import { createExpressOrder, type Call, type FormFields } from '@vitrine/contract';
import { shopperMessage, t } from '@vitrine/core';
import { parseOrderRedirect, type IntentKind, type IntentResult, type PaymentError } from '@vitrine/payments';
import { needsAction } from './model.ts';

/**
 * The express order (spec §4.7, §8.3): create it, confirm the payment the shop prepared, close the sheet, confirm
 * again when the bank wants the shopper (3-D Secure), then leave for the order's page. Every failure closes the
 * sheet with `fail` (never `success`, the original's bug), shows a French message and is logged.
 */

export interface SubmitDeps {
  send<T>(call: Call<T>): Promise<T>;
  confirmIntent(kind: IntentKind, secret: string, paymentMethodId: string | null): Promise<IntentResult>;
  /** The page's address, for the same-origin check of the redirect. */
  base: string;
  /** The French message for a provider error (spec §8.2). */
  cardError(error: PaymentError): Promise<string>;
  /** The shop's notices markup as plain texts. */
  messagesOf(markup: string): string[];
  /** Shop notices above the form (plain text). */
  showErrors(messages: string[]): void;
  /**
   * The shop refused the order (spec §4.7 "any other result"): its messages, as text, above the product or checkout
   * form, the page back at its top (the standalone wallet then reloads, §4.8).
   */
  orderRefused(messages: string[]): void;
  logError(failed: string, error: unknown): void;
  /** Blocks the form as `processing` and goes (a same-origin URL, already checked). */
  leave(url: string): void;
}

export type SheetStatus = 'success' | 'fail';

/** Closes the sheet; `message` is for wallets that show it in their own sheet (Google Pay). */
export type CompleteSheet = (status: SheetStatus, message?: string) => void;

export async function submitOrder(
  fields: FormFields,
  wallet: 'payment-request' | 'google-pay',
  paymentMethodId: string,
  complete: CompleteSheet,
  deps: SubmitDeps,
): Promise<void> {
  const fail = (failed: string, error: unknown, messages: string[]) => {
    complete('fail', messages[0]);
    deps.showErrors(messages);
    deps.logError(failed, error);
  };

  let answer;
  try {
    answer = await deps.send(createExpressOrder(fields, wallet));
  } catch (error) {
    return fail('create_order', error, [shopperMessage(error)]);
  }
  if (answer.result !== 'success') {
    const found = deps.messagesOf(answer.messages);
    const messages = found.length ? found : [t('There was an error processing your credit card.')];
    complete('fail', messages[0]);
    // Logged first: the standalone wallet reloads the page on a refusal.
    deps.logError('create_order', { result: answer.result, messages });
    return deps.orderRefused(messages);
  }

  const redirect = parseOrderRedirect(answer.redirect, deps.base);
  if (redirect.kind === 'refused') {
    return fail('redirect', { reason: redirect.reason }, [t('The shop had a problem with your request. Please try again.')]);
  }
  if (redirect.kind === 'go') {
    complete('success');
    return deps.leave(redirect.url);
  }

  const first = await confirmSafely(deps, redirect.intent, redirect.secret, paymentMethodId);
  if (first.error) return fail('confirm_payment', first.error, [await deps.cardError(first.error)]);
  complete('success');
  if (needsAction(first.status)) {
    const second = await confirmSafely(deps, redirect.intent, redirect.secret, null);
    if (second.error) {
      deps.showErrors([await deps.cardError(second.error)]);
      return deps.logError('confirm_payment_action', second.error);
    }
  }
  deps.leave(redirect.returnUrl);
}

/** A provider that throws (a network error inside Stripe.js) fails like one that answers an error. */
async function confirmSafely(deps: SubmitDeps, kind: IntentKind, secret: string, paymentMethodId: string | null): Promise<IntentResult> {
  try {
    return await deps.confirmIntent(kind, secret, paymentMethodId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: { type: 'api_connection_error', message } satisfies PaymentError };
  }
}
