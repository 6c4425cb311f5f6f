import type { Call, SideCartAnswer } from '@vitrine/contract';
import { announce, emitCartChange, getConfig, postNotice, t } from '@vitrine/core';
import { listingQuantityFloor } from '@vitrine/product';
import { calls, sendSideCart } from './calls.ts';
import './french.ts';

/**
 * The product page's add to cart through the side cart (spec §4.14, §7.6), when `ajax_add_to_cart` is 'yes', in the
 * side cart's protocol (FunnelKit Cart's `fkcart_add_item`, or the Store API's add-item).
 * Two ways in:
 * - `fk-variation-form` offers its validated form with the bubbling event `fkcart_add_to_cart_form`
 *   (detail: entries, form, button, claim(promise)); the side cart claims it and answers true once added;
 *   that widget keeps its button's states;
 * - a plain `form.cart` the theme left alone: its submit is taken over here (unless another script stopped
 *   it), with WooCommerce's button classes loading → added.
 * On any failure through FunnelKit Cart the page is reloaded, as the original does: the shop then shows its own
 * notice. Through the Store API, which keeps no notice, the refusal's words are shown in the page's notices.
 */

const FORM = 'form.cart:not(.grouped_form)';

/**
 * The shop sends product page adds through the side cart, and its protocol can carry this form: the Store API takes
 * a product, a variation and its choice, not an add-on field, which then goes WooCommerce's own way.
 */
function sideCartCall(entries: ReadonlyArray<readonly [string, string]>): Call<SideCartAnswer> | null {
  return getConfig().shop.ajax_add_to_cart === 'yes' ? calls().addFromProductForm(entries) : null;
}

const productName = (form: Element | null | undefined) => form?.closest('.product')?.querySelector('.product_title')?.textContent?.trim() ?? '';

async function addThroughSideCart(call: Call<SideCartAnswer>, button: HTMLElement | null, name: string): Promise<boolean> {
  const outcome = await sendSideCart(call);
  if (outcome.kind === 'aborted') return false;
  if (outcome.kind !== 'done') {
    // FunnelKit Cart keeps WooCommerce's reason as a notice for the page, which is reloaded to show it (spec §8.4);
    // the Store API keeps none, and its words are shown here.
    if (getConfig().plugins.funnelkit_cart) location.reload();
    else {
      postNotice('error', outcome.message);
      announce(outcome.message, 'assertive');
    }
    return false;
  }
  const { fragments = {}, cart_hash: cartHash } = outcome.answer;
  emitCartChange('added_to_cart', { fragments, cartHash, button });
  announce(name ? t('“{name}” has been added to your cart.', { name }) : t('Cart updated.'));
  return true;
}

interface FormOffer {
  entries: Array<[string, string]>;
  form?: HTMLFormElement;
  button?: HTMLElement | null;
  claim(result: Promise<boolean>): void;
}

/** `fkcart_add_to_cart_form`: claimed synchronously, as the offering form expects. */
export function onFormOffered(event: Event): void {
  const offer = (event as CustomEvent<Partial<FormOffer> | null>).detail;
  if (!offer || typeof offer.claim !== 'function' || !Array.isArray(offer.entries)) return;
  const call = sideCartCall(offer.entries);
  if (call) offer.claim(addThroughSideCart(call, offer.button ?? null, productName(offer.form)));
}

export function onProductFormSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  const entries = Array.from(new FormData(form, submitter)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // A form that names no product (an external product's link form) is left to the browser.
  if (!entries.some(([name]) => name === 'add-to-cart' || name === 'product_id')) return;
  const call = sideCartCall(entries);
  if (!call) return;
  event.preventDefault();
  const button = submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
  if (button?.classList.contains('loading')) return;
  button?.classList.remove('added');
  button?.classList.add('loading');
  button?.setAttribute('aria-busy', 'true');
  void addThroughSideCart(call, button, productName(form)).then((added) => {
    if (!added) return;
    button?.classList.remove('loading');
    button?.removeAttribute('aria-busy');
    button?.classList.add('added');
  });
}

/** Spec §4.11: closing the drawer on a product page puts the quantity back to 1 (or the field's minimum). */
export function resetProductQuantity(): void {
  const input = document.querySelector<HTMLInputElement>(`${FORM} input.qty`);
  if (!input || input.type === 'hidden') return;
  input.value = listingQuantityFloor('1', input.getAttribute('min')) ?? '1';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
