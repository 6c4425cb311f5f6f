import { atom } from 'nanostores';
import { getConfig } from '@vitrine/core';
import {
  walletGateway,
  type PaymentMethodEvent,
  type ShippingAddressEvent,
  type ShippingOptionEvent,
  type WalletGateway,
  type WalletKind,
  type WalletSession,
  type WalletUpdate,
} from '@vitrine/payments';

/**
 * The page's one payment request (the original created one per change and leaked their listeners). Every express
 * button on the page shares it: the one that is clicked updates it with its own totals, shows it, and receives its
 * events until the next click.
 */

export type WalletState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; kind: WalletKind } | { status: 'unavailable' };

export const $wallet = atom<WalletState>({ status: 'idle' });

/** What the clicked button does with the sheet's events. */
export interface SheetHandlers {
  shippingAddress(event: ShippingAddressEvent): void;
  shippingOption(event: ShippingOptionEvent): void;
  paymentMethod(event: PaymentMethodEvent): void;
  cancel(): void;
}

let gateway: WalletGateway | null = null;
let session: WalletSession | null = null;
let active: SheetHandlers | null = null;

function listenOnce(created: WalletSession): void {
  // Nobody clicked (cannot happen with a real sheet): every change is still answered, the sheet never hangs.
  created.on('shippingaddresschange', (e) => (active ? active.shippingAddress(e) : e.updateWith({ status: 'fail' })));
  created.on('shippingoptionchange', (e) => (active ? active.shippingOption(e) : e.updateWith({ status: 'fail' })));
  created.on('paymentmethod', (e) => (active ? active.paymentMethod(e) : e.complete('fail')));
  created.on('cancel', () => active?.cancel());
}

/**
 * Creates the page's payment request with the first totals a button knows, and finds out which wallet the device
 * has. Later calls do nothing: the request is updated, never recreated.
 */
export function startWallet(first: WalletUpdate): void {
  if ($wallet.get().status !== 'idle') return;
  const express = getConfig().express;
  if (!express.enabled) {
    $wallet.set({ status: 'unavailable' });
    return;
  }
  $wallet.set({ status: 'loading' });
  walletGateway()
    .then(async (loaded) => {
      gateway = loaded;
      session = loaded.paymentRequest({
        country: getConfig().shop.country,
        currency: getConfig().shop.currency,
        total: first.total,
        displayItems: first.displayItems,
        requestShipping: express.shipping_required,
      });
      listenOnce(session);
      const kind = await session.canMakePayment();
      if (!kind) console.info(`[vitrine] Payment Request is not available in this browser`);
      $wallet.set(kind ? { status: 'ready', kind } : { status: 'unavailable' });
    })
    .catch((error: unknown) => {
      console.warn('[vitrine] le paiement express n’a pas pu démarrer', error);
      $wallet.set({ status: 'unavailable' });
    });
}

/** Must run synchronously inside the shopper's click: browsers refuse a sheet opened later. */
export function showSheet(update: WalletUpdate, handlers: SheetHandlers): boolean {
  if (!session) return false;
  session.update(update);
  active = handlers;
  session.show();
  return true;
}

export function currentGateway(): WalletGateway | null {
  return gateway;
}
