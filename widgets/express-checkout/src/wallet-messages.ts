import { announce } from '@vitrine/core';
import type { ExpressContext } from './model.ts';

/**
 * Spec §4.7 "any other result": the shop's messages go above the product form or the checkout form, where
 * WooCommerce prints its checkout notice group, and the page goes back to its top, where the shopper coming back
 * from the wallet sheet then reads them. Texts only: they were read out of the shop's markup as text.
 */

/** The element the messages go before; none on the cart page or in the side cart (the notices area serves). */
export function formOf(host: Element, context: ExpressContext): Element | null {
  if (context === 'checkout') return document.querySelector('form.checkout');
  if (context !== 'product') return null;
  const form = (host.closest('.product') ?? document).querySelector('form.cart');
  // The variation form re-renders its own form: the messages go outside it, so they stay.
  return form?.closest('fk-variation-form') ?? form;
}

export function showAboveForm(target: Element, messages: string[]): void {
  const earlier = target.previousElementSibling;
  if (earlier?.classList.contains('woocommerce-NoticeGroup')) earlier.remove();
  const group = document.createElement('div');
  group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  const list = group.appendChild(document.createElement('ul'));
  list.className = 'woocommerce-error';
  for (const message of messages) list.appendChild(document.createElement('li')).textContent = message;
  target.before(group);
  // At once: the sheet has just closed, and a smooth scroll would move the page under a reader of the messages.
  scrollTo(0, 0);
  announce(messages.join(' '), 'assertive');
}
