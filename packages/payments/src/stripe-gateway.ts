import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentRequest, Stripe } from '@stripe/stripe-js';
import { shopLanguage, trustedScriptUrl } from '@vitrine/core';
import type {
  BillingDetails,
  CardForm,
  CardFormOptions,
  CardGateway,
  IntentKind,
  IntentResult,
  PaymentMethodResult,
  WalletRequest,
  WalletSession,
  WalletUpdate,
} from './gateway.ts';
import { walletKind } from './wallet-kind.ts';
import { intentResult, toError } from './intent-result.ts';

/**
 * The Stripe adapter. Stripe.js itself comes from Stripe's server (never bundled): `@stripe/stripe-js/pure` adds its
 * script only when this chunk runs, which the widgets do when a wallet button nears the viewport. An existing
 * `window.Stripe` (another plugin's, or a test's fake) is reused.
 */

export interface StripeOptions {
  publishableKey: string;
  linkEnabled: boolean;
  advancedFraudSignals: boolean;
}

let loading: Promise<Stripe> | null = null;

/** Stripe.js of the release train `@stripe/stripe-js` 9 expects (its `pure` entry builds the same URL). */
const STRIPE_JS_URL = 'https://js.stripe.com/dahlia/stripe.js';

/**
 * Adds Stripe's script through core's Trusted Types policy: under `require-trusted-types-for 'script'` the
 * `script.src = string` of `loadStripe` is refused, so `loadStripe` is only called once `window.Stripe` exists (or
 * when the theme printed its own Stripe.js tag, which it then waits for). A failed load leaves no tag behind, so a
 * later try starts clean.
 */
function addStripeScript(advancedFraudSignals: boolean): Promise<void> {
  if ((window as { Stripe?: unknown }).Stripe || document.querySelector('script[src^="https://js.stripe.com/"]')) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = trustedScriptUrl(`${STRIPE_JS_URL}${advancedFraudSignals ? '' : '?advancedFraudSignals=false'}`);
    tag.async = true;
    tag.addEventListener('load', () => resolve());
    tag.addEventListener('error', () => {
      tag.remove();
      reject(new Error('Failed to load Stripe.js'));
    });
    document.head.append(tag);
  });
}

function stripeJs(options: StripeOptions): Promise<Stripe> {
  loading ??= (async () => {
    await addStripeScript(options.advancedFraudSignals);
    const stripe = await loadStripe(options.publishableKey, { locale: shopLanguage() as 'fr' });
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  })().catch((error: unknown) => {
    // A blocked script may load on a later try (another button, a reload of the side cart).
    loading = null;
    throw error;
  });
  return loading;
}

function session(request: PaymentRequest, linkEnabled: boolean): WalletSession {
  return {
    canMakePayment: async () => walletKind(await request.canMakePayment(), linkEnabled),
    update: (update: WalletUpdate) => request.update(update),
    show: () => request.show(),
    // Stripe's events carry at least the fields of ours.
    on: (type, handler) => void request.on(type as 'cancel', handler as () => void),
  };
}

function billingParams(billing: BillingDetails) {
  const address = billing.address ?? {};
  return {
    name: billing.name ?? '',
    email: billing.email ?? '',
    phone: billing.phone ?? '',
    address: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      postal_code: address.postal_code ?? '',
      country: address.country ?? '',
    },
  };
}

function cardForm(stripe: Stripe, container: HTMLElement, options: CardFormOptions): CardForm {
  // Spec §3.17: card only, the payment method created by us, billing details never asked, no wallets inside.
  const elements = stripe.elements({
    ...(options.mode === 'setup' ? { mode: 'setup' as const } : { mode: 'payment' as const, amount: options.amount }),
    currency: options.currency.toLowerCase(),
    paymentMethodCreation: 'manual',
    paymentMethodTypes: ['card'],
    locale: shopLanguage() as 'fr',
  });
  const element = elements.create('payment', {
    fields: { billingDetails: 'never' },
    wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
  });
  element.mount(container);
  return {
    async createPaymentMethod(billing) {
      const checked = await elements.submit();
      if (checked.error) return { error: toError(checked.error) };
      const created = await stripe.createPaymentMethod({ elements, params: { billing_details: billingParams(billing) } });
      return created.error ? { error: toError(created.error) } : { paymentMethod: created.paymentMethod };
    },
    onReady: (handler) => void element.on('ready', handler),
    onLoadError: (handler) => void element.on('loaderror', handler),
    destroy: () => element.destroy(),
  };
}

export async function createStripeGateway(options: StripeOptions): Promise<CardGateway> {
  const stripe = await stripeJs(options);
  return {
    paymentRequest(request: WalletRequest) {
      return session(
        stripe.paymentRequest({
          country: request.country.toUpperCase(),
          currency: request.currency.toLowerCase(),
          total: request.total,
          displayItems: request.displayItems,
          requestShipping: request.requestShipping,
          requestPayerName: true,
          requestPayerEmail: true,
          requestPayerPhone: true,
          ...(options.linkEnabled ? {} : { disableWallets: ['link' as const] }),
        }),
        options.linkEnabled,
      );
    },
    async confirmIntent(kind: IntentKind, secret: string, paymentMethodId?: string): Promise<IntentResult> {
      const data = paymentMethodId ? { payment_method: paymentMethodId } : undefined;
      const result =
        kind === 'pi'
          ? await stripe.confirmCardPayment(secret, data, { handleActions: false })
          : await stripe.confirmCardSetup(secret, data, { handleActions: false });
      return intentResult(result);
    },
    async handleNextAction(_kind: IntentKind, secret: string): Promise<IntentResult> {
      return intentResult(await stripe.handleNextAction({ clientSecret: secret }));
    },
    mountCardForm: (container, formOptions) => cardForm(stripe, container, formOptions),
    async paymentMethodFromToken(token: string, billing: BillingDetails): Promise<PaymentMethodResult> {
      const created = await stripe.createPaymentMethod({ type: 'card', card: { token }, billing_details: billingParams(billing) });
      return created.error ? { error: toError(created.error) } : { paymentMethod: created.paymentMethod };
    },
  };
}
