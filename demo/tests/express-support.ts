import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { widgetsReady } from './fixtures.ts';

/**
 * Helpers for the express checkout journeys (express-*.spec.ts). The payment providers are external: a Stripe-shaped
 * fake goes on `window.Stripe` (Stripe's loader reuses it) and a Google Pay fake on `window.google.payments.api`,
 * before any page script runs. The test drives the sheet's events through `window.__stripe` / `window.__gpay`
 * and hears what the page answered through a binding, which survives the page leaving for the order's page. The
 * checkout's card form gets a fake Payment Element whose card fields are plain inputs the test types in.
 *
 * Confirmations go where Stripe.js sends them, to the provider: the demo store's stand-in for Stripe's servers
 * (`/demo-provider/v1/…`, demo/server/routes/provider.ts), which holds the intents the store created and answers by
 * the payment method as Stripe's test mode does (`pm_card_visa` pays, `pm_card_authenticationRequired` asks for 3-D
 * Secure, `pm_card_visa_chargeDeclined` is declined). The bank's challenge is a dialog in the page (Stripe shows its
 * own in a frame): « Complete », « Fail », or its close button, which Stripe answers as a failure too.
 */

export interface Heard {
  kind:
    | 'complete'
    | 'updateWith'
    | 'confirm'
    | 'show'
    | 'request'
    | 'gpay-load'
    | 'gpay-result'
    // The card form: the Elements group's options, the Payment Element's, and each payment method created from it.
    | 'elements'
    | 'payment-element'
    | 'card-payment-method'
    // 3-D Secure: `handleNextAction`, and the challenge dialog once it shows.
    | 'next-action'
    | 'challenge';
  value: unknown;
}

/**
 * How the fake Payment Element behaves: `ready` draws its card fields; `loaderror` draws nothing and emits Stripe's
 * `loaderror` (what a refused publishable key or a blocked frame does).
 */
export type PaymentElementPlan = 'ready' | 'loaderror';

export const WALLET_ADDRESS = {
  country: 'CH',
  addressLine: ['Rue du Rhône 12'],
  region: 'GE',
  city: 'Genève',
  postalCode: '1204',
  recipient: 'Anne Dupont',
  phone: '+41 22 555 01 23',
};

/** Google Pay's shipping address and authorized payment data, as its sheet hands them to the page. */
export const GOOGLE_ADDRESS = { countryCode: 'CH', postalCode: '1204', locality: 'Genève', administrativeArea: 'GE' };
export const GOOGLE_PAYMENT = {
  email: 'luca@example.ch',
  paymentMethodData: {
    tokenizationData: { token: JSON.stringify({ id: 'tok_visa' }) },
    info: {
      billingAddress: {
        name: 'Luca Rossi',
        address1: 'Via Nassa 5',
        locality: 'Lugano',
        administrativeArea: 'TI',
        postalCode: '6900',
        countryCode: 'CH',
        phoneNumber: '+41 91 555 04 56',
      },
    },
  },
  shippingAddress: { name: 'Luca Rossi', address1: 'Via Nassa 5', locality: 'Lugano', administrativeArea: 'TI', postalCode: '6900', countryCode: 'CH' },
  shippingOptionData: { id: 'local_pickup:3' },
};

export const UNSERVED_ADDRESS = { ...WALLET_ADDRESS, country: 'FR', city: 'Paris', postalCode: '75004', region: '' };

export const PAYMENT = {
  paymentMethod: {
    id: 'pm_card_visa',
    billing_details: {
      name: 'Anne Marie Dupont',
      email: 'anne@example.ch',
      phone: '+41 22 555 01 23',
      address: { line1: 'Rue du Rhône 12', line2: '', city: 'Genève', state: 'GE', postal_code: '1204', country: 'CH' },
    },
    card: { brand: 'visa' },
  },
  payerName: 'Anne Marie Dupont',
  payerEmail: 'anne@example.ch',
  payerPhone: '+41 22 555 01 23',
  shippingAddress: WALLET_ADDRESS,
};

/** Switches the session's express settings (the demo wallet is on by default). */
export async function expressSettings(page: Page, values: { demo_wallet?: boolean; google_pay?: boolean; mode?: 'test' | 'live'; merchant_id?: string }) {
  if (page.url() === 'about:blank') await page.goto('/?vitrine=off');
  expect((await page.request.post('/__test/express', { data: values })).ok()).toBe(true);
}

/**
 * Installs the fakes and returns what the page did with them. `canMakePayment` is what Stripe's payment request
 * answers; `googleReady` what Google's isReadyToPay answers.
 */
export async function installWalletFakes(
  page: Page,
  options: { canMakePayment?: Record<string, boolean> | null; googleReady?: boolean; paymentElement?: PaymentElementPlan } = {},
): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeBinding('__hear', (_source, kind: Heard['kind'], value: unknown) => void heard.push({ kind, value }));
  await page.addInitScript(
    ({ canMakePayment, googleReady, paymentElement }) => {
      type Handler = (event: unknown) => void;
      const hear = (kind: string, value: unknown) => (window as unknown as { __hear: (k: string, v: unknown) => void }).__hear(kind, value);
      const handlers: Record<string, Handler[]> = {};
      const emit = (type: string, event: unknown) => (handlers[type] ?? []).forEach((h) => h(event));

      function paymentRequest(options: unknown) {
        hear('request', options);
        const request = {
          canMakePayment: async () => canMakePayment,
          update: () => {},
          show() {
            if (!navigator.userActivation.isActive) throw new Error('show() outside a user gesture');
            hear('show', null);
          },
          on(type: string, handler: Handler) {
            (handlers[type] ??= []).push(handler);
            return request;
          },
        };
        return request;
      }
      // The provider's servers, as Stripe.js calls Stripe's: form-encoded, the client secret as the key.
      type Result = { paymentIntent?: { status: string }; setupIntent?: { status: string }; error?: { code?: string } };
      async function provider(call: 'confirm' | 'authenticate' | 'retrieve', fields: Record<string, string>): Promise<Result> {
        try {
          const answer = await fetch(`/demo-provider/v1/${call}`, { method: 'POST', body: new URLSearchParams(fields) });
          return (await answer.json()) as Result;
        } catch (error) {
          return { error: { type: 'api_connection_error', message: String(error) } as { code?: string } };
        }
      }
      const statusOf = (result: Result) => (result.paymentIntent ?? result.setupIntent)?.status;
      // The bank's challenge: Stripe's test page in its modal (« 3D Secure 2 Test Page »), here a modal dialog.
      function challenge(): Promise<'complete' | 'fail'> {
        return new Promise((resolve) => {
          const dialog = document.createElement('dialog');
          dialog.className = 'fake-3ds-challenge';
          dialog.setAttribute('aria-label', '3D Secure 2 Test Page');
          const button = (label: string, outcome: 'complete' | 'fail', name = label) => {
            const b = document.createElement('button');
            b.type = 'button';
            b.textContent = label;
            b.setAttribute('aria-label', name);
            b.addEventListener('click', () => done(outcome));
            return b;
          };
          const done = (outcome: 'complete' | 'fail') => {
            dialog.close();
            dialog.remove();
            resolve(outcome);
          };
          const text = document.createElement('p');
          text.textContent = 'Test de 3-D Secure : confirmez ou refusez ce paiement.';
          dialog.append(button('×', 'fail', 'Close'), text, button('Fail', 'fail'), button('Complete', 'complete'));
          // Escape closes Stripe's modal as its close button does.
          dialog.addEventListener('cancel', (event) => {
            event.preventDefault();
            done('fail');
          });
          document.body.append(dialog);
          dialog.showModal();
          hear('challenge', 'shown');
        });
      }
      async function handleNextAction(options: { clientSecret: string }) {
        hear('next-action', options);
        const current = await provider('retrieve', { client_secret: options.clientSecret });
        if (current.error || statusOf(current) !== 'requires_action') {
          return { error: { type: 'invalid_request_error', code: 'unexpected_state', message: 'The intent does not require an action.' } };
        }
        return provider('authenticate', { client_secret: options.clientSecret, outcome: await challenge() });
      }
      async function confirm(secret: string, data?: { payment_method?: string }, options?: { handleActions?: boolean }) {
        hear('confirm', { secret, data: data ?? null, options: options ?? null });
        const result = await provider('confirm', { client_secret: secret, payment_method: data?.payment_method ?? '' });
        // Without `handleActions: false` Stripe.js runs the next action itself.
        if (options?.handleActions !== false && statusOf(result) === 'requires_action') return handleNextAction({ clientSecret: secret });
        return result;
      }
      // Stripe's Payment Element (spec §3.17) in its documented shape: `stripe.elements({mode, amount, currency, …})`
      // makes a group whose `create('payment', options)` is mounted into a node; `elements.submit()` checks the card and
      // must come before `stripe.createPaymentMethod({elements, params})`. Stripe draws its fields in a frame; the fake
      // draws plain labelled inputs the test can type in. They have no name: a card number is never posted to the shop.
      const TEST_CARDS: Record<string, [string, string]> = {
        '4242424242424242': ['pm_card_visa', 'visa'],
        '4000000000000002': ['pm_card_visa_chargeDeclined', 'visa'],
        '5555555555554444': ['pm_card_mastercard', 'mastercard'],
        '3056930009020004': ['pm_card_diners', 'diners'],
        '378282246310005': ['pm_card_amex', 'amex'],
        // 3-D Secure: always asks for it; asks, then declines for insufficient funds.
        '4000002760003184': ['pm_card_authenticationRequired', 'visa'],
        '4000008260003178': ['pm_card_authenticationRequiredChargeDeclinedInsufficientFunds', 'visa'],
      };
      interface CardFields {
        number: HTMLInputElement;
        expiry: HTMLInputElement;
        cvc: HTMLInputElement;
      }
      const groups = new WeakMap<object, { fields: CardFields | null; submitted: boolean }>();
      const invalid = (code: string, message: string) => ({ type: 'validation_error', code, message });
      // Stripe's own checks and English messages (the page shows its own French by code).
      function checkCard(fields: CardFields | null) {
        const number = fields?.number.value.replace(/\s/g, '') ?? '';
        if (!fields || !number) return invalid('incomplete_number', 'Your card number is incomplete.');
        if (/\D/.test(number)) return invalid('invalid_number', 'Your card number is invalid.');
        if (number.length < 14) return invalid('incomplete_number', 'Your card number is incomplete.');
        const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry.value.trim());
        if (!expiry) return invalid('incomplete_expiry', 'Your card’s expiration date is incomplete.');
        if (2000 + Number(expiry[2]) < new Date().getFullYear()) return invalid('invalid_expiry_year_past', 'Your card’s expiration year is in the past.');
        if (!/^\d{3,4}$/.test(fields.cvc.value.trim())) return invalid('incomplete_cvc', 'Your card’s security code is incomplete.');
        return null;
      }
      function paymentElementOf(state: { fields: CardFields | null; submitted: boolean }, options: unknown) {
        const listeners: Record<string, Handler[]> = {};
        const fire = (type: string, event: object = {}) => (listeners[type] ?? []).forEach((h) => h({ elementType: 'payment', ...event }));
        let box: HTMLElement | null = null;
        const change = () => {
          state.submitted = false;
          const values = state.fields ? [state.fields.number, state.fields.expiry, state.fields.cvc].map((f) => f.value.trim()) : [];
          fire('change', { empty: values.every((v) => !v), complete: !checkCard(state.fields), collapsed: false, value: { type: 'card' } });
        };
        const element = {
          mount(target: HTMLElement | string) {
            const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
            if (!node) throw new Error('IntegrationError: mount target not found');
            if (paymentElement === 'loaderror') {
              setTimeout(() => fire('loaderror', { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: pk_test_***demo' } }));
              return;
            }
            box = document.createElement('div');
            box.className = 'fake-payment-element';
            const field = (label: string, autocomplete: string) => {
              const wrapper = document.createElement('label');
              const input = document.createElement('input');
              input.setAttribute('autocomplete', autocomplete);
              input.inputMode = 'numeric';
              input.addEventListener('input', change);
              input.addEventListener('focus', () => fire('focus'));
              input.addEventListener('blur', () => fire('blur'));
              wrapper.append(label, ' ', input);
              box!.append(wrapper);
              return input;
            };
            state.fields = {
              number: field('Numéro de carte', 'cc-number'),
              expiry: field('Date d’expiration (MM / AA)', 'cc-exp'),
              cvc: field('Code de sécurité', 'cc-csc'),
            };
            node.append(box);
            setTimeout(() => fire('ready'));
          },
          on(type: string, handler: Handler) {
            (listeners[type] ??= []).push(handler);
            return element;
          },
          off(type: string, handler?: Handler) {
            listeners[type] = handler ? (listeners[type] ?? []).filter((h) => h !== handler) : [];
            return element;
          },
          update: (changes: unknown) => hear('payment-element', { update: changes }),
          collapse: () => element,
          destroy() {
            box?.remove();
            state.fields = null;
          },
        };
        hear('payment-element', options);
        return element;
      }
      function elements(options: unknown) {
        hear('elements', options);
        const state = { fields: null as CardFields | null, submitted: false };
        const group = {
          create(type: string, elementOptions: unknown) {
            if (type !== 'payment') throw new Error(`IntegrationError: this fake only draws the Payment Element, not ${type}`);
            return paymentElementOf(state, elementOptions);
          },
          update: () => {},
          async submit() {
            const error = checkCard(state.fields);
            state.submitted = !error;
            return error ? { error } : { selectedPaymentMethod: 'card' };
          },
        };
        groups.set(group, state);
        return group;
      }
      async function createPaymentMethod(options: { elements?: object; params?: { billing_details?: unknown }; card?: { token?: string } }) {
        const state = options.elements && groups.get(options.elements);
        // A Google Pay token: Stripe's test token `tok_visa` stands for the test payment method `pm_card_visa`.
        if (!state)
          return { paymentMethod: { id: `pm_card_${(options.card?.token ?? 'tok_visa').replace(/^tok_/, '')}`, billing_details: {}, card: { brand: 'visa' } } };
        if (!state.submitted) {
          return { error: { type: 'invalid_request_error', message: 'elements.submit() must be called before stripe.createPaymentMethod().' } };
        }
        hear('card-payment-method', options.params ?? null);
        const number = state.fields?.number.value.replace(/\s/g, '') ?? '';
        const known = TEST_CARDS[number];
        if (!known) {
          return { error: { type: 'card_error', code: 'card_declined', decline_code: 'test_mode_live_card', message: 'Your card was declined.' } };
        }
        return {
          paymentMethod: {
            id: known[0],
            type: 'card',
            billing_details: options.params?.billing_details ?? {},
            card: { brand: known[1], last4: number.slice(-4) },
          },
        };
      }
      const stripe = {
        paymentRequest,
        elements,
        // The provider answers `{paymentIntent}` or `{setupIntent}` by the intent the secret names.
        confirmCardPayment: confirm,
        confirmCardSetup: confirm,
        handleNextAction,
        createPaymentMethod,
      };
      (window as unknown as Record<string, unknown>).Stripe = Object.assign(() => stripe, { version: 'dahlia' });
      (window as unknown as Record<string, unknown>).__stripe = {
        shippingAddress: (shippingAddress: unknown) => emit('shippingaddresschange', { shippingAddress, updateWith: (u: unknown) => hear('updateWith', u) }),
        shippingOption: (shippingOption: unknown) => emit('shippingoptionchange', { shippingOption, updateWith: (u: unknown) => hear('updateWith', u) }),
        pay: (event: Record<string, unknown>) => emit('paymentmethod', { ...event, complete: (s: string) => hear('complete', s) }),
        cancel: () => emit('cancel', undefined),
      };

      // Google Pay: one client; the test plays Google's part through __gpay.
      let callbacks: Record<string, (data: unknown) => Promise<unknown>> = {};
      let pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
      class PaymentsClient {
        constructor(options: { environment: string; paymentDataCallbacks: Record<string, (data: unknown) => Promise<unknown>> }) {
          hear('request', { environment: options.environment });
          callbacks = options.paymentDataCallbacks;
        }
        async isReadyToPay() {
          return { result: googleReady };
        }
        createButton(options: { onClick: () => void }) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'gpay-button';
          button.textContent = 'Payer avec GPay';
          button.addEventListener('click', options.onClick);
          return button;
        }
        loadPaymentData(request: unknown) {
          hear('gpay-load', request);
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }
      }
      (window as unknown as Record<string, unknown>).google = { payments: { api: { PaymentsClient } } };
      (window as unknown as Record<string, unknown>).__gpay = {
        changed: async (data: unknown) => hear('updateWith', await callbacks.onPaymentDataChanged!(data)),
        authorize: async (data: unknown) => {
          const result = (await callbacks.onPaymentAuthorized!(data)) as { transactionState: string };
          hear('gpay-result', result);
          if (result.transactionState === 'SUCCESS') pending?.resolve(data);
        },
        fail: (error: unknown) => pending?.reject(error),
      };
    },
    {
      canMakePayment: options.canMakePayment === undefined ? { applePay: false, googlePay: true, link: false } : options.canMakePayment,
      googleReady: options.googleReady ?? true,
      paymentElement: options.paymentElement ?? 'ready',
    },
  );
  return heard;
}

/** What the page answered, once it has answered. */
export async function answered(heard: Heard[], kind: Heard['kind'], count = 1): Promise<unknown[]> {
  await expect.poll(() => heard.filter((h) => h.kind === kind).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return heard.filter((h) => h.kind === kind).map((h) => h.value);
}

/** The e2e server's database (playwright.config.ts), read as a second process would. */
export function readOrder(id: number): {
  status: string;
  order_key: string;
  payment_method: string;
  billing: Record<string, string>;
  meta: Record<string, string>;
  shipping: number;
  total: number;
} {
  const port = Number(process.env.E2E_PORT ?? 4174);
  const db = new Database(join(tmpdir(), `vitrine-e2e-${port}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT status, order_key, payment_method, billing, meta, shipping, total FROM orders WHERE id = ?').get(id) as {
      status: string;
      order_key: string;
      payment_method: string;
      billing: string;
      meta: string;
      shipping: number;
      total: number;
    };
    return { ...row, billing: JSON.parse(row.billing), meta: JSON.parse(row.meta) };
  } finally {
    db.close();
  }
}

/**
 * What the session's orders cost at the demo provider: each order's status and the status of the intent it holds
 * (`succeeded` is money taken), read as a second process would. Per session, so parallel journeys never mix.
 */
export async function ordersAtProvider(page: Page): Promise<Array<{ id: number; status: string; intent: string | null }>> {
  const orders = (await (await page.request.get('/__test/orders')).json()) as Array<{ id: number; meta: Record<string, string> }>;
  const port = Number(process.env.E2E_PORT ?? 4174);
  const db = new Database(join(tmpdir(), `vitrine-e2e-${port}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    return orders.map((o) => ({
      id: o.id,
      status: (db.prepare('SELECT status FROM orders WHERE id = ?').get(o.id) as { status: string }).status,
      intent: o.meta._fkwcs_intent_id
        ? ((db.prepare('SELECT status FROM card_intents WHERE id = ?').get(o.meta._fkwcs_intent_id) as { status: string } | undefined)?.status ?? null)
        : null,
    }));
  } finally {
    db.close();
  }
}

export const orderIdFrom = (url: string): number => Number(/order-received\/(\d+)/.exec(url)?.[1]);

export const expressButton = (page: Page) => page.locator('fk-express-button[context="product"] button.fk-express__button');

/** Coffret Artisans du Jura (131.75 CHF with free shipping, spec §9.1's 13175) in the cart, then the checkout with its card form. */
export async function checkoutWithGiftBox(page: Page): Promise<void> {
  const res = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } });
  expect(await res.text()).not.toContain('"error"');
  await page.goto('/checkout/');
  await widgetsReady(page, ['fk-payment-form']);
}

/** WooCommerce's billing fields (`#billing_<name>`), filled as a shopper types them. */
export async function fillBilling(page: Page, billing: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(billing)) await page.locator(`#billing_${name}`).fill(value);
}
