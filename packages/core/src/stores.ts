import { atom } from 'nanostores';
import { emptyCart, type CartSnapshot } from '@vitrine/contract';

/** The cart as the server last described it. Widgets render from here, never from their own copies. */
export const $cart = atom<CartSnapshot>(emptyCart());

/** WooCommerce's cart hash of the fragments last applied ('' for an empty cart). */
export const $cartHash = atom<string>('');

/**
 * This page view's `wc_order_attribution_*` fields (spec §3.8), set by `fk-attribution` once its cookies are
 * written; empty while it has not run or tracking is off. An order placed without the checkout form (express
 * checkout from a product page or the side cart) adds them to its payload.
 */
export const $orderAttribution = atom<Readonly<Record<string, string>>>({});
