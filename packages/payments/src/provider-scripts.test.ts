// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The providers' scripts are added by Vitrine itself, through core's Trusted Types policy (a plain string assigned
 * to `script.src` is refused under `require-trusted-types-for 'script'`), and only from their own hosts.
 */

/** The scripts added to <head>, kept out of the document (happy-dom would try to fetch them). */
let added: HTMLScriptElement[] = [];
let removed: HTMLScriptElement[] = [];
const scripts = () => added.filter((s) => !removed.includes(s)).map((s) => s.getAttribute('src'));

/** Fires the load (after running `onLoad`) or error event of the script added last. */
function settleLastScript(outcome: 'load' | 'error', onLoad?: () => void) {
  const tag = added.at(-1);
  if (!tag) throw new Error('no script added');
  if (outcome === 'load') onLoad?.();
  tag.dispatchEvent(new Event(outcome));
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
};

beforeEach(() => {
  vi.resetModules();
  added = [];
  removed = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
  vi.spyOn(Element.prototype, 'remove').mockImplementation(function (this: Element) {
    if (this instanceof HTMLScriptElement) removed.push(this);
  });
});

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
  delete (window as { google?: unknown }).google;
  vi.restoreAllMocks();
});

describe('Stripe.js', () => {
  const fakeStripe = () =>
    Object.assign(
      vi.fn(() => ({ paymentRequest: vi.fn() })),
      { version: 'dahlia' },
    );

  it('is added once from js.stripe.com, with the fraud signals setting in its URL, then used', async () => {
    const { createStripeGateway } = await import('./stripe-gateway.ts');
    const Stripe = fakeStripe();
    const gateway = createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: false, advancedFraudSignals: false });
    await until(() => scripts().length > 0);
    expect(scripts()).toEqual(['https://js.stripe.com/dahlia/stripe.js?advancedFraudSignals=false']);
    settleLastScript('load', () => ((window as { Stripe?: unknown }).Stripe = Stripe));
    await gateway;
    expect(Stripe).toHaveBeenCalledWith('pk_test_1', { locale: 'fr' });
    expect(scripts()).toHaveLength(1);
  });

  it('leaves no tag behind when the script fails, so a later try adds a fresh one', async () => {
    const { createStripeGateway } = await import('./stripe-gateway.ts');
    const first = createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: false, advancedFraudSignals: true });
    await until(() => scripts().length > 0);
    settleLastScript('error');
    await expect(first).rejects.toThrow(/Stripe\.js/);
    expect(scripts()).toEqual([]);

    const second = createStripeGateway({ publishableKey: 'pk_test_1', linkEnabled: false, advancedFraudSignals: true });
    await until(() => scripts().length > 0);
    expect(scripts()).toEqual(['https://js.stripe.com/dahlia/stripe.js']);
    settleLastScript('load', () => ((window as { Stripe?: unknown }).Stripe = fakeStripe()));
    await expect(second).resolves.toBeDefined();
  });
});

describe('Google Pay', () => {
  it('adds pay.js from pay.google.com through the policy', async () => {
    const { loadGooglePay } = await import('./google-pay-client.ts');
    const client = loadGooglePay(true, { onPaymentDataChanged: vi.fn(), onPaymentAuthorized: vi.fn() });
    await until(() => scripts().length > 0);
    expect(scripts()).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    // biome-ignore lint/complexity/useArrowFunction: a constructor (`new PaymentsClient(...)`): an arrow cannot be one.
    const PaymentsClient = vi.fn(function () {
      return { isReadyToPay: vi.fn(async () => ({ result: true })), createButton: vi.fn(), loadPaymentData: vi.fn() };
    });
    settleLastScript('load', () => ((window as { google?: unknown }).google = { payments: { api: { PaymentsClient } } }));
    await expect((await client).isReadyToPay({})).resolves.toBe(true);
  });
});
