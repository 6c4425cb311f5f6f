import { describe, expect, it, vi } from 'vitest';
import type { Call } from '@vitrine/contract';
import { TransportError } from '@vitrine/core';
import type { IntentResult } from '@vitrine/payments';
import { submitOrder, type SubmitDeps } from './submit-order.ts';

const BASE = 'https://boutique.ch/produit/miel/';
const RETURN = 'https://boutique.ch/checkout/order-received/42/?key=wc_order_abc';
const CONFIRM = `#fkwcs-confirm-pi-pi_42_secret_x:${encodeURIComponent(RETURN)}:42:fkwcs_stripe:0`;

function deps(answer: unknown, confirms: IntentResult[] = []) {
  const confirmIntent = vi.fn(async (..._args: unknown[]) => confirms.shift() ?? { status: 'succeeded' });
  const handleNextAction = vi.fn(async (..._args: unknown[]) => confirms.shift() ?? { status: 'succeeded' });
  const d = {
    handleNextAction,
    timeoutMs: 1000,
    challengeTimeoutMs: 1000,
    send: vi.fn(async (_call: Call<unknown>) => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    confirmIntent,
    base: BASE,
    cardError: vi.fn(async (error: { code?: string }) => `carte: ${error.code}`),
    messagesOf: (markup: string) => (markup ? [markup.replace(/<[^>]+>/g, '')] : []),
    showErrors: vi.fn(),
    orderRefused: vi.fn(),
    logError: vi.fn(),
    leave: vi.fn(),
  };
  return d as typeof d & SubmitDeps;
}

describe('the express order (spec §4.7)', () => {
  it('confirms without actions, closes the sheet, then leaves for the return URL', async () => {
    const d = deps({ result: 'success', redirect: CONFIRM, messages: '' });
    const complete = vi.fn();
    await submitOrder({ terms: 1 }, 'payment-request', 'pm_1', complete, d);
    expect(d.send.mock.calls[0]![0].endpoint).toBe('wc_stripe_create_order');
    expect(d.confirmIntent.mock.calls).toEqual([['pi', 'pi_42_secret_x', 'pm_1']]);
    expect(complete.mock.calls).toEqual([['success']]);
    expect(d.leave).toHaveBeenCalledWith(RETURN);
    expect(d.showErrors).not.toHaveBeenCalled();
  });

  it('lets the provider run the bank’s challenge when the bank wants the shopper (3-D Secure)', async () => {
    const d = deps({ result: 'success', redirect: CONFIRM }, [{ status: 'requires_action' }, { status: 'succeeded' }]);
    const complete = vi.fn();
    await submitOrder({}, 'google-pay', 'pm_1', complete, d);
    expect(d.send.mock.calls[0]![0].endpoint).toBe('fkwcs_gpay_button_payment_request');
    expect(d.confirmIntent.mock.calls).toEqual([['pi', 'pi_42_secret_x', 'pm_1']]);
    expect(d.handleNextAction.mock.calls).toEqual([['pi', 'pi_42_secret_x']]);
    expect(complete.mock.calls).toEqual([['success']]);
    expect(d.leave).toHaveBeenCalledWith(RETURN);
  });

  it('fails the sheet on a declined card, shows the French message and logs it', async () => {
    const declined = { type: 'card_error', code: 'card_declined' };
    const d = deps({ result: 'success', redirect: CONFIRM }, [{ error: declined }]);
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls).toEqual([['fail', 'carte: card_declined']]);
    expect(d.showErrors).toHaveBeenCalledWith(['carte: card_declined']);
    expect(d.logError).toHaveBeenCalledWith('confirm_payment', declined);
    expect(d.leave).not.toHaveBeenCalled();
  });

  it('keeps the shopper on the page when the challenge fails (the sheet is already closed)', async () => {
    const refused = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' };
    const d = deps({ result: 'success', redirect: CONFIRM }, [{ status: 'requires_action' }, { error: refused }]);
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls).toEqual([['success']]);
    expect(d.showErrors).toHaveBeenCalledWith(['carte: payment_intent_authentication_failure']);
    expect(d.logError).toHaveBeenCalledWith('confirm_payment_action', refused);
    expect(d.leave).not.toHaveBeenCalled();
  });

  it('fails the sheet with the shop’s messages, as text, when the order is refused', async () => {
    const d = deps({ result: 'failure', redirect: '', messages: '<ul class="woocommerce-error"><li>Stock épuisé</li></ul>' });
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls).toEqual([['fail', 'Stock épuisé']]);
    // Spec §4.7: above the product or checkout form, not (only) in the notices area.
    expect(d.orderRefused).toHaveBeenCalledWith(['Stock épuisé']);
    expect(d.showErrors).not.toHaveBeenCalled();
    expect(d.confirmIntent).not.toHaveBeenCalled();
  });

  it('fails the sheet, never `success`, when the shop cannot be reached', async () => {
    const d = deps(new TransportError('timeout', 'wc_stripe_create_order', 'no answer'));
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls).toEqual([['fail', 'La boutique met trop de temps à répondre. Veuillez réessayer.']]);
    expect(d.logError.mock.calls[0]![0]).toBe('create_order');
  });

  it('refuses hostile redirects and follows a plain same-origin one', async () => {
    for (const redirect of ['javascript:alert(1)', 'https://evil.example/', `#fkwcs-confirm-pi-pi_1_secret_2:${encodeURIComponent('https://evil.example/')}`]) {
      const d = deps({ result: 'success', redirect });
      const complete = vi.fn();
      await submitOrder({}, 'payment-request', 'pm_1', complete, d);
      expect(complete.mock.calls[0]![0]).toBe('fail');
      expect(d.confirmIntent).not.toHaveBeenCalled();
      expect(d.leave).not.toHaveBeenCalled();
    }
    const d = deps({ result: 'success', redirect: '/checkout/order-received/7/?key=k' });
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls).toEqual([['success']]);
    expect(d.leave).toHaveBeenCalledWith('https://boutique.ch/checkout/order-received/7/?key=k');
  });

  it('treats a provider that throws like one that declines', async () => {
    const d = deps({ result: 'success', redirect: CONFIRM });
    d.confirmIntent.mockRejectedValueOnce(new Error('network'));
    const complete = vi.fn();
    await submitOrder({}, 'payment-request', 'pm_1', complete, d);
    expect(complete.mock.calls[0]![0]).toBe('fail');
    expect(d.logError.mock.calls[0]![0]).toBe('confirm_payment');
  });
});
