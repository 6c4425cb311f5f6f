import { $orderAttribution, markupToFragment } from '@vitrine/core';
import type { FieldPairs } from '@vitrine/payments';
import { productChoice, type AddonField } from './model.ts';

/**
 * What the express buttons read from the theme's page: the product form, the checkout form, the billing email
 * field and the order attribution inputs. Reading only; the forms stay the theme's.
 */

export function productForm(host: Element): HTMLFormElement | null {
  return host.closest<HTMLFormElement>('form.cart') ?? document.querySelector<HTMLFormElement>('form.cart');
}

export function checkoutForm(): HTMLFormElement | null {
  return document.querySelector<HTMLFormElement>('form[name="checkout"], form.checkout');
}

/** The form's fields as it would post them (files left out). */
export function formPairs(form: HTMLFormElement): FieldPairs {
  const pairs: Array<[string, string]> = [];
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') pairs.push([name, value]);
  });
  return pairs;
}

function chosenAddons(form: HTMLFormElement): AddonField[] {
  const addons: AddonField[] = [];
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name^="addon-"]')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    const price = field instanceof HTMLSelectElement ? field.selectedOptions[0]?.dataset.price : field.dataset.price;
    addons.push({ name: field.name, value: field.value, price });
  }
  return addons;
}

export function readProductChoice(form: HTMLFormElement) {
  const pairs = formPairs(form).filter(([name]) => !name.startsWith('addon-'));
  // A simple product's id rides on its submit button (name="add-to-cart"), which FormData leaves out.
  const button = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]');
  if (button?.value) pairs.push(['add-to-cart', button.value]);
  return productChoice(pairs, chosenAddons(form));
}

export function addToCartButton(form: HTMLFormElement | null): HTMLElement | null {
  return form?.querySelector<HTMLElement>('.single_add_to_cart_button') ?? null;
}

/** Spec §5.6: the page's billing email field, when it has one. */
export function pageEmail(): string {
  return document.querySelector<HTMLInputElement>('form.checkout [name="billing_email"], #billing_email')?.value ?? '';
}

/**
 * Spec §3.8: the order attribution fields. `fk-attribution` publishes them for pages without a checkout form;
 * the checkout form's own inputs win (WooCommerce keeps the ones inside `form[name=checkout]`).
 */
export function attributionPairs(): FieldPairs {
  const fields = new Map(Object.entries($orderAttribution.get()));
  const form = checkoutForm();
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[name^="wc_order_attribution_"]') ?? []) {
    fields.set(input.name, input.value);
  }
  return [...fields];
}

/** Spec §2.7: the method picked in the sheet is ticked in the checkout form too. */
export function tickShippingMethod(methodId: string): void {
  const form = checkoutForm();
  const radio = Array.from(form?.querySelectorAll<HTMLInputElement>('input[name^="shipping_method"]') ?? []).find((input) => input.value === methodId);
  if (!radio || radio.checked) return;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
}

/** How many blocks each element holds, and whether it was inert before the first. */
const blocks = new WeakMap<Element, { count: number; wasInert: boolean }>();

/**
 * WooCommerce's `processing` block: the form greys out and takes no more input while the browser leaves. Blocks nest
 * (the card form's while it makes the card, the submit guard's while the page goes): the form is usable again only
 * once every holder released it. Each release counts once.
 */
export function blockForProcessing(host: Element): () => void {
  const target = host.closest('form') ?? checkoutForm() ?? productForm(host) ?? host;
  const held = blocks.get(target) ?? { count: 0, wasInert: (target as HTMLElement).inert };
  held.count += 1;
  blocks.set(target, held);
  target.classList.add('processing');
  target.setAttribute('aria-busy', 'true');
  (target as HTMLElement).inert = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.count -= 1;
    if (held.count > 0) return;
    blocks.delete(target);
    target.classList.remove('processing');
    target.removeAttribute('aria-busy');
    (target as HTMLElement).inert = held.wasInert;
  };
}

/** WooCommerce's notices markup (`messages`), as plain texts: one per list item, or the whole text. */
export function noticeTexts(markup: string): string[] {
  if (!markup.trim()) return [];
  // Parsed through core's sink (inert, and Trusted Types allow it), then read as text only.
  const fragment = markupToFragment(markup);
  const items = Array.from(fragment.querySelectorAll('li'));
  const texts = (items.length ? items : [fragment]).map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim());
  return texts.filter(Boolean);
}
