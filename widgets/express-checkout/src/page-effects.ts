import { logExpressError } from '@vitrine/contract';
import { announce, getConfig, goTo, postNotice, send, t, TransportError } from '@vitrine/core';
import { cardErrorText, type IntentConfirmer } from '@vitrine/payments';
import { confirmDeps } from './confirm-payment.ts';
import { blockForProcessing, noticeTexts } from './page-form.ts';
import type { ExpressContext } from './model.ts';
import type { SubmitDeps } from './submit-order.ts';
import { formOf, showAboveForm } from './wallet-messages.ts';
import './french.ts';

/**
 * The page side of an express order: errors as text in the shop's notice area (which scrolls to them), the
 * `fkwcs_js_errors` log, and the processing block before leaving.
 */

export function showErrors(messages: string[]): void {
  for (const message of messages) postNotice('error', message);
  announce(messages.join(' '), 'assertive');
}

/** What the log keeps of an error: its kind and codes, never a whole object graph. */
function describe(error: unknown): string {
  if (error instanceof TransportError) return JSON.stringify({ kind: error.kind, status: error.status, endpoint: error.endpoint, message: error.message });
  if (error instanceof Error) return JSON.stringify({ message: error.message });
  try {
    return JSON.stringify(error).slice(0, 2000);
  } catch {
    return String(error);
  }
}

/** Spec §7.4: the answer is not read, and a failed log never troubles the shopper. */
export function logError(failed: string, error: unknown): void {
  send(logExpressError({ failed, error: describe(error) })).catch(() => {});
}

export function pageDeps(host: Element, context: ExpressContext, gateway: IntentConfirmer): SubmitDeps {
  return {
    ...confirmDeps(gateway, getConfig().request_timeout_ms),
    send,
    base: location.href,
    cardError: cardErrorText,
    messagesOf: noticeTexts,
    showErrors,
    orderRefused(messages) {
      const form = formOf(host, context);
      if (form) showAboveForm(form, messages);
      else showErrors(messages);
    },
    logError,
    leave: (url) => leaveFor(host, url),
  };
}

/** Blocks the form as `processing`, says so, and goes (a same-origin URL, already checked): the page is leaving. */
export function leaveFor(host: Element, url: string, message = t('Your order is being processed…')): void {
  blockForProcessing(host);
  announce(message);
  goTo(url);
}
