import * as v from 'valibot';
import { CART_STATE_SELECTOR, CART_STATE_ID, CartSnapshot } from '@vitrine/contract';
import { jsonScript } from './config-block.ts';
import { emit } from './events.ts';
import { markupToFragment } from './html-sink.ts';
import { insideRenderedRegion } from './rendered-regions.ts';
import { $cart, $cartHash } from './stores.ts';
import { sameOriginUrl } from './urls.ts';

/**
 * Server fragments (selector → markup) replace the theme's regions, as WooCommerce does.
 * The `script#fk-cart-state` fragment also feeds `$cart`, so React widgets follow the same answer.
 */

/** A product link the widgets may print: an http(s) page of this site, else '' (the name shows without a link). */
function siteLink(link: string): string {
  return typeof location !== 'undefined' && sameOriginUrl(link, location.href) !== null ? link : '';
}

function parseSnapshotJson(text: string | null | undefined): CartSnapshot | null {
  if (!text) return null;
  try {
    const result = v.safeParse(CartSnapshot, JSON.parse(text));
    if (result.success) {
      const snapshot = result.output;
      return {
        ...snapshot,
        items: snapshot.items.map((item) => ({ ...item, link: siteLink(item.link) })),
        upsells: snapshot.upsells.map((upsell) => ({ ...upsell, link: siteLink(upsell.link) })),
      };
    }
  } catch {
    // fall through to the warning
  }
  console.warn('[vitrine] état du panier illisible : ignoré');
  return null;
}

/** The snapshot printed in the page itself, if any. */
export function pageSnapshot(doc: Document = document): CartSnapshot | null {
  const el = jsonScript(CART_STATE_ID, doc);
  return el ? parseSnapshotJson(el.textContent) : null;
}

function snapshotFromMarkup(markup: string): CartSnapshot | null {
  const script = markupToFragment(markup).querySelector(`script[type="application/json"]#${CART_STATE_ID}`);
  return parseSnapshotJson(script?.textContent);
}

export function setCart(snapshot: CartSnapshot): void {
  $cartHash.set(snapshot.hash);
  $cart.set(snapshot);
}

/**
 * Replaces every region named by the fragments and updates the cart stores. A selector that is not on
 * this page, or is not a valid selector, is skipped, and so is one inside what a rendering widget drew.
 */
export function replaceFragments(fragments: Record<string, string>, cartHash: string): void {
  for (const [selector, markup] of Object.entries(fragments)) {
    if (selector === CART_STATE_SELECTOR) {
      const snapshot = snapshotFromMarkup(markup);
      if (snapshot) setCart(snapshot);
    }
    let targets: NodeListOf<Element>;
    try {
      targets = document.querySelectorAll(selector);
    } catch {
      console.warn(`[vitrine] fragment ignoré, sélecteur invalide : ${selector}`);
      continue;
    }
    for (const target of targets) if (!insideRenderedRegion(target)) target.replaceWith(markupToFragment(markup));
  }
  $cartHash.set(cartHash);
  emit('wc_fragments_loaded');
}
