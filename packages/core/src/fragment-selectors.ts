import { CART_STATE_SELECTOR } from '@vitrine/contract';

/**
 * The fragment selectors cart data from outside this page may name. Server answers may name any region (a theme adds
 * its own through WooCommerce's `woocommerce_add_to_cart_fragments`); but another tab's message and this tab's session
 * cache are storage any script of the origin can write, and a selector there is an order to replace whatever it
 * matches: `form.checkout` with a form posting elsewhere, in every open tab. Those are replayed only for the regions
 * WooCommerce's answers always carry (the mini cart, Vitrine's cart snapshot) and those the shop itself has sent to
 * this page; the rest is dropped, and the caller asks the shop instead.
 */
const ALWAYS = [CART_STATE_SELECTOR, 'div.widget_shopping_cart_content'];

const learned = new Set<string>(ALWAYS);

/** A shop's answer reached this page: its selectors are the shop's, trusted from then on (compared as exact text). */
export function learnSelectors(fragments: Record<string, string>): void {
  for (const selector of Object.keys(fragments)) learned.add(selector);
}

/** Splits outside fragments into those naming a known region and the selectors dropped. */
export function knownFragments(fragments: Record<string, string>): { fragments: Record<string, string>; dropped: string[] } {
  const kept: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [selector, markup] of Object.entries(fragments)) {
    if (learned.has(selector)) kept[selector] = markup;
    else dropped.push(selector);
  }
  return { fragments: kept, dropped };
}

export function forgetLearnedSelectorsForTests(): void {
  learned.clear();
  for (const selector of ALWAYS) learned.add(selector);
}
