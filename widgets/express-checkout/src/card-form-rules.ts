import type { BillingDetails } from '@vitrine/payments';
import './french.ts';

/**
 * The card form's checks on the checkout's submit (spec §5.5) and the billing details it passes to the provider
 * (spec §3.17: the card fields never ask for them).
 */

export type CardFormCheck = { kind: 'not-card' } | { kind: 'card' } | { kind: 'problem'; message: string };

const value = (form: HTMLFormElement, name: string): string =>
  (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value?.trim() ?? '';

export function cardFormCheck(form: HTMLFormElement, host: Element): CardFormCheck {
  const chosen = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
  const ours = host.closest('.wc_payment_method')?.querySelector<HTMLInputElement>('input[name="payment_method"]');
  const hasChoice = form.querySelector('input[name="payment_method"]') !== null;
  if (hasChoice && !chosen) return { kind: 'problem', message: 'Please select a payment method before proceeding.' };
  if (ours && chosen !== ours) return { kind: 'not-card' };
  // The account's and order-pay pages have no billing fields: the order or the account already holds them.
  if (form.elements.namedItem('billing_phone') && !value(form, 'billing_phone')) return { kind: 'problem', message: 'Please provide a billing phone number.' };
  return { kind: 'card' };
}

export function billingDetails(form: HTMLFormElement): BillingDetails {
  return {
    name: [value(form, 'billing_first_name'), value(form, 'billing_last_name')].filter(Boolean).join(' '),
    email: value(form, 'billing_email'),
    phone: value(form, 'billing_phone'),
    address: {
      line1: value(form, 'billing_address_1'),
      line2: value(form, 'billing_address_2'),
      city: value(form, 'billing_city'),
      state: value(form, 'billing_state'),
      postal_code: value(form, 'billing_postcode'),
      country: value(form, 'billing_country'),
    },
  };
}

/**
 * Whether the shopper picked one of the saved cards WooCommerce lists in the box (`wc-{gateway}-payment-token` =
 * a token id; `new` means the card fields). A guest's box has no list: never.
 */
export function savedCardChosen(box: ParentNode): boolean {
  const token = [...box.querySelectorAll<HTMLInputElement>('input.woocommerce-SavedPaymentMethods-tokenInput')].find((input) => input.checked);
  return token !== undefined && token.value !== 'new';
}

/** Spec §7.5: the account's pages only keep a card (a setup), the checkout and order-pay pay with it. */
export const cardFormMode = (page: { is_add_payment_page: boolean; is_change_payment_page: boolean }): 'payment' | 'setup' =>
  page.is_add_payment_page || page.is_change_payment_page ? 'setup' : 'payment';
