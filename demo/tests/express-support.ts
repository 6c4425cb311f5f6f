import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the express checkout journeys (express-*.spec.ts). The payment providers are external: a Stripe-shaped
 * fake goes on `window.Stripe` (Stripe's loader reuses it) and a Google Pay fake on `window.google.payments.api`,
 * before any page script runs. The test drives the sheet's events through `window.__stripe` / `window.__gpay`
 * and hears what the page answered through a binding, which survives the page leaving for the order's page.
 */

export type ConfirmPlan = 'success' | 'declined' | '3ds';

export interface Heard {
  kind: 'complete' | 'updateWith' | 'confirm' | 'show' | 'request' | 'gpay-load' | 'gpay-result';
  value: unknown;
}

export const WALLET_ADDRESS = {
  country: 'CH',
  addressLine: ['Rue du Rhône 12'],
  region: 'GE',
  city: 'Genève',
  postalCode: '1204',
  recipient: 'Anne Dupont',
  phone: '+41 22 555 01 23',
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
  options: { canMakePayment?: Record<string, boolean> | null; googleReady?: boolean; plan?: ConfirmPlan } = {},
): Promise<Heard[]> {
  const heard: Heard[] = [];
  await page.exposeBinding('__hear', (_source, kind: Heard['kind'], value: unknown) => void heard.push({ kind, value }));
  await page.addInitScript(
    ({ canMakePayment, googleReady, plan }) => {
      type Handler = (event: unknown) => void;
      const hear = (kind: string, value: unknown) => (window as unknown as { __hear: (k: string, v: unknown) => void }).__hear(kind, value);
      const handlers: Record<string, Handler[]> = {};
      const emit = (type: string, event: unknown) => (handlers[type] ?? []).forEach((h) => h(event));
      const asked = new Set<string>();

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
      async function confirm(secret: string, data?: unknown, options?: unknown) {
        hear('confirm', { secret, data: data ?? null, options: options ?? null });
        const first = !asked.has(secret);
        asked.add(secret);
        const current = (window as unknown as { __plan: string }).__plan;
        if (current === 'declined') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        if (current === '3ds' && first) return { paymentIntent: { status: 'requires_action' } };
        return { paymentIntent: { status: 'succeeded' } };
      }
      const stripe = {
        paymentRequest,
        confirmCardPayment: confirm,
        confirmCardSetup: async (secret: string, data?: unknown, options?: unknown) => {
          const result = await confirm(secret, data, options);
          return 'error' in result ? result : { setupIntent: result.paymentIntent };
        },
        createPaymentMethod: async (params: { card?: { token?: string } }) => ({
          paymentMethod: { id: `pm_from_${params.card?.token ?? 'card'}`, billing_details: {}, card: { brand: 'visa' } },
        }),
      };
      (window as unknown as Record<string, unknown>).__plan = plan;
      (window as unknown as Record<string, unknown>).Stripe = Object.assign(() => stripe, { version: 'dahlia' });
      (window as unknown as Record<string, unknown>).__stripe = {
        shippingAddress: (shippingAddress: unknown) =>
          emit('shippingaddresschange', { shippingAddress, updateWith: (u: unknown) => hear('updateWith', u) }),
        shippingOption: (shippingOption: unknown) =>
          emit('shippingoptionchange', { shippingOption, updateWith: (u: unknown) => hear('updateWith', u) }),
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
    { canMakePayment: options.canMakePayment === undefined ? { applePay: false, googlePay: true, link: false } : options.canMakePayment, googleReady: options.googleReady ?? true, plan: options.plan ?? 'success' },
  );
  return heard;
}

/** What the page answered, once it has answered. */
export async function answered(heard: Heard[], kind: Heard['kind'], count = 1): Promise<unknown[]> {
  await expect.poll(() => heard.filter((h) => h.kind === kind).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return heard.filter((h) => h.kind === kind).map((h) => h.value);
}

/** The e2e server's database (playwright.config.ts), read as a second process would. */
export function readOrder(id: number): { status: string; payment_method: string; billing: Record<string, string>; meta: Record<string, string>; shipping: number; total: number } {
  const port = Number(process.env.E2E_PORT ?? 4174);
  const db = new Database(join(tmpdir(), `vitrine-e2e-${port}.sqlite`), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT status, payment_method, billing, meta, shipping, total FROM orders WHERE id = ?').get(id) as {
      status: string;
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

export const orderIdFrom = (url: string): number => Number(/order-received\/(\d+)/.exec(url)?.[1]);

export const expressButton = (page: Page) => page.locator('fk-express-button[context="product"] button.fk-express__button');
