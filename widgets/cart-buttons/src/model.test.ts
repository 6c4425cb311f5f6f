import { describe, expect, it } from 'vitest';
import { addToCartBody, canAddByAjax, parseCountCookie } from './model.ts';

describe('listing add to cart rules', () => {
  it('uses AJAX only for a button with a product id', () => {
    expect(canAddByAjax({ product_id: '12' })).toBe(true);
    expect(canAddByAjax({ product_id: '' })).toBe(false);
    expect(canAddByAjax({})).toBe(false);
    expect(canAddByAjax({ product_id: '12abc' })).toBe(false);
  });

  it('sends every data attribute, the typed quantity winning when it is a number', () => {
    expect(addToCartBody({ product_id: '12', quantity: '1', product_sku: 'JU-1' }, '4')).toEqual({
      product_id: '12',
      quantity: '4',
      product_sku: 'JU-1',
    });
    expect(addToCartBody({ product_id: '12', quantity: '1' }, 'abc')).toEqual({ product_id: '12', quantity: '1' });
  });
});

describe('header count', () => {
  it('reads only a whole number from the quantity cookie', () => {
    expect(parseCountCookie('3')).toBe(3);
    expect(parseCountCookie('3;path=/')).toBeNull();
    expect(parseCountCookie('<b>3</b>')).toBeNull();
    expect(parseCountCookie(undefined)).toBeNull();
  });
});
