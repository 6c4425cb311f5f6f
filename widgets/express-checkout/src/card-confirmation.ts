import { t } from '@vitrine/core';
import { parseOrderRedirect, type IntentConfirmer, type PaymentError } from '@vitrine/payments';
import { confirmationMessage, confirmDeps, confirmPayment } from './confirm-payment.ts';
import './french.ts';

/**
 * The card form's half of spec §4.7. When the bank wants the shopper, the shop answers the card's post with this page
 * and `#fkwcs-confirm-{pi|si}-{secret}:{return URL}:…` in its address (a redirect, or a hash an AJAX checkout sets):
 * the intent is confirmed through the same path as an express order's (confirm-payment.ts), the provider runs the
 * bank's challenge, and the browser goes to the return URL, where the shop asks its provider. On failure the hash is
 * taken out of the address (a reload must not start a challenge the bank already refused), the form is usable again
 * and the French message goes to the shop's notices. A reload while the hash is still there confirms again: the
 * intent is the same one, and a paid intent is never paid twice.
 */

export interface AddressDeps {
  hash(): string;
  /** Takes the confirmation out of the address without a new history entry. */
  clearHash(): void;
  base: string;
  gateway(): Promise<IntentConfirmer>;
  timeoutMs: number;
  /** Blocks the form as `processing`; the function given back unblocks it. */
  block(): () => void;
  announce(message: string): void;
  showErrors(messages: string[]): void;
  logError(failed: string, error: unknown): void;
  cardError(error: PaymentError): Promise<string>;
  /** Goes to the return URL (same-origin, already checked); the form stays blocked. */
  leave(url: string): void;
}

export type AddressOutcome = 'none' | 'left' | 'failed';

const SHOP_PROBLEM = 'The shop had a problem with your request. Please try again.';

/** One confirmation at a time per page: the element's mount and a `hashchange` may both see the same hash. */
let running = false;

export async function confirmCardInAddress(deps: AddressDeps): Promise<AddressOutcome> {
  const hash = deps.hash();
  if (running || !/^#fkwcs-confirm-/.test(hash)) return 'none';
  const redirect = parseOrderRedirect(hash, deps.base);
  if (redirect.kind !== 'confirm') {
    deps.clearHash();
    deps.showErrors([t(SHOP_PROBLEM)]);
    deps.logError('redirect', { reason: redirect.kind === 'refused' ? redirect.reason : 'not a confirmation' });
    return 'failed';
  }
  running = true;
  const unblock = deps.block();
  deps.announce(redirect.intent === 'si' ? t('Confirming the card with your bank…') : t('Confirming the payment with your bank…'));
  try {
    let gateway: IntentConfirmer;
    try {
      gateway = await deps.gateway();
    } catch (error) {
      return fail(deps, unblock, 'confirm_payment', { type: 'api_connection_error', message: error instanceof Error ? error.message : String(error) });
    }
    const confirmed = await confirmPayment(redirect, undefined, confirmDeps(gateway, deps.timeoutMs));
    if (!confirmed.ok) return await fail(deps, unblock, confirmed.step, confirmed.error);
    deps.leave(redirect.returnUrl);
    return 'left';
  } finally {
    running = false;
  }
}

async function fail(deps: AddressDeps, unblock: () => void, step: string, error: PaymentError): Promise<AddressOutcome> {
  const message = await confirmationMessage(error, deps.cardError);
  deps.clearHash();
  unblock();
  deps.showErrors([message]);
  deps.logError(step, error);
  return 'failed';
}
