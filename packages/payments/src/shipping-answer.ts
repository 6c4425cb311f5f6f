import type { ShippingAddressAnswer, ShippingOptionAnswer } from '@vitrine/contract';
import type { ShippingUpdate } from './gateway.ts';

/**
 * Shipping changes in the sheet (spec §4.9): the server's answer becomes the wallet's update. The sheet waits for
 * exactly one answer, and closes itself after 30 s without one (the original left it hanging on network errors):
 * so every change is answered, `fail` included, before {@link WALLET_DEADLINE_MS}.
 */
export const WALLET_DEADLINE_MS = 25_000;

/** The shop answered but will not ship there (its `invalid_shipping_address`), or failed otherwise. */
const refusal = (result: string): ShippingUpdate => ({ status: result === 'invalid_shipping_address' ? 'invalid_shipping_address' : 'fail' });

export function shippingAddressUpdate(answer: ShippingAddressAnswer): ShippingUpdate {
  if (!('shipping_methods' in answer)) return refusal(answer.result);
  return {
    status: 'success',
    total: answer.total,
    displayItems: answer.displayItems,
    shippingOptions: answer.shipping_methods,
  };
}

export function shippingOptionUpdate(answer: ShippingOptionAnswer): ShippingUpdate {
  if (!('total' in answer)) return refusal(answer.result);
  return { status: 'success', total: answer.total, displayItems: answer.displayItems };
}

/**
 * Calls `answer` exactly once: with `work`'s result, or with `fallback` (`fail` for the payment request) when it
 * rejects or outlives the deadline. Resolves with what was sent.
 */
export function answerWithin<T = ShippingUpdate>(
  work: () => Promise<T>,
  answer: (value: T) => void,
  deadlineMs: number = WALLET_DEADLINE_MS,
  fallback: T = { status: 'fail' } as T,
): Promise<T> {
  return new Promise((resolve) => {
    let answered = false;
    const once = (value: T) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      answer(value);
      resolve(value);
    };
    const timer = setTimeout(() => once(fallback), deadlineMs);
    let running: Promise<T>;
    try {
      running = work();
    } catch {
      running = Promise.resolve(fallback);
    }
    running.then(once, () => once(fallback));
  });
}
