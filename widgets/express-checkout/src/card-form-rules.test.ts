// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { billingDetails, cardFormCheck, cardFormMode, savedCardChosen } from './card-form-rules.ts';

afterEach(() => document.body.replaceChildren());

function checkout(chosen: string | null, phone = '+41 22 555 01 23') {
  document.body.innerHTML = `<form name="checkout">
    <input name="billing_first_name" value="Anne"><input name="billing_last_name" value="Dupont">
    <input name="billing_email" value="anne@example.ch"><input name="billing_phone" value="${phone}">
    <input name="billing_address_1" value="Rue du Rhône 12"><input name="billing_postcode" value="1204">
    <input name="billing_city" value="Genève"><select name="billing_country"><option value="CH" selected>Suisse</option></select>
    <ul><li class="wc_payment_method"><input type="radio" name="payment_method" value="bacs"${chosen === 'bacs' ? ' checked' : ''}></li>
    <li class="wc_payment_method"><input type="radio" name="payment_method" value="fkwcs_stripe"${chosen === 'fkwcs_stripe' ? ' checked' : ''}>
    <fk-payment-form></fk-payment-form></li></ul></form>`;
  return { form: document.querySelector('form')!, host: document.querySelector('fk-payment-form')! };
}

describe('the card form on the checkout’s submit (spec §5.5)', () => {
  it('lets other payment methods through, and asks for a method when none is chosen', () => {
    const bacs = checkout('bacs');
    expect(cardFormCheck(bacs.form, bacs.host)).toEqual({ kind: 'not-card' });
    const none = checkout(null);
    expect(cardFormCheck(none.form, none.host)).toEqual({ kind: 'problem', message: 'Please select a payment method before proceeding.' });
  });

  it('needs a billing phone, then pays by card', () => {
    const noPhone = checkout('fkwcs_stripe', ' ');
    expect(cardFormCheck(noPhone.form, noPhone.host)).toEqual({ kind: 'problem', message: 'Please provide a billing phone number.' });
    const card = checkout('fkwcs_stripe');
    expect(cardFormCheck(card.form, card.host)).toEqual({ kind: 'card' });
  });

  it('passes the checkout’s billing details to the provider (the card fields never ask for them)', () => {
    const { form } = checkout('fkwcs_stripe');
    expect(billingDetails(form)).toEqual({
      name: 'Anne Dupont',
      email: 'anne@example.ch',
      phone: '+41 22 555 01 23',
      address: { line1: 'Rue du Rhône 12', line2: '', city: 'Genève', state: '', postal_code: '1204', country: 'CH' },
    });
  });
});

describe('saved cards and the account’s pages (spec §1, §2.1, §7.5)', () => {
  it('knows a saved card from « new » and from a guest’s box without a list', () => {
    document.body.innerHTML = `<div id="box"><input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-fkwcs_stripe-payment-token" value="7">
      <input type="radio" class="woocommerce-SavedPaymentMethods-tokenInput" name="wc-fkwcs_stripe-payment-token" value="new"></div><div id="guest"></div>`;
    const [saved, fresh] = document.querySelectorAll<HTMLInputElement>('#box input');
    expect(savedCardChosen(document.querySelector('#guest')!)).toBe(false);
    saved!.checked = true;
    expect(savedCardChosen(document.querySelector('#box')!)).toBe(true);
    fresh!.checked = true;
    expect(savedCardChosen(document.querySelector('#box')!)).toBe(false);
  });

  it('keeps the card (setup) on add- and change-payment-method, pays on the checkout and order-pay', () => {
    const page = { is_add_payment_page: false, is_change_payment_page: false };
    expect(cardFormMode(page)).toBe('payment');
    expect(cardFormMode({ ...page, is_add_payment_page: true })).toBe('setup');
    expect(cardFormMode({ ...page, is_change_payment_page: true })).toBe('setup');
  });

  it('asks for no phone where the page has no billing fields (order-pay, the account)', () => {
    document.body.innerHTML = `<form id="order_review"><li class="wc_payment_method"><input type="radio" name="payment_method" value="fkwcs_stripe" checked><fk-payment-form></fk-payment-form></li></form>`;
    expect(cardFormCheck(document.querySelector('form')!, document.querySelector('fk-payment-form')!)).toEqual({ kind: 'card' });
  });
});
