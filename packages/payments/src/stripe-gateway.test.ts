// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createStripeGateway } from './stripe-gateway.ts';

/** A Stripe-shaped fake on window.Stripe, as the browser journeys use. */
function fakeStripe() {
  const request = {
    canMakePayment: vi.fn(async () => ({ applePay: false, googlePay: true, link: false })),
    update: vi.fn(),
    show: vi.fn(),
    on: vi.fn(),
  };
  const instance = {
    paymentRequest: vi.fn(() => request),
    confirmCardPayment: vi.fn(async (..._args: unknown[]) => ({ paymentIntent: { status: 'requires_action' } })),
    confirmCardSetup: vi.fn(async (..._args: unknown[]) => {
      return {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'declined',
          setup_intent: { status: 'requires_payment_method' },
        },
      };
    }),
    // Stripe.js 9: finishes an intent in `requires_action` (the 3-D Secure challenge), a payment's or a setup's.
    handleNextAction: vi.fn(async (_options: { clientSecret: string }) => ({ paymentIntent: { status: 'succeeded' } })),
  };
  const Stripe = Object.assign(
    vi.fn(() => instance),
    { version: 'dahlia' },
  );
  return { Stripe, instance, request };
}

describe('the Stripe adapter', () => {
  it('reuses window.Stripe, asks for the payer’s details and hides Link when disabled', async () => {
    const fake = fakeStripe();
    (window as unknown as { Stripe: unknown }).Stripe = fake.Stripe;
    const gateway = await createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: false, advancedFraudSignals: true });
    expect(fake.Stripe).toHaveBeenCalledWith('pk_test_1', { locale: 'fr' });
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();

    const session = gateway.paymentRequest({
      country: 'ch',
      currency: 'CHF',
      total: { label: 'Total', amount: 13175 },
      displayItems: [],
      requestShipping: true,
    });
    expect(fake.instance.paymentRequest).toHaveBeenCalledWith({
      country: 'CH',
      currency: 'chf',
      total: { label: 'Total', amount: 13175 },
      displayItems: [],
      requestShipping: true,
      requestPayerName: true,
      requestPayerEmail: true,
      requestPayerPhone: true,
      disableWallets: ['link'],
    });
    expect(await session.canMakePayment()).toBe('google_pay');
  });

  it('confirms without actions first, then lets Stripe run the next action, and reduces errors to their codes', async () => {
    // Stripe.js loads once per page: this gateway gets the instance the first one loaded.
    const fake = (window as unknown as { Stripe: ReturnType<typeof fakeStripe>['Stripe'] }).Stripe;
    const instance = fake.mock.results[0]!.value as ReturnType<typeof fakeStripe>['instance'];
    const gateway = await createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: true, advancedFraudSignals: true });
    // An express sheet's payment method…
    expect(await gateway.confirmIntent('pi', 'pi_1_secret_2', 'pm_1')).toEqual({ status: 'requires_action' });
    expect(instance.confirmCardPayment).toHaveBeenLastCalledWith('pi_1_secret_2', { payment_method: 'pm_1' }, { handleActions: false });
    // …or none, when the shop attached the card form's to the intent.
    await gateway.confirmIntent('pi', 'pi_1_secret_2');
    expect(instance.confirmCardPayment).toHaveBeenLastCalledWith('pi_1_secret_2', undefined, { handleActions: false });
    expect(await gateway.handleNextAction('pi', 'pi_1_secret_2')).toEqual({ status: 'succeeded' });
    expect(instance.handleNextAction).toHaveBeenLastCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(await gateway.confirmIntent('si', 'seti_1_secret_2')).toEqual({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'declined', intent_status: 'requires_payment_method' },
    });
    expect(instance.confirmCardSetup).toHaveBeenLastCalledWith('seti_1_secret_2', undefined, { handleActions: false });
  });
});
