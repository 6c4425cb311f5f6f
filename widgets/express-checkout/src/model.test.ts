import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockedBy, contextOf, googlePayAllowed, isVisible, pageFrom, paysTheCart, productChoice, walletName } from './model.ts';

const page = (over: Partial<Parameters<typeof contextOf>[1]> = {}) => ({
  is_product: false,
  is_product_page: false,
  is_cart: false,
  is_checkout: false,
  ...over,
});

describe('where an express button is', () => {
  it('takes its context attribute, else the page kind', () => {
    expect(contextOf('side-cart', page({ is_product: true }))).toBe('side-cart');
    expect(contextOf(undefined, page({ is_checkout: true }))).toBe('checkout');
    expect(contextOf('nonsense', page({ is_product_page: true }))).toBe('product');
    expect(contextOf(undefined, page({ is_cart: true }))).toBe('cart');
    expect(contextOf(undefined, page())).toBe('cart');
  });

  it('sends page_from as the shop knows it: the side cart pays for the cart', () => {
    expect(['product', 'cart', 'checkout', 'side-cart'].map((c) => pageFrom(c as never))).toEqual(['product', 'cart', 'checkout', 'cart']);
  });
});

describe('visibility and state (spec §4.10, §5.2)', () => {
  it('shows only with a wallet and a cart that still costs something', () => {
    expect(isVisible('google_pay', true)).toBe(true);
    expect(isVisible(null, true)).toBe(false);
    expect(isVisible('apple_pay', false)).toBe(false);
  });

  it('follows the variation form’s classes on the add button', () => {
    expect(blockedBy(['button', 'disabled', 'wc-variation-selection-needed'])).toBe('selection-needed');
    expect(blockedBy(['disabled', 'wc-variation-is-unavailable', 'wc-variation-selection-needed'])).toBe('unavailable');
    expect(blockedBy(['single_add_to_cart_button', 'button'])).toBeNull();
  });

  it('names the wallet on the button, and the shop’s words for a browser sheet', () => {
    expect(walletName('apple_pay')).toBe('Apple Pay');
    expect(walletName('google_pay')).toBe('Google Pay');
    expect(walletName('payment_request_api')).toBeNull();
  });

  it('allows the standalone wallet in test mode, and in live mode only with a merchant id (spec §9.2)', () => {
    expect(googlePayAllowed({ google_pay_enabled: true, mode: 'test', google_pay_merchant_id: '' })).toBe(true);
    expect(googlePayAllowed({ google_pay_enabled: true, mode: 'live', google_pay_merchant_id: '' })).toBe(false);
    expect(googlePayAllowed({ google_pay_enabled: true, mode: 'live', google_pay_merchant_id: 'BCR2DN4T' })).toBe(true);
    expect(googlePayAllowed({ google_pay_enabled: false, mode: 'test', google_pay_merchant_id: 'x' })).toBe(false);
  });
});

describe('the product form as the express calls read it (spec §7.3)', () => {
  it('reads the product, quantity, attributes and add-ons with their cost', () => {
    const choice = productChoice(
      [
        ['attribute_pa_taille', 'xl'],
        ['attribute_pa_couleur', ''],
        ['quantity', '3'],
        ['add-to-cart', '21'],
        ['variation_id', '105'],
      ],
      [
        { name: 'addon-21-gravure', value: 'Anne', price: '5' },
        { name: 'addon-21-emballage[]', value: 'cadeau', price: '2.5' },
        { name: 'addon-21-emballage[]', value: 'carte', price: 'gratuit' },
        { name: 'addon-21-vide', value: '', price: '9' },
      ],
    );
    expect(choice).toEqual({
      productId: 21,
      qty: 3,
      attributes: { attribute_pa_taille: 'xl', attribute_pa_couleur: '' },
      addons: { 'addon-21-gravure': 'Anne', 'addon-21-emballage[]': ['cadeau', 'carte'] },
      addonValue: 7.5,
    });
  });

  it('falls back to product_id and to one item, and names no product when there is none', () => {
    expect(
      productChoice(
        [
          ['product_id', '11'],
          ['quantity', 'abc'],
        ],
        [],
      ),
    ).toMatchObject({ productId: 11, qty: 1 });
    expect(productChoice([['quantity', '2']], [])).toBeNull();
    expect(productChoice([['add-to-cart', '-4']], [])).toBeNull();
  });

  it('always gives a positive quantity and a finite add-on sum, whatever the form holds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.record({ name: fc.string(), value: fc.string(), price: fc.option(fc.string(), { nil: undefined }) })),
        (qty, addons) => {
          const choice = productChoice(
            [
              ['add-to-cart', '11'],
              ['quantity', qty],
            ],
            addons,
          );
          expect(choice!.qty).toBeGreaterThan(0);
          expect(Number.isFinite(choice!.addonValue)).toBe(true);
        },
      ),
    );
  });
});

describe('pages with no cart to pay (spec §2.1)', () => {
  it('keeps the express flow to the cart’s pages', () => {
    const page = { is_pay_for_order_page: false, is_add_payment_page: false, is_change_payment_page: false };
    expect(paysTheCart(page)).toBe(true);
    expect(paysTheCart({ ...page, is_pay_for_order_page: true })).toBe(false);
    expect(paysTheCart({ ...page, is_add_payment_page: true })).toBe(false);
    expect(paysTheCart({ ...page, is_change_payment_page: true })).toBe(false);
  });
});
