import type { FormFields, ProductChoice } from '@vitrine/contract';
import { parseQuantity } from '@vitrine/product';
import type { WalletKind } from '@vitrine/payments';

/**
 * The express buttons' rules (spec §2.4, §2.6–2.8, §4.10, §5.2), free of DOM so they are tested alone.
 */

/** Where a button sits: the page it is on, or the side cart drawer (which pays for the cart). */
export type ExpressContext = 'product' | 'cart' | 'checkout' | 'side-cart';

export interface PageFlags {
  is_product: boolean;
  is_product_page: boolean;
  is_cart: boolean;
  is_checkout: boolean;
}

/** The element's `context` attribute wins; otherwise the page kind decides. */
export function contextOf(attribute: string | undefined, page: PageFlags): ExpressContext {
  if (attribute === 'product' || attribute === 'cart' || attribute === 'checkout' || attribute === 'side-cart') return attribute;
  if (page.is_checkout) return 'checkout';
  if (page.is_product || page.is_product_page) return 'product';
  return 'cart';
}

/** The order's `page_from` (spec §7.3): the side cart pays for the cart. */
export function pageFrom(context: ExpressContext): 'product' | 'cart' | 'checkout' {
  return context === 'side-cart' ? 'cart' : context;
}

/**
 * Spec §2.1: the express flow builds a new order from the cart, so it has no place on the pages about an existing
 * order or the account's cards (pay-for-order, change-payment-method, add-payment-method): it would be a second order.
 */
export const paysTheCart = (page: { is_pay_for_order_page: boolean; is_add_payment_page: boolean; is_change_payment_page: boolean }): boolean =>
  !(page.is_pay_for_order_page || page.is_add_payment_page || page.is_change_payment_page);

/** Spec §4.10: shown only when the device has a wallet and the cart still costs something. */
export function isVisible(kind: WalletKind | null, needsPayment: boolean): boolean {
  return kind !== null && needsPayment;
}

/** Why the product's add button is disabled (the variation form's classes), or null when it is not. */
export type Blocked = 'selection-needed' | 'unavailable' | null;

export function blockedBy(classes: Iterable<string>): Blocked {
  const set = new Set(classes);
  if (set.has('wc-variation-is-unavailable')) return 'unavailable';
  if (set.has('wc-variation-selection-needed')) return 'selection-needed';
  return null;
}

/** Spec §5.2: the variation form's own messages, shown when the disabled express button is clicked. */
export const BLOCKED_MESSAGE: Record<Exclude<Blocked, null>, string> = {
  'selection-needed': 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
};

/** An add-on input as the page holds it: its field name, value, and price when chosen. */
export interface AddonField {
  name: string;
  value: string;
  /** `data-price` of the chosen input or option; absent or unreadable counts 0. */
  price: string | undefined;
}

/**
 * The product form as the express calls want it (spec §7.3): product id, quantity (1 when unreadable), the
 * `attribute_*` choices, the `addon-*` fields (arrays for `[]` names) and the sum of the chosen add-ons' costs.
 * Null when the form names no product.
 */
export function productChoice(entries: ReadonlyArray<readonly [string, string]>, addons: readonly AddonField[]): ProductChoice | null {
  const fields = new Map<string, string>();
  const attributes: Record<string, string> = {};
  for (const [name, value] of entries) {
    fields.set(name, value);
    if (name.startsWith('attribute_')) attributes[name] = value;
  }
  const id = Number(fields.get('add-to-cart') || fields.get('product_id'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const qty = parseQuantity(fields.get('quantity') ?? '');
  const addonFields: Record<string, string | string[]> = {};
  let addonValue = 0;
  for (const addon of addons) {
    if (!addon.value) continue;
    if (addon.name.endsWith('[]')) ((addonFields[addon.name] ??= []) as string[]).push(addon.value);
    else addonFields[addon.name] = addon.value;
    const price = Number(addon.price);
    if (Number.isFinite(price)) addonValue += price;
  }
  return {
    productId: id,
    qty: qty !== null && qty > 0 ? qty : 1,
    attributes,
    addons: addonFields as FormFields,
    addonValue: Math.round(addonValue * 100) / 100,
  };
}

/** The button's words: the wallet's name, or the shop's for a browser's own sheet. */
export function walletName(kind: WalletKind): string | null {
  if (kind === 'apple_pay') return 'Apple Pay';
  if (kind === 'google_pay') return 'Google Pay';
  return null;
}

/** Spec §9.2: the standalone wallet, when enabled, needs a merchant id outside test mode. */
export function googlePayAllowed(express: { google_pay_enabled: boolean; mode: 'test' | 'live'; google_pay_merchant_id: string }): boolean {
  return express.google_pay_enabled && (express.mode === 'test' || express.google_pay_merchant_id !== '');
}
