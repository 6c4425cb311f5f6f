import { describe, expect, it, vi } from 'vitest';
import type { IntentResult } from '@vitrine/payments';
import { confirmCardInAddress, type AddressDeps } from './card-confirmation.ts';

/** The card form's confirmation of spec §4.7 when the shop sent the browser back with `#fkwcs-confirm-…`. */

const BASE = 'https://boutique.ch/checkout/';
const RETURN = 'https://boutique.ch/checkout/order-received/42/?key=wc_order_abc';
const HASH = `#fkwcs-confirm-pi-pi_demo_1_secret_2:${encodeURIComponent(RETURN)}:42:fkwcs_stripe:0`;

function deps(hash: string, first: IntentResult, second?: IntentResult) {
  const unblock = vi.fn();
  const gateway = {
    confirmIntent: vi.fn(async (..._args: unknown[]) => first),
    handleNextAction: vi.fn(async (..._args: unknown[]) => second ?? { status: 'succeeded' }),
  };
  const d = {
    hash: () => hash,
    clearHash: vi.fn(),
    base: BASE,
    gateway: vi.fn(async () => gateway),
    timeoutMs: 1000,
    block: vi.fn(() => unblock),
    announce: vi.fn(),
    showErrors: vi.fn(),
    logError: vi.fn(),
    cardError: vi.fn(async (error: { code?: string }) => `carte: ${error.code}`),
    leave: vi.fn(),
  } satisfies AddressDeps;
  return { d, gateway, unblock };
}

describe('the card form’s 3-D Secure confirmation', () => {
  it('does nothing without a confirmation in the address', async () => {
    const { d } = deps('#payment', { status: 'succeeded' });
    expect(await confirmCardInAddress(d)).toBe('none');
    expect(d.gateway).not.toHaveBeenCalled();
  });

  it('confirms the intent the shop attached the card to, runs the challenge, and leaves for the return URL blocked', async () => {
    const { d, gateway, unblock } = deps(HASH, { status: 'requires_action' }, { status: 'succeeded' });
    expect(await confirmCardInAddress(d)).toBe('left');
    // No payment method: the shop attached the card form's to the intent.
    expect(gateway.confirmIntent).toHaveBeenCalledWith('pi', 'pi_demo_1_secret_2', undefined);
    expect(gateway.handleNextAction).toHaveBeenCalledWith('pi', 'pi_demo_1_secret_2');
    expect(d.announce).toHaveBeenCalledWith('Confirmation du paiement auprès de votre banque…');
    expect(d.leave).toHaveBeenCalledWith(RETURN);
    expect(unblock).not.toHaveBeenCalled();
    expect(d.clearHash).not.toHaveBeenCalled();
  });

  it('on a refused or closed challenge: the French message, the hash gone, the form usable, the error logged', async () => {
    const refused = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' };
    const { d, unblock } = deps(HASH, { status: 'requires_action' }, { error: refused });
    expect(await confirmCardInAddress(d)).toBe('failed');
    expect(d.showErrors).toHaveBeenCalledWith(['carte: payment_intent_authentication_failure']);
    expect(d.clearHash).toHaveBeenCalledOnce();
    expect(unblock).toHaveBeenCalledOnce();
    expect(d.logError).toHaveBeenCalledWith('confirm_payment_action', refused);
    expect(d.leave).not.toHaveBeenCalled();
  });

  it('refuses a return URL of another site, and a provider that cannot load leaves the form usable', async () => {
    const hostile = deps(`#fkwcs-confirm-pi-pi_1_secret_2:${encodeURIComponent('https://evil.example/')}:1:fkwcs_stripe:0`, { status: 'succeeded' });
    expect(await confirmCardInAddress(hostile.d)).toBe('failed');
    expect(hostile.d.gateway).not.toHaveBeenCalled();
    expect(hostile.d.showErrors).toHaveBeenCalledWith(['La boutique a rencontré un problème avec votre demande. Veuillez réessayer.']);

    const { d, unblock } = deps(HASH, { status: 'succeeded' });
    d.gateway.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    expect(await confirmCardInAddress(d)).toBe('failed');
    expect(unblock).toHaveBeenCalledOnce();
    expect(d.logError.mock.calls[0]![0]).toBe('confirm_payment');
  });
});
