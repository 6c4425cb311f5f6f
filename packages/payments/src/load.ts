import { getConfig, t } from '@vitrine/core';
import type { CardGateway, PaymentError, WalletGateway } from './gateway.ts';
import { GENERIC_CARD_ERROR } from './generic-error.ts';

/**
 * The only doors to the provider code: each is a separate chunk, fetched on first use. The widgets call these when
 * a button nears the viewport; a page without a wallet button never calls them.
 */

let wallet: Promise<WalletGateway> | null = null;
let card: Promise<CardGateway> | null = null;

function stripeOptions() {
  const express = getConfig().express;
  return {
    publishableKey: express.publishable_key,
    linkEnabled: express.link_enabled,
    advancedFraudSignals: express.advanced_fraud_signals,
  };
}

function retryable<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** Stripe's card provider (card form, Google Pay tokens, confirmations). */
export function cardGateway(): Promise<CardGateway> {
  const options = stripeOptions();
  if (!options.publishableKey) return Promise.reject(new Error('express.publishable_key is not set'));
  card ??= retryable(
    import('./stripe-gateway.ts').then((m) => m.createStripeGateway(options)),
    () => (card = null),
  );
  return card;
}

/** The payment request: the demo wallet when the page asks for it, else Stripe's. */
export function walletGateway(): Promise<WalletGateway> {
  wallet ??= getConfig().express.demo_wallet ? import('./demo-wallet.ts').then((m) => m.createDemoGateway()) : retryable(cardGateway(), () => (wallet = null));
  return wallet;
}

const cardErrors = () => import('./card-errors.ts');

/** The French message for a provider error (spec §8.2); the code table is fetched on the first error. */
export async function cardErrorText(error: PaymentError | null | undefined): Promise<string> {
  try {
    return (await cardErrors()).cardErrorMessage(error);
  } catch {
    return t(GENERIC_CARD_ERROR);
  }
}

/** Spec §5.5: "La carte … n'est pas acceptée" for a brand outside the list, else null. */
export async function refusedBrandText(brand: string, allowed: readonly string[]): Promise<string | null> {
  return (await cardErrors()).refusedBrandMessage(brand, allowed);
}
