import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPrice,
  googleFailure,
  googlePayer,
  googleShippingChange,
  googleUpdate,
  isReadyToPayRequest,
  paymentDataRequest,
  stripeTokenId,
  transactionInfo,
} from './google-pay-request.ts';

const order = {
  total: { label: 'Total', amount: 13175 },
  currency: 'chf',
  country_code: 'ch',
  displayItems: [
    { label: 'Sous-total', amount: 12275 },
    { label: 'Livraison', amount: 900 },
  ],
};

describe('standalone wallet transaction info (spec §3.11)', () => {
  it('upper-cases the codes, estimates the total and writes it as a string', () => {
    expect(transactionInfo(order)).toEqual({
      countryCode: 'CH',
      currencyCode: 'CHF',
      totalPriceStatus: 'ESTIMATED',
      totalPrice: '131.75',
      totalPriceLabel: 'Total',
      displayItems: [
        { label: 'Sous-total', type: 'LINE_ITEM', price: '122.75' },
        { label: 'Livraison', type: 'LINE_ITEM', price: '9.00' },
      ],
    });
  });

  it('writes any amount as a two-decimal string worth the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        const text = decimalPrice(minor);
        expect(text).toMatch(/^-?\d+\.\d\d$/);
        expect(Math.round(Number(text) * 100)).toBe(minor);
      }),
    );
  });

  it('asks Google for cards as §9.2 says, tokenised for Stripe', () => {
    expect(isReadyToPayRequest()).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      existingPaymentMethodRequired: false,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY'],
            allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
            billingAddressRequired: true,
            billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
          },
        },
      ],
    });
    const request = paymentDataRequest({
      order,
      shippingOptions: [],
      shippingRequired: true,
      merchantId: 'BCR2DN4T',
      merchantName: 'Boutique',
      publishableKey: 'pk_test_1',
      placeholderLabel: 'Livraison',
    });
    expect(request).toMatchObject({
      apiVersion: 2,
      merchantInfo: { merchantId: 'BCR2DN4T', merchantName: 'Boutique', softwareInfo: { id: 'vitrine' } },
      emailRequired: true,
      callbackIntents: ['SHIPPING_ADDRESS', 'SHIPPING_OPTION', 'PAYMENT_AUTHORIZATION'],
      shippingAddressRequired: true,
      shippingOptionRequired: true,
      shippingOptionParameters: { defaultSelectedOptionId: 'default', shippingOptions: [{ id: 'default', label: 'Livraison', description: '' }] },
      transactionInfo: { totalPrice: '131.75', currencyCode: 'CHF' },
    });
    expect(request.allowedPaymentMethods[0]).toMatchObject({
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'stripe', 'stripe:publishableKey': 'pk_test_1' } },
    });
    const noShipping = paymentDataRequest({
      order,
      shippingOptions: [],
      shippingRequired: false,
      merchantId: '',
      merchantName: 'B',
      publishableKey: 'pk',
      placeholderLabel: 'L',
    });
    expect(noShipping.callbackIntents).toEqual(['PAYMENT_AUTHORIZATION']);
    expect(noShipping).not.toHaveProperty('shippingOptionParameters');
    expect(noShipping.merchantInfo).not.toHaveProperty('merchantId');
  });
});

describe('shipping callbacks of the standalone wallet', () => {
  it("sends Google's partial address and null for the placeholder option", () => {
    expect(
      googleShippingChange({
        callbackTrigger: 'INITIALIZE',
        shippingAddress: { countryCode: 'CH', postalCode: '1204', locality: 'Genève', administrativeArea: 'GE' },
        shippingOptionData: { id: 'default' },
      }),
    ).toEqual({
      country: 'CH',
      postcode: '1204',
      city: 'Genève',
      state: 'GE',
      methodId: 'default',
    });
    expect(googleShippingChange({}).methodId).toBeNull();
  });

  it('normalises the shop’s update and replaces an invalid error reason with a valid one', () => {
    const update = googleUpdate(
      {
        newTransactionInfo: { currencyCode: 'chf', totalPrice: 140.75, displayItems: [{ label: 'Livraison', type: 'LINE_ITEM', price: '9' }] },
        newShippingOptionParameters: { defaultSelectedOptionId: 'nope', shippingOptions: [{ id: 'flat_rate:1', label: 'Poste', description: '' }] },
        error: { reason: 'SHIPPING_ADDRESS_UNSERVICABLE', message: 'Hors zone' },
      },
      'SHIPPING_ADDRESS',
    );
    expect(update).toEqual({
      newTransactionInfo: {
        countryCode: 'CH',
        currencyCode: 'CHF',
        totalPriceStatus: 'ESTIMATED',
        totalPrice: '140.75',
        totalPriceLabel: '',
        displayItems: [{ label: 'Livraison', type: 'LINE_ITEM', price: '9' }],
      },
      newShippingOptionParameters: { defaultSelectedOptionId: 'flat_rate:1', shippingOptions: [{ id: 'flat_rate:1', label: 'Poste', description: '' }] },
      error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'Hors zone', intent: 'SHIPPING_ADDRESS' },
    });
    expect(googleUpdate({ error: { reason: 'BAD', message: '' } }, 'SHIPPING_OPTION').error).toEqual({
      reason: 'SHIPPING_OPTION_INVALID',
      message: '',
      intent: 'SHIPPING_OPTION',
    });
    expect(googleUpdate({ error: { reason: 'OTHER_ERROR', message: 'x' } }, 'INITIALIZE').error?.reason).toBe('OTHER_ERROR');
  });
});

describe('the end of a standalone wallet payment (spec §4.8, §8.3)', () => {
  it('is silent on cancel, shows the whitelist error for callback intents, reloads otherwise', () => {
    expect(googleFailure({ statusCode: 'CANCELED' })).toBe('silent');
    expect(googleFailure({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'callbackIntent PAYMENT_AUTHORIZATION not allowed' })).toBe('whitelist');
    expect(googleFailure({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'merchantId missing' })).toBe('reload');
    expect(googleFailure(new Error('boom'))).toBe('reload');
    expect(googleFailure(undefined)).toBe('reload');
  });

  it('reads the Stripe token and the payer from Google’s answer, refusing anything else', () => {
    const data = {
      email: 'anne@example.ch',
      paymentMethodData: {
        tokenizationData: { token: JSON.stringify({ id: 'tok_1Abc', object: 'token' }) },
        info: {
          billingAddress: {
            name: 'Anne Dupont',
            address1: 'Rue du Rhône 12',
            locality: 'Genève',
            administrativeArea: 'GE',
            postalCode: '1204',
            countryCode: 'CH',
            phoneNumber: '+41 22 555 01 23',
          },
        },
      },
      shippingAddress: { name: 'Luca Rossi', address1: 'Via Nassa 5', locality: 'Lugano', postalCode: '6900', countryCode: 'CH' },
      shippingOptionData: { id: 'flat_rate:1' },
    };
    expect(stripeTokenId(data)).toBe('tok_1Abc');
    for (const token of ['', 'not json', '{"id":"javascript:x"}', 'null', '[]']) {
      expect(stripeTokenId({ paymentMethodData: { tokenizationData: { token } } })).toBeNull();
    }
    const payer = googlePayer(data);
    expect(payer.billing).toMatchObject({
      name: 'Anne Dupont',
      email: 'anne@example.ch',
      phone: '+41 22 555 01 23',
      address: { line1: 'Rue du Rhône 12', postal_code: '1204', country: 'CH' },
    });
    expect(payer.shippingAddress).toMatchObject({ recipient: 'Luca Rossi', addressLine: ['Via Nassa 5', ''], city: 'Lugano' });
    expect(payer.shippingOption).toEqual({ id: 'flat_rate:1' });
    expect(googlePayer({ shippingOptionData: { id: 'default' } }).shippingOption).toBeUndefined();
  });
});
