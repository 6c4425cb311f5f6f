// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from './order-attribution.ts';
import { hasOwnGroup, stampOrderInputs } from './order-inputs.ts';

const FIELDS = Object.fromEntries(ORDER_ATTRIBUTION_FIELDS.map((f) => [ORDER_ATTRIBUTION_PREFIX + f, '(none)']));
const form = () => document.querySelector<HTMLFormElement>('form[name="checkout"]')!;
const posted = () => Array.from(new FormData(form()).keys()).filter((k) => k.startsWith(ORDER_ATTRIBUTION_PREFIX));

beforeEach(() => {
  document.body.innerHTML = '<form name="checkout"><input name="billing_email"></form>';
});

describe('the checkout form’s attribution inputs', () => {
  it('are 16 hidden inputs, each posted once', () => {
    stampOrderInputs(form(), FIELDS);
    const inputs = form().querySelectorAll<HTMLInputElement>(`input[name^="${ORDER_ATTRIBUTION_PREFIX}"]`);
    expect(inputs).toHaveLength(16);
    expect(Array.from(inputs).every((i) => i.type === 'hidden')).toBe(true);
    expect(posted()).toEqual(Object.keys(FIELDS));
    expect(hasOwnGroup(form())).toBe(true);
  });

  it('carry markup and quotes as plain values, never as HTML', () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    stampOrderInputs(form(), { ...FIELDS, wc_order_attribution_referrer: hostile });
    expect(form().querySelector('img')).toBeNull();
    expect(new FormData(form()).get('wc_order_attribution_referrer')).toBe(hostile);
  });

  it('update in place when stamped again', () => {
    stampOrderInputs(form(), FIELDS);
    const first = form().querySelector('input[name="wc_order_attribution_utm_source"]');
    stampOrderInputs(form(), { ...FIELDS, wc_order_attribution_utm_source: 'google' });
    expect(form().querySelector('input[name="wc_order_attribution_utm_source"]')).toBe(first);
    expect(new FormData(form()).getAll('wc_order_attribution_utm_source')).toEqual(['google']);
  });

  it('replace any other group in the form (WooCommerce’s own element, stray inputs)', () => {
    form().insertAdjacentHTML(
      'beforeend',
      '<wc-order-attribution-inputs><input type="hidden" name="wc_order_attribution_source_type" value="utm"></wc-order-attribution-inputs>' +
        '<input type="hidden" name="wc_order_attribution_utm_source" value="old">',
    );
    expect(hasOwnGroup(form())).toBe(false);
    stampOrderInputs(form(), FIELDS);
    expect(form().querySelector('wc-order-attribution-inputs')).toBeNull();
    expect(posted()).toHaveLength(16);
    expect(new FormData(form()).getAll('wc_order_attribution_utm_source')).toEqual(['(none)']);
  });

  it('notice when the group was removed by a re-render', () => {
    stampOrderInputs(form(), FIELDS);
    form().querySelector('.fk-order-attribution')!.remove();
    expect(hasOwnGroup(form())).toBe(false);
  });
});
