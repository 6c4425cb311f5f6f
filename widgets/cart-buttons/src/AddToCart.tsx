import { useEffect } from 'react';
import {
  announce,
  applyServerFragments,
  emit,
  emitAddingToCart,
  emitCartChange,
  getConfig,
  jqueryWrapped,
  goTo,
  postNotice,
  shopperMessage,
  t,
  type WidgetProps,
} from '@vitrine/core';
import { addOutcome, listingQuantityFloor } from '@vitrine/product';
import { sendAdd } from './calls.ts';
import { addToCartBody, canAddByAjax } from './model.ts';
import './french.ts';

/**
 * `fk-add-to-cart`: enhances a listing the server printed (buttons, quantity fields, ordering select).
 * The markup stays the theme's; this only listens by delegation and toggles WooCommerce's classes.
 */

/** Clicks still running per button: `loading` stays until the last one ends, never longer. */
const running = new WeakMap<Element, number>();

function productName(button: HTMLElement): string {
  const item = button.closest('.product');
  return item?.querySelector('.woocommerce-loop-product__title')?.textContent?.trim() || t('Add to cart');
}

function showViewCart(button: HTMLElement): void {
  const next = button.nextElementSibling;
  const cartUrl = getConfig().urls.cart;
  if (!cartUrl || next?.classList.contains('added_to_cart')) return;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.textContent = t('View cart');
  button.after(link);
}

async function add(button: HTMLElement): Promise<void> {
  const config = getConfig();
  const name = productName(button);
  const typed = button.closest('.product')?.querySelector<HTMLInputElement>('input.qty')?.value;
  const body = addToCartBody({ ...button.dataset }, typed);

  running.set(button, (running.get(button) ?? 0) + 1);
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  emitAddingToCart(button, body);
  announce(t('Adding “{name}” to your cart…', { name }));

  try {
    const answer = await sendAdd(body);
    const next = addOutcome(answer, {
      cartRedirectAfterAdd: config.shop.cart_redirect_after_add,
      cartUrl: config.urls.cart,
      onCartPage: config.page.is_cart,
    });
    if (next.kind !== 'added') {
      if (goTo(next.url)) return;
      throw new Error(`refused redirect ${next.url}`);
    }
    applyServerFragments(next.fragments, next.cartHash);
    button.classList.add('added');
    if (next.showViewCart) showViewCart(button);
    emitCartChange('added_to_cart', { fragments: next.fragments, cartHash: next.cartHash, button });
    // WooCommerce raises it once the button shows the add (swatch and wishlist plugins restyle the button then).
    emit('wc_cart_button_updated', { button }, [jqueryWrapped(button)]);
    announce(t('“{name}” has been added to your cart.', { name }));
  } catch (error) {
    const message = shopperMessage(error);
    postNotice('error', message);
    announce(message, 'assertive');
  } finally {
    const left = (running.get(button) ?? 1) - 1;
    running.set(button, left);
    if (left === 0) {
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
    }
  }
}

function raiseListingQuantities(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input.qty')) {
    const raised = listingQuantityFloor(input.value, input.getAttribute('min'));
    if (raised !== null) input.value = raised;
  }
}

export function AddToCart({ host }: WidgetProps) {
  useEffect(() => {
    raiseListingQuantities(host);
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('.ajax_add_to_cart');
      if (!button || !host.contains(button) || !canAddByAjax({ ...button.dataset })) return;
      // Modified clicks keep the browser's behaviour (open in a new tab).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void add(button);
    };
    const onChange = (event: Event) => {
      const select = event.target as Element | null;
      if (select instanceof HTMLSelectElement && select.matches('select.orderby')) select.form?.requestSubmit();
    };
    // The server may print new listings into the element (a fragment, a filter): raise their fields too.
    const observer = new MutationObserver(() => raiseListingQuantities(host));
    observer.observe(host, { childList: true, subtree: true });
    host.addEventListener('click', onClick);
    host.addEventListener('change', onChange);
    return () => {
      observer.disconnect();
      host.removeEventListener('click', onClick);
      host.removeEventListener('change', onChange);
    };
  }, [host]);
  return null;
}
