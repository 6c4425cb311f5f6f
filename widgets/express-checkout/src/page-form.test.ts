// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $orderAttribution } from '@vitrine/core';
import { attributionPairs, blockForProcessing, noticeTexts, pageEmail, readProductChoice, tickShippingMethod } from './page-form.ts';

afterEach(() => {
  document.body.replaceChildren();
  $orderAttribution.set({});
});

describe('reading the theme’s page', () => {
  it('reads a simple product form: the id on its button, quantity and chosen add-ons with their prices', () => {
    document.body.innerHTML = `<form class="cart">
      <input name="quantity" value="2">
      <label><input type="checkbox" name="addon-11-gravure[]" value="oui" data-price="5" checked></label>
      <label><input type="checkbox" name="addon-11-gravure[]" value="non" data-price="9"></label>
      <select name="addon-11-emballage"><option value="">—</option><option value="cadeau" data-price="3.5" selected>Cadeau</option></select>
      <button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button">Ajouter au panier</button>
    </form>`;
    const form = document.querySelector('form')!;
    expect(readProductChoice(form)).toEqual({
      productId: 11,
      qty: 2,
      attributes: {},
      addons: { 'addon-11-gravure[]': ['oui'], 'addon-11-emballage': 'cadeau' },
      addonValue: 8.5,
    });
  });

  it('shows the shop’s notices markup as text only', () => {
    expect(noticeTexts('<ul class="woocommerce-error"><li>Stock <b>épuisé</b></li><li><img src=x onerror="alert(1)">Réessayez</li></ul>')).toEqual([
      'Stock épuisé',
      'Réessayez',
    ]);
    // A script element is dropped by the sink's sanitiser: its source is no part of the message.
    expect(noticeTexts('Erreur <script>alert(1)</script>simple')).toEqual(['Erreur simple']);
    expect(noticeTexts('   ')).toEqual([]);
  });

  it('takes the attribution published by fk-attribution, the checkout form’s own inputs winning', () => {
    $orderAttribution.set({ wc_order_attribution_source_type: 'typein', wc_order_attribution_utm_source: '(direct)' });
    expect(attributionPairs()).toEqual([
      ['wc_order_attribution_source_type', 'typein'],
      ['wc_order_attribution_utm_source', '(direct)'],
    ]);
    document.body.innerHTML = `<form name="checkout" class="checkout"><input type="hidden" name="wc_order_attribution_source_type" value="utm">
      <input id="billing_email" name="billing_email" value="commande@atelier.ch"></form>`;
    expect(attributionPairs()).toContainEqual(['wc_order_attribution_source_type', 'utm']);
    expect(pageEmail()).toBe('commande@atelier.ch');
  });

  it('ticks the wallet’s shipping method in the checkout form', () => {
    document.body.innerHTML = `<form name="checkout" class="checkout">
      <input type="radio" name="shipping_method[0]" value="flat_rate:1" checked><input type="radio" name="shipping_method[0]" value="flat_rate:2"></form>`;
    const onChange = vi.fn();
    document.body.addEventListener('change', onChange);
    tickShippingMethod('flat_rate:2');
    expect(document.querySelector<HTMLInputElement>('[value="flat_rate:2"]')!.checked).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('blocks the form as processing, and can unblock it', () => {
    document.body.innerHTML = `<form class="cart"><fk-express-button></fk-express-button></form>`;
    const form = document.querySelector('form')!;
    const unblock = blockForProcessing(document.querySelector('fk-express-button')!);
    expect(form.classList.contains('processing')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    unblock();
    expect(form.classList.contains('processing')).toBe(false);
  });
});
