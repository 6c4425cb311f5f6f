import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWithin, shippingAddressUpdate, shippingOptionUpdate } from './shipping-answer.ts';

const total = { label: 'Total', amount: 13175 };

describe('shipping changes answered to the wallet (spec §4.9)', () => {
  afterEach(() => vi.useRealTimers());

  it('turns success into total, options and display items; the shop not delivering there into invalid_shipping_address; anything else into fail', () => {
    const methods = [{ id: 'flat_rate:1', label: 'Poste', detail: '2-3 jours', amount: 900 }];
    expect(shippingAddressUpdate({ result: 'success', total, shipping_methods: methods, displayItems: [] })).toEqual({
      status: 'success',
      total,
      displayItems: [],
      shippingOptions: methods,
    });
    expect(shippingAddressUpdate({ result: 'fail' })).toEqual({ status: 'fail' });
    expect(shippingOptionUpdate({ result: 'success', total, displayItems: [{ label: 'Livraison', amount: 900 }] })).toEqual({
      status: 'success',
      total,
      displayItems: [{ label: 'Livraison', amount: 900 }],
    });
    expect(shippingAddressUpdate({ result: 'invalid_shipping_address' })).toEqual({ status: 'invalid_shipping_address' });
    expect(shippingOptionUpdate({ result: 'invalid_shipping_address' })).toEqual({ status: 'invalid_shipping_address' });
    expect(shippingOptionUpdate({ result: 'error' })).toEqual({ status: 'fail' });
  });

  it('answers fail once when the call fails or throws', async () => {
    const updateWith = vi.fn();
    await answerWithin(() => Promise.reject(new Error('500')), updateWith);
    await answerWithin(() => {
      throw new Error('sync');
    }, updateWith);
    expect(updateWith.mock.calls).toEqual([[{ status: 'fail' }], [{ status: 'fail' }]]);
  });

  it('answers fail at the deadline and ignores a late answer', async () => {
    vi.useFakeTimers();
    const updateWith = vi.fn();
    let late!: (value: { status: 'success'; total: typeof total; displayItems: [] }) => void;
    const answered = answerWithin(() => new Promise((resolve) => (late = resolve)), updateWith, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(updateWith).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answered).resolves.toEqual({ status: 'fail' });
    late({ status: 'success', total, displayItems: [] });
    await vi.advanceTimersByTimeAsync(10);
    expect(updateWith).toHaveBeenCalledTimes(1);
  });
});
