// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { loadGooglePay } from './google-pay-client.ts';
import { createStripeGateway } from './stripe-gateway.ts';

afterEach(() => setConfig(undefined));

describe('the wallets speak the shop’s language (config shop.locale)', () => {
  it('gives Stripe and Google Pay’s button the language of shop.locale', async () => {
    setConfig(parseConfig({ shop: { locale: 'de_CH' } }));
    const Stripe = Object.assign(
      vi.fn(() => ({})),
      { version: 'dahlia' },
    );
    (window as unknown as { Stripe: unknown }).Stripe = Stripe;
    await createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: false, advancedFraudSignals: false });
    expect(Stripe).toHaveBeenCalledWith('pk_test_1', { locale: 'de' });

    const createButton = vi.fn(() => document.createElement('button'));
    // Google Pay's documented client shape, as the browser journeys fake it.
    (window as unknown as { google: unknown }).google = {
      payments: {
        api: {
          PaymentsClient: vi.fn(function PaymentsClient() {
            return { createButton, isReadyToPay: vi.fn(), loadPaymentData: vi.fn() };
          }),
        },
      },
    };
    const client = await loadGooglePay(true, { onPaymentDataChanged: vi.fn(), onPaymentAuthorized: vi.fn() } as never);
    client.createButton(() => {}, 'black' as never);
    expect(createButton).toHaveBeenCalledWith(expect.objectContaining({ buttonLocale: 'de' }));
  });
});
