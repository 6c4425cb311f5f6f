import { addProductForm, canAddThroughAjax, type Variation } from '@vitrine/contract';
import { announce, applyServerFragments, emitAddingToCart, emitCartChange, getConfig, goTo, postNotice, send, shopperMessage, t } from '@vitrine/core';
import { addOutcome } from '@vitrine/product';
import { nextPaint } from '@vitrine/core';
import { whenMounted } from './when-mounted.ts';

/**
 * Adding from the product form once the browser has validated it (spec §4.14, §7.1), by the way the shop really has:
 * - with `ajax_add_to_cart = yes`, the side cart is offered the form first through the DOM event
 *   {@link SIDE_CART_EVENT}; if it claims it (its protocol can carry the form: FunnelKit Cart's `fkcart_add_item`, or
 *   the Store API's add-item), it adds, opens itself and handles failures;
 * - a variation made for any value of an attribute is posted as the browser would post it: WooCommerce's AJAX add
 *   cannot carry the shopper's choice for it, its form handler can;
 * - otherwise (or when nothing claims it) the store call `add_to_cart` with the form's fields, whose fragments
 *   then update every cart region.
 * Resolves true when the product is in the cart, false when it is not (the shopper was told why).
 */

/** Raised on the form, bubbling; see the README for its detail. */
export const SIDE_CART_EVENT = 'fkcart_add_to_cart_form';

export interface SideCartAddDetail {
  /** The form's fields as `new FormData(form, submitter)` lists them. */
  entries: Array<[string, string]>;
  form: HTMLFormElement;
  button: HTMLElement | null;
  /** The side cart calls it synchronously with its add; the form waits for it (true = added). */
  claim(result: Promise<boolean>): void;
}

function formEntries(form: HTMLFormElement, submitter: HTMLElement | null): Array<[string, string]> {
  // Files (an add-on upload) cannot travel in a form-encoded call; the side cart's own multipart call is the way.
  return [...new FormData(form, submitter)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** Offers the add to the side cart; its promise, or null when nothing claimed it. */
function offerToSideCart(form: HTMLFormElement, button: HTMLElement | null, entries: Array<[string, string]>): Promise<boolean> | null {
  const offer: { claimed: Promise<boolean> | null } = { claimed: null };
  const detail: SideCartAddDetail = { entries, form, button, claim: (result) => (offer.claimed = result) };
  form.dispatchEvent(new CustomEvent(SIDE_CART_EVENT, { detail, bubbles: true }));
  return offer.claimed;
}

async function addThroughStore(entries: Array<[string, string]>, button: HTMLElement | null, productName: string): Promise<boolean> {
  const config = getConfig();
  const data = Object.fromEntries(entries);
  emitAddingToCart(button, data);
  try {
    const answer = await send(addProductForm(entries));
    // The product form shows its own notice with the cart link, so the rule's « Voir le panier » is not used here.
    const next = addOutcome(answer, { cartRedirectAfterAdd: config.shop.cart_redirect_after_add, cartUrl: config.urls.cart, onCartPage: config.page.is_cart });
    if (next.kind !== 'added') {
      if (goTo(next.url)) return true;
      throw new Error(`refused redirect ${next.url}`);
    }
    applyServerFragments(next.fragments, next.cartHash);
    emitCartChange('added_to_cart', { fragments: next.fragments, cartHash: next.cartHash, button });
    const message = t('“{name}” has been added to your cart.', { name: productName });
    postNotice('success', message, config.urls.cart ? { href: config.urls.cart, label: t('View cart') } : undefined);
    announce(message);
    return true;
  } catch (error) {
    const message = shopperMessage(error);
    postNotice('error', message);
    announce(message, 'assertive');
    return false;
  }
}

/**
 * How long an add waits for a side cart whose chunk is still on its way (it loads when the browser is idle or at the
 * shopper's first press: the press that submitted has started it). Past this, the store call adds without it.
 */
const SIDE_CART_WAIT_MS = 3000;

/**
 * The form posted as without JavaScript; the page then leaves. Should it still be here after the shop's timeout
 * (the post never got an answer), the button comes back so the shopper can try again.
 */
function postNatively(form: HTMLFormElement, submitter: HTMLElement | null): Promise<boolean> {
  const named = submitter?.getAttribute('name');
  if (named && submitter instanceof HTMLButtonElement) {
    const carried = document.createElement('input');
    carried.type = 'hidden';
    carried.name = named;
    carried.value = submitter.value;
    form.append(carried);
  }
  // The prototype's submit: a field named `submit` in the theme's form would shadow the method.
  HTMLFormElement.prototype.submit.call(form);
  return new Promise((resolve) => setTimeout(() => resolve(false), getConfig().request_timeout_ms));
}

export async function addFromForm(form: HTMLFormElement, submitter: HTMLElement | null, productName: string, variation: Variation | null): Promise<boolean> {
  const entries = formEntries(form, submitter);
  // The button's busy state paints first: the side cart's update and the request (the `fetch` call alone is a few
  // milliseconds on a phone) would otherwise hold the tap's answer back.
  await nextPaint();
  const config = getConfig();
  if (config.shop.ajax_add_to_cart === 'yes') {
    // Offered before the side cart listens, the add went to the store call and the drawer never opened (a shopper
    // choosing and adding within a second of the page appearing; seen 1 in 5 in the repeat runs).
    await whenMounted('fk-side-cart', SIDE_CART_WAIT_MS);
    const claimed = offerToSideCart(form, submitter, entries);
    if (claimed) return claimed.catch(() => false);
  }
  if (!canAddThroughAjax(variation)) return postNatively(form, submitter);
  return addThroughStore(entries, submitter, productName);
}
