// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, $notices, parseConfig, setConfig } from '@vitrine/core';
import type { BillingDetails, CardFormOptions, PaymentMethodResult } from '@vitrine/payments';

/** The provider's card form, faked: the test decides what the card becomes. */
const mounted: CardFormOptions[] = [];
const created: BillingDetails[] = [];
const VISA: PaymentMethodResult = { paymentMethod: { id: 'pm_card', billing_details: {}, card: { brand: 'visa' } } };
let result: PaymentMethodResult | Error = VISA;
/** The provider's `loaderror` listener of the last mounted form. */
let loadError: (() => void) | null = null;

vi.mock('@vitrine/payments', async (original) => ({
  ...(await original<typeof import('@vitrine/payments')>()),
  whenNear: () => ({ ready: Promise.resolve(), cancel() {} }),
  cardGateway: async () => ({
    mountCardForm: (_container: HTMLElement, options: CardFormOptions) => {
      mounted.push(options);
      return {
        createPaymentMethod: async (billing: BillingDetails) => {
          created.push(billing);
          if (result instanceof Error) throw result;
          return result;
        },
        onReady() {},
        onLoadError(handler: () => void) {
          loadError = handler;
        },
        destroy() {},
      };
    },
  }),
}));

await import('./index.ts');

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The element mounts asynchronously (r2wc, React): wait for the card form to be in place. */
const mountedOnce = () => vi.waitFor(() => expect(mounted).toHaveLength(1));

/** WooCommerce's token list for a logged-in shopper: one saved card (chosen) and « new ». */
const SAVED_CARDS = `<ul class="woocommerce-SavedPaymentMethods">
  <li><input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-fkwcs_stripe-payment-token" value="7" checked></li>
  <li><input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-fkwcs_stripe-payment-token" value="new"></li></ul>`;

function checkout(card: 'checked' | '' = 'checked', saved = ''): HTMLFormElement {
  document.body.innerHTML = `<form name="checkout">
    <input name="billing_first_name" value="Anne"><input name="billing_last_name" value="Dupont">
    <input name="billing_phone" value="+41 22 555 01 23"><input name="billing_email" value="anne@example.ch">
    <li class="wc_payment_method"><input type="radio" name="payment_method" value="bacs" ${card ? '' : 'checked'}></li>
    <li class="wc_payment_method"><input type="radio" name="payment_method" value="fkwcs_stripe" ${card}>
    ${saved}<fk-payment-form amount="13175"></fk-payment-form></li>
    <button type="submit" id="place_order">Commander</button></form>`;
  return document.querySelector('form')!;
}

describe('fk-payment-form (spec §3.17, §5.5)', () => {
  beforeEach(() => {
    setConfig(parseConfig({}));
    clearNotices();
    mounted.length = 0;
    created.length = 0;
    result = VISA;
    loadError = null;
  });
  afterEach(() => document.body.replaceChildren());

  it('mounts the card form with the page’s amount, and posts the payment method’s id', async () => {
    const form = checkout();
    const posted = vi.fn((event: Event) => event.preventDefault());
    await mountedOnce();
    expect(mounted).toEqual([{ amount: 13175, currency: 'CHF', mode: 'payment' }]);
    form.addEventListener('submit', posted);
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>('[name="fkwcs_source"]')!.value).toBe('pm_card'));
    expect(created[0]).toMatchObject({ name: 'Anne Dupont', phone: '+41 22 555 01 23', email: 'anne@example.ch' });
    // The first submit was held for the card; the second one (with the id) goes through to the theme.
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('refuses a brand outside the list and shows the provider’s errors in French', async () => {
    const form = checkout();
    await mountedOnce();
    result = { paymentMethod: { id: 'pm_diners', billing_details: {}, card: { brand: 'diners' } } };
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe('La carte Diners Club n’est pas acceptée.'));
    result = { error: { type: 'validation_error', code: 'incomplete_number' } };
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe('Le numéro de carte est incomplet.'));
    expect(form.querySelector<HTMLInputElement>('[name="fkwcs_source"]')!.value).toBe('');
  });

  it('asks for a billing phone before anything goes to the provider', async () => {
    const form = checkout();
    form.querySelector<HTMLInputElement>('[name="billing_phone"]')!.value = '';
    await mountedOnce();
    form.requestSubmit();
    await flush();
    expect(created).toHaveLength(0);
    expect($notices.get().map((n) => n.message)).toEqual(['Veuillez indiquer un numéro de téléphone de facturation.']);
  });

  it('loads the card fields only once the card method is picked', async () => {
    const form = checkout('');
    await vi.waitFor(() => expect(form.querySelector('fk-payment-form[data-vitrine-ready]')).not.toBeNull());
    await flush();
    expect(mounted).toHaveLength(0);
    // Folded until picked: an empty card box appearing under an unpicked method moved the place-order button 90 px
    // for a shopper scrolling down the checkout (layout shift 0.02 at desktop, 0.044 on a phone).
    expect(form.querySelector<HTMLFieldSetElement>('fieldset.fk-payment-form')!.hidden).toBe(true);
    const card = form.querySelector<HTMLInputElement>('[value="fkwcs_stripe"]')!;
    card.checked = true;
    card.dispatchEvent(new Event('change', { bubbles: true }));
    await mountedOnce();
    expect(form.querySelector<HTMLFieldSetElement>('fieldset.fk-payment-form')!.hidden).toBe(false);
  });

  it('says so when the provider cannot show the card fields, and never posts the card then', async () => {
    const form = checkout();
    await mountedOnce();
    loadError!();
    const message = 'Le formulaire de carte n’a pas pu être chargé. Veuillez choisir un autre moyen de paiement ou recharger la page.';
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe(message));
    const posted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', posted);
    form.requestSubmit();
    await flush();
    expect(created).toHaveLength(0);
    expect(posted).not.toHaveBeenCalled();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(message);
  });

  it('leaves the form usable after a failure, and the next try goes through', async () => {
    const form = checkout();
    await mountedOnce();
    result = new Error('frame lost');
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe('Une erreur est survenue lors du traitement de votre carte.'));
    expect(form.getAttribute('aria-busy')).toBeNull();
    expect(form.inert).toBe(false);
    result = VISA;
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>('[name="fkwcs_source"]')!.value).toBe('pm_card'));
  });

  it('creates one card for a double click', async () => {
    const form = checkout();
    await mountedOnce();
    result = { error: { type: 'card_error', code: 'card_declined' } };
    form.requestSubmit();
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe('La carte a été refusée.'));
    expect(created).toHaveLength(1);
  });
  it('pays with a saved card without card fields, and unfolds them for « Utiliser une nouvelle carte »', async () => {
    const form = checkout('checked', SAVED_CARDS);
    const posted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', posted);
    await vi.waitFor(() => expect(form.querySelector('fk-payment-form[data-vitrine-ready]')).not.toBeNull());
    await flush();
    // Nothing of the provider's is fetched for a saved card, and the form posts at once with the token's id.
    expect(mounted).toHaveLength(0);
    expect(form.querySelector<HTMLFieldSetElement>('fieldset.fk-payment-form')!.hidden).toBe(true);
    form.requestSubmit();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(0);

    const fresh = form.querySelector<HTMLInputElement>('[value="new"]')!;
    fresh.checked = true;
    fresh.dispatchEvent(new Event('change', { bubbles: true }));
    await mountedOnce();
    expect(form.querySelector<HTMLFieldSetElement>('fieldset.fk-payment-form')!.hidden).toBe(false);
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>('[name="fkwcs_source"]')!.value).toBe('pm_card'));
  });

  it('only keeps the card (setup mode, no phone asked) on the add-payment-method page', async () => {
    setConfig(parseConfig({ page: { is_add_payment_page: true } }));
    document.body.innerHTML = `<form id="add_payment_method"><li class="wc_payment_method">
      <input type="radio" name="payment_method" value="fkwcs_stripe" checked><fk-payment-form currency="chf"></fk-payment-form></li></form>`;
    const form = document.querySelector('form')!;
    await mountedOnce();
    expect(mounted[0]).toMatchObject({ mode: 'setup' });
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>('[name="fkwcs_source"]')!.value).toBe('pm_card'));
  });
});
