import type { CartItem, CartSnapshot, SideCartAnswer } from '@vitrine/contract';
import { t } from '@vitrine/core';
import { sideCartQuantityRules, type SideCartRules } from '@vitrine/product';
import './french.ts';

/**
 * The side cart's rules, free of DOM, React and network (spec §4.11–4.13, §5.7, §5.8, §7.6, §9.4).
 */

/** Spec §9.4 timings, plus Dawn's quantity debounce (spec silent; last click wins). */
export const OPEN_AFTER_ADD_MS = 450;
export const SUCCESS_MS = 800;
export const NOTICE_MS = 3000;
export const COUPON_FOCUS_MS = 100;
export const QUANTITY_DEBOUNCE_MS = 300;

// ——— the drawer ———————————————————————————————————————————————————————————————————————————————

export interface DrawerState {
  open: boolean;
  /** An express button was clicked on the product page: the next add must not open the drawer. */
  skipNextAutoOpen: boolean;
}

export type DrawerEvent = { type: 'open' } | { type: 'close' } | { type: 'added'; shouldOpenCart: boolean } | { type: 'skip-next-auto-open' };

export interface DrawerStep {
  state: DrawerState;
  /** Open in {@link OPEN_AFTER_ADD_MS}: the add just happened with the drawer closed. */
  openLater: boolean;
}

/**
 * Spec §4.11: an add opens the drawer 450 ms later when should_open_cart is 'yes', unless it is already open;
 * an express button click suppresses that once. Opening and closing are idempotent.
 */
export function drawerStep(state: DrawerState, event: DrawerEvent): DrawerStep {
  switch (event.type) {
    case 'open':
      return { state: { ...state, open: true }, openLater: false };
    case 'close':
      return { state: { ...state, open: false }, openLater: false };
    case 'skip-next-auto-open':
      return { state: { ...state, skipNextAutoOpen: true }, openLater: false };
    case 'added':
      if (!event.shouldOpenCart || state.open) return { state, openLater: false };
      if (state.skipNextAutoOpen) return { state: { ...state, skipNextAutoOpen: false }, openLater: false };
      return { state, openLater: true };
  }
}

/**
 * Spec §4.11, on page load: refresh when force_open_cart is set (and then open), on the cart page, or when the
 * quantity cookie is missing while WooCommerce's items-in-cart cookie says there are items.
 */
export function loadPlan(input: { forceOpen: boolean; isCart: boolean; quantityCookie: string | undefined; itemsInCartCookie: string | undefined }): {
  refresh: boolean;
  open: boolean;
} {
  const itemsInCart = Number(input.itemsInCartCookie ?? 0);
  const cookieMissing = input.quantityCookie === undefined && itemsInCart > 0;
  return { refresh: input.forceOpen || input.isCart || cookieMissing, open: input.forceOpen };
}

// ——— answers ——————————————————————————————————————————————————————————————————————————————————

export type Outcome =
  /** `message`: the shop's words about it as text, '' when it said nothing (FunnelKit says nothing of an add). */
  | { kind: 'done'; answer: SideCartAnswer; message: string }
  /** The shop answered with another code: its words (text) say why. */
  | { kind: 'refused'; message: string }
  /** No usable answer (network, timeout, HTTP error, malformed, nonce still refused after one retry). */
  | { kind: 'failed'; message: string }
  /** A newer call replaced this one (quick view): nothing to say. */
  | { kind: 'aborted' };

/**
 * Spec §7.6: code 200 is done; any other code is refused. `words` are the answer's own (sideCartWords), already
 * made text; a refusal without any says the French default.
 */
export function readAnswer(answer: SideCartAnswer, words: string): Outcome {
  if (answer.code === 200) return { kind: 'done', answer, message: words };
  return { kind: 'refused', message: words || t('The shop had a problem with your request. Please try again.') };
}

/** Spec §4.11: fetch the side cart again when the shop asks for it and the page allows it. */
export function shouldRerun(answer: SideCartAnswer, needExtraSlideCartAjax: 'yes' | 'no'): boolean {
  const flag = answer.fkcart_re_run_slide_cart;
  return needExtraSlideCartAjax === 'yes' && (flag === 'yes' || flag === true);
}

// ——— items ————————————————————————————————————————————————————————————————————————————————————

/** The §5.7 limits of a cart line, as the server gave them. */
export function lineRules(item: CartItem): SideCartRules {
  return sideCartQuantityRules(item.quantity);
}

/** What the field shows: the shopper's latest value while it is on its way, else the server's. */
export function shownQuantity(item: CartItem, pending: Readonly<Record<string, number>>): number {
  return pending[item.cartKey] ?? item.quantity.value;
}

/** A removed line still sliding out, with the place it had. */
export interface LeavingRow {
  item: CartItem;
  index: number;
}

/** The rows to draw: the cart's lines, with the ones sliding out kept where they were. */
export function rowsToShow(items: readonly CartItem[], leaving: readonly LeavingRow[]): Array<{ item: CartItem; leaving: boolean }> {
  const rows = items.map((item) => ({ item, leaving: false }));
  for (const row of [...leaving].sort((a, b) => a.index - b.index)) {
    if (items.some((item) => item.cartKey === row.item.cartKey)) continue;
    rows.splice(Math.min(row.index, rows.length), 0, { item: row.item, leaving: true });
  }
  return rows;
}

// ——— upsells ——————————————————————————————————————————————————————————————————————————————————

export type Upsell = CartSnapshot['upsells'][number];

/** Spec §4.11: an upsell disappears once its product is in the cart, whatever the server still lists. */
export function visibleUpsells(cart: CartSnapshot): Upsell[] {
  const inCart = new Set(cart.items.map((item) => item.productId));
  return cart.upsells.filter((upsell) => !inCart.has(upsell.productId));
}

/** More upsells than fit in view: the carousel (and its slider chunk) will be needed. */
export function needsCarousel(cart: CartSnapshot, perView: number): boolean {
  return visibleUpsells(cart).length > perView;
}

/** Spec §9.4: with style3, at ≤ 1000 px, upsells are a list in the drawer rather than a carousel. */
export const UPSELL_LIST_QUERY = '(max-width: 1000px)';

export function upsellsAsList(style: string, narrow: boolean): boolean {
  return style === 'style3' && narrow;
}

// ——— coupons ——————————————————————————————————————————————————————————————————————————————————

/** Spec §5.8: an empty code shows the preset error and sends nothing. */
export function readCouponInput(raw: string): { kind: 'empty'; message: string } | { kind: 'code'; code: string } {
  const code = raw.trim();
  return code ? { kind: 'code', code } : { kind: 'empty', message: t('Please enter a coupon code.') };
}
