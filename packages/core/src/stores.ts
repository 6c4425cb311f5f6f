import { atom } from 'nanostores';
import { emptyCart, type CartSnapshot } from '@vitrine/contract';

/** The cart as the server last described it. Widgets render from here, never from their own copies. */
export const $cart = atom<CartSnapshot>(emptyCart());

/** WooCommerce's cart hash of the fragments last applied ('' for an empty cart). */
export const $cartHash = atom<string>('');

export { $orderAttribution } from './order-attribution-store.ts';
