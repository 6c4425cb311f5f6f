import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressOrderProblems, isSavedTokenField } from '@vitrine/contract';
import { orderPayload, pairsToFields, splitName, type OrderPage, type WalletPayer } from './order-payload.ts';

const payer = (over: Partial<WalletPayer> = {}): WalletPayer => ({
  paymentMethodId: 'pm_123',
  billing: {
    name: 'Anne Marie Dupont',
    email: 'anne@example.ch',
    phone: '+41 22 555 01 23',
    address: { line1: 'Rue du Rhône 12', line2: '', city: 'Genève', state: 'GE', postal_code: '1204', country: 'CH' },
  },
  shippingAddress: {
    recipient: 'Luca Rossi',
    organization: 'Rossi SA',
    addressLine: ['Via Nassa 5', 'c/o Bottega'],
    city: 'Lugano',
    region: 'TI',
    postalCode: '6900',
    country: 'CH',
  },
  shippingOption: { id: 'flat_rate:1' },
  ...over,
});

const page = (over: Partial<OrderPage> = {}): OrderPage => ({
  pageFrom: 'product',
  paymentMethod: 'fkwcs_stripe_google_pay',
  paymentRequestType: 'google_pay',
  pageEmail: '',
  checkoutFields: [],
  attributionFields: [],
  ...over,
});

describe('splitting the wallet name (spec §5.6)', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitName('Anne Marie Dupont')).toEqual({ first: 'Anne', last: 'Marie Dupont' });
    expect(splitName('  Cher  ')).toEqual({ first: 'Cher', last: '' });
    expect(splitName('Jean\t\nValjean')).toEqual({ first: 'Jean', last: 'Valjean' });
  });

  it("uses 'test' for both when there is no name", () => {
    for (const none of [undefined, null, '', '   ']) expect(splitName(none)).toEqual({ first: 'test', last: 'test' });
  });

  it('keeps every word, in order, for any name', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^\s]{1,12}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const { first, last } = splitName(words.join('  '));
        expect([first, ...(last ? last.split(' ') : [])]).toEqual(words);
      }),
    );
  });
});

describe('the express order payload (spec §5.6, §7.3)', () => {
  it('maps the wallet to the billing and shipping fields', () => {
    const body = orderPayload(payer(), page());
    expect(body).toMatchObject({
      billing_first_name: 'Anne',
      billing_last_name: 'Marie Dupont',
      billing_email: 'anne@example.ch',
      billing_phone: '+41 22 555 01 23',
      billing_address_1: 'Rue du Rhône 12',
      billing_city: 'Genève',
      billing_postcode: '1204',
      billing_country: 'CH',
      shipping_first_name: 'Luca',
      shipping_last_name: 'Rossi',
      shipping_company: 'Rossi SA',
      shipping_address_1: 'Via Nassa 5',
      shipping_address_2: 'c/o Bottega',
      shipping_city: 'Lugano',
      shipping_state: 'TI',
      shipping_postcode: '6900',
      shipping_country: 'CH',
      ship_to_different_address: 1,
      shipping_method: ['flat_rate:1'],
      payment_method: 'fkwcs_stripe_google_pay',
      payment_request_type: 'google_pay',
      fkwcs_source: 'pm_123',
      page_from: 'product',
      terms: 1,
    });
  });

  it('copies the billing phone to the shipping phone, from the payer when the card has none', () => {
    expect(orderPayload(payer(), page()).shipping_phone).toBe('+41 22 555 01 23');
    const body = orderPayload(payer({ billing: { name: 'A B' }, payerPhone: '079 555 12 34' }), page());
    expect(body.billing_phone).toBe('079 555 12 34');
    expect(body.shipping_phone).toBe('079 555 12 34');
  });

  it('lets a filled billing email field on the page win over the wallet email', () => {
    expect(orderPayload(payer(), page({ pageEmail: ' typed@shop.ch ' })).billing_email).toBe('typed@shop.ch');
    expect(orderPayload(payer(), page({ pageEmail: '   ' })).billing_email).toBe('anne@example.ch');
    expect(orderPayload(payer({ billing: {}, payerEmail: 'payer@example.ch' }), page()).billing_email).toBe('payer@example.ch');
  });

  it("uses 'test' for an order without any name, and the payer name when the card has none", () => {
    const nameless = orderPayload(payer({ billing: {}, shippingAddress: undefined }), page());
    expect([nameless.billing_first_name, nameless.billing_last_name]).toEqual(['test', 'test']);
    const payerName = orderPayload(payer({ billing: {}, payerName: 'Luca Rossi' }), page());
    expect([payerName.billing_first_name, payerName.billing_last_name]).toEqual(['Luca', 'Rossi']);
  });

  it('merges the checkout form on the checkout page only, the wallet winning, and drops saved-token fields', () => {
    const checkoutFields = [
      ['billing_first_name', 'Typed'],
      ['billing_company', 'Atelier Dupont'],
      ['order_comments', 'Sonnez deux fois'],
      ['payment_method', 'bacs'],
      ['shipping_method[0]', 'local_pickup:2'],
      ['wc-fkwcs_stripe-payment-token', '17'],
      ['woocommerce-process-checkout-nonce', 'abc'],
      ['extra_field[]', 'a'],
      ['extra_field[]', 'b'],
    ] as const;
    const onCheckout = orderPayload(payer(), page({ pageFrom: 'checkout', checkoutFields }));
    expect(onCheckout).toMatchObject({
      billing_first_name: 'Anne',
      billing_company: 'Atelier Dupont',
      order_comments: 'Sonnez deux fois',
      payment_method: 'fkwcs_stripe_google_pay',
      'woocommerce-process-checkout-nonce': 'abc',
      'extra_field[]': ['a', 'b'],
      shipping_method: ['flat_rate:1'],
      page_from: 'checkout',
    });
    expect(Object.keys(onCheckout)).not.toContain('shipping_method[0]');
    expect(onCheckout).not.toHaveProperty('wc-fkwcs_stripe-payment-token');
    const onProduct = orderPayload(payer(), page({ checkoutFields }));
    expect(onProduct).not.toHaveProperty('order_comments', 'Sonnez deux fois');
    expect(onProduct).not.toHaveProperty('woocommerce-process-checkout-nonce');
  });

  it('carries the order attribution fields on every page', () => {
    const attributionFields = [
      ['wc_order_attribution_source_type', 'utm'],
      ['wc_order_attribution_utm_source', 'newsletter'],
    ] as const;
    for (const pageFrom of ['product', 'cart', 'checkout'] as const) {
      expect(orderPayload(payer(), page({ pageFrom, attributionFields }))).toMatchObject({
        wc_order_attribution_source_type: 'utm',
        wc_order_attribution_utm_source: 'newsletter',
      });
    }
  });

  it('leaves the shipping fields empty without a shipping address', () => {
    const body = orderPayload(payer({ shippingAddress: undefined, shippingOption: undefined }), page());
    expect(body).toMatchObject({ shipping_first_name: '', shipping_address_1: '', ship_to_different_address: 0 });
    expect(body).not.toHaveProperty('shipping_method');
  });

  it('always gives terms 1, shipping phone = billing phone, no saved token, and passes the shop’s check', () => {
    const field = fc.tuple(
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('wc-fkwcs_stripe-payment-token', 'terms', 'billing_phone', 'shipping_phone', 'x[]')),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(
        fc.array(field, { maxLength: 12 }),
        fc.option(fc.string({ maxLength: 30 })),
        fc.option(fc.string({ maxLength: 20 })),
        fc.constantFrom('product', 'cart', 'checkout' as const),
        (checkoutFields, name, phone, pageFrom) => {
          const body = orderPayload(payer({ billing: { name, phone, email: 'anne@example.ch' } }), page({ pageFrom, checkoutFields }));
          expect(body.terms).toBe(1);
          expect(body.shipping_phone).toBe(body.billing_phone);
          expect(Object.keys(body).some(isSavedTokenField)).toBe(false);
          expect(String(body.billing_first_name).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('produces a body the demo store accepts once encoded', () => {
    const body = orderPayload(payer(), page({ pageFrom: 'cart' }));
    const flat = Object.fromEntries(Object.entries(body).map(([k, value]) => [k, Array.isArray(value) ? value.join(',') : String(value)]));
    expect(expressOrderProblems(flat)).toEqual([]);
    expect(expressOrderProblems({ ...flat, shipping_phone: '0' })).toEqual(['order: shipping_phone must copy billing_phone']);
  });
});

describe('form pairs as PHP reads them', () => {
  it('collects [] names into arrays and keeps the last value of others', () => {
    expect(
      pairsToFields([
        ['a', '1'],
        ['a', '2'],
        ['b[]', 'x'],
        ['b[]', 'y'],
      ]),
    ).toEqual({ a: '2', 'b[]': ['x', 'y'] });
  });
});
