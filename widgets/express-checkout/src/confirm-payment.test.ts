import { describe, expect, it, vi } from 'vitest';
import type { IntentResult } from '@vitrine/payments';
import { confirmationMessage, confirmPayment, needsAction, TIMED_OUT, type ConfirmDeps } from './confirm-payment.ts';

/** Spec §4.7's confirmation, as the express sheet and the card form share it. */

const PI = { intent: 'pi' as const, secret: 'pi_1_secret_2' };

function deps(first: IntentResult | Promise<IntentResult>, second?: IntentResult | Promise<IntentResult>) {
  return {
    confirmIntent: vi.fn(async (..._args: unknown[]) => first),
    handleNextAction: vi.fn(async (..._args: unknown[]) => second ?? { status: 'succeeded' }),
    timeoutMs: 50,
    challengeTimeoutMs: 100,
  } satisfies ConfirmDeps;
}

describe('confirming a card payment (spec §4.7)', () => {
  it('asks the shopper again only for the statuses that need them', () => {
    expect(['requires_action', 'requires_source_action', 'succeeded', 'processing', undefined].map(needsAction)).toEqual([true, true, false, false, false]);
  });

  it('pays at once, or after the provider ran the bank’s challenge', async () => {
    const plain = deps({ status: 'succeeded' });
    const after = vi.fn();
    expect(await confirmPayment(PI, undefined, plain, after)).toEqual({ ok: true });
    expect(plain.confirmIntent).toHaveBeenCalledWith('pi', 'pi_1_secret_2', undefined);
    expect(plain.handleNextAction).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledOnce();

    const challenged = deps({ status: 'requires_action' }, { status: 'succeeded' });
    expect(await confirmPayment({ intent: 'si', secret: 'seti_1_secret_2' }, 'pm_1', challenged)).toEqual({ ok: true });
    expect(challenged.confirmIntent).toHaveBeenCalledWith('si', 'seti_1_secret_2', 'pm_1');
    expect(challenged.handleNextAction).toHaveBeenCalledWith('si', 'seti_1_secret_2');
  });

  it('fails on a decline, a refused or closed challenge, a challenge left unanswered, or a provider that throws', async () => {
    const declined = { type: 'card_error', code: 'card_declined' };
    const after = vi.fn();
    expect(await confirmPayment(PI, 'pm_1', deps({ error: declined }), after)).toEqual({ ok: false, step: 'confirm_payment', error: declined });
    expect(after).not.toHaveBeenCalled();

    const refused = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' };
    expect(await confirmPayment(PI, undefined, deps({ status: 'requires_action' }, { error: refused }))).toEqual({
      ok: false,
      step: 'confirm_payment_action',
      error: refused,
    });
    expect(await confirmPayment(PI, undefined, deps({ status: 'requires_action' }, { status: 'requires_action' }))).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(await confirmPayment(PI, undefined, deps(Promise.reject(new Error('frame lost'))))).toMatchObject({
      ok: false,
      error: { type: 'api_connection_error', message: 'frame lost' },
    });
  });

  it('gives up on a bank that never answers, with its own French message', async () => {
    const silent = new Promise<IntentResult>(() => {});
    const first = await confirmPayment(PI, undefined, deps(silent));
    expect(first).toMatchObject({ ok: false, step: 'confirm_payment', error: { code: TIMED_OUT } });
    const second = await confirmPayment(PI, undefined, deps({ status: 'requires_action' }, silent));
    expect(second).toMatchObject({ ok: false, step: 'confirm_payment_action', error: { code: TIMED_OUT } });
    if (first.ok) throw new Error('unreachable');
    const cardError = vi.fn(async () => 'carte');
    expect(await confirmationMessage(first.error, cardError)).toBe('Votre banque n’a pas répondu à temps : rien n’a été confirmé. Veuillez réessayer.');
    expect(cardError).not.toHaveBeenCalled();
  });

  it('takes a paid intent confirmed again (a reload) as paid: the order page will say so', async () => {
    const again = { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', intent_status: 'succeeded' } };
    expect(await confirmPayment(PI, undefined, deps(again))).toEqual({ ok: true });
    const cancelled = { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', intent_status: 'canceled' } };
    expect(await confirmPayment(PI, undefined, deps(cancelled))).toMatchObject({ ok: false });
  });
});
