import { createExpressOrder, type Call, type FormFields } from '@vitrine/contract';
import { shopperMessage, t } from '@vitrine/core';
import { parseOrderRedirect, type PaymentError } from '@vitrine/payments';
import { confirmationMessage, confirmPayment, type ConfirmDeps } from './confirm-payment.ts';

/**
 * The express order (spec §4.7, §8.3): create it, confirm the payment the shop prepared, close the sheet, let the
 * provider run the bank's challenge when the bank wants the shopper (3-D Secure), then leave for the order's page.
 * Every failure closes the sheet with `fail` (never `success`, the original's bug), shows a French message and is
 * logged.
 */

export interface SubmitDeps extends ConfirmDeps {
  send<T>(call: Call<T>): Promise<T>;
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

  // Spec §4.7's confirmation (confirm-payment.ts, the card form's too): the sheet closes once the first confirmation
  // went through, before any 3-D Secure challenge.
  let closed = false;
  const confirmed = await confirmPayment(redirect, paymentMethodId, deps, () => {
    closed = true;
    complete('success');
  });
  if (!confirmed.ok) {
    const message = await confirmationMessage(confirmed.error, deps.cardError);
    if (!closed) return fail(confirmed.step, confirmed.error, [message]);
    deps.showErrors([message]);
    return deps.logError(confirmed.step, confirmed.error);
  }
  deps.leave(redirect.returnUrl);
}
