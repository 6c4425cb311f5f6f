import { shopLanguage, trustedScriptUrl } from '@vitrine/core';
import type { GoogleIntermediateData, GooglePaymentData, GoogleUpdate } from './google-pay-request.ts';

/**
 * Google's Pay client for the standalone wallet (spec §1, §4.8). Its script comes from Google, added only when
 * this chunk runs (a wallet button near the viewport); an existing `google.payments.api` (a test's fake) is reused.
 */

const SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

export type AuthorizationResult =
  | { transactionState: 'SUCCESS' }
  | { transactionState: 'ERROR'; error: { intent: 'PAYMENT_AUTHORIZATION'; reason: string; message: string } };

export interface GooglePayCallbacks {
  onPaymentDataChanged(data: GoogleIntermediateData): Promise<GoogleUpdate>;
  onPaymentAuthorized(data: GooglePaymentData): Promise<AuthorizationResult>;
}

interface PaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result?: boolean }>;
  createButton(options: Record<string, unknown>): HTMLElement;
  loadPaymentData(request: unknown): Promise<GooglePaymentData>;
}

interface GooglePayApi {
  PaymentsClient: new (options: Record<string, unknown>) => PaymentsClient;
}

export interface GooglePayClient {
  /** Only `result: true` counts (spec §4.10); the original trusted any answer. */
  isReadyToPay(request: unknown): Promise<boolean>;
  createButton(onClick: () => void, color: 'black' | 'white'): HTMLElement;
  /** Must run synchronously inside the click. */
  loadPaymentData(request: unknown): Promise<GooglePaymentData>;
}

const api = (): GooglePayApi | undefined => (globalThis as { google?: { payments?: { api?: GooglePayApi } } }).google?.payments?.api;

let script: Promise<GooglePayApi> | null = null;

function googleApi(): Promise<GooglePayApi> {
  const present = api();
  if (present) return Promise.resolve(present);
  script ??= new Promise<GooglePayApi>((resolve, reject) => {
    const tag = document.createElement('script');
    // Through core's Trusted Types policy: a plain string is refused under `require-trusted-types-for 'script'`.
    tag.src = trustedScriptUrl(SCRIPT_URL);
    tag.async = true;
    tag.onload = () => {
      const loaded = api();
      if (loaded) resolve(loaded);
      else reject(new Error('Google Pay did not start'));
    };
    tag.onerror = () => reject(new Error('Google Pay could not be loaded'));
    document.head.append(tag);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

export async function loadGooglePay(test: boolean, callbacks: GooglePayCallbacks): Promise<GooglePayClient> {
  const { PaymentsClient } = await googleApi();
  const client = new PaymentsClient({
    environment: test ? 'TEST' : 'PRODUCTION',
    paymentDataCallbacks: {
      onPaymentDataChanged: callbacks.onPaymentDataChanged,
      onPaymentAuthorized: callbacks.onPaymentAuthorized,
    },
  });
  return {
    isReadyToPay: async (request) => (await client.isReadyToPay(request)).result === true,
    createButton: (onClick, color) =>
      client.createButton({ onClick, buttonColor: color, buttonType: 'buy', buttonSizeMode: 'fill', buttonLocale: shopLanguage() }),
    loadPaymentData: (request) => client.loadPaymentData(request),
  };
}
