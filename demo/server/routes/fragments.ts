import { CART_STATE_SELECTOR, cartStateMarkup } from '@vitrine/contract';
import { snapshotFromTotals } from '../cart/snapshot.ts';
import { cartTotals, type CartTotals } from '../cart/totals.ts';
import type { DB } from '../db.ts';
import { miniCartContent } from '../pages/parts/mini-cart.ts';

/**
 * Cart fragments: selector → replacement markup, as WooCommerce's `woocommerce_add_to_cart_fragments` filter builds
 * them. Later features add theirs with `registerFragment` instead of editing this file.
 */

export type FragmentRenderer = (db: DB, sessionId: string, totals: CartTotals) => string;

const renderers = new Map<string, FragmentRenderer>();

export function registerFragment(selector: string, render: FragmentRenderer): void {
  renderers.set(selector, render);
}

registerFragment('div.widget_shopping_cart_content', (db, sessionId, totals) => miniCartContent(db, sessionId, totals).toString());
registerFragment(CART_STATE_SELECTOR, (db, _sessionId, totals) => cartStateMarkup(snapshotFromTotals(db, totals)));

export interface FragmentsAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}

export function cartFragments(db: DB, sessionId: string, totals: CartTotals = cartTotals(db, sessionId)): FragmentsAnswer {
  const fragments: Record<string, string> = {};
  for (const [selector, render] of renderers) fragments[selector] = render(db, sessionId, totals);
  return { fragments, cart_hash: totals.hash };
}
