// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import jqueryFactory from 'jquery';
import { emit, emitAddingToCart, emitCartChange, listen } from './events.ts';

/**
 * WordPress's own jQuery (3.7, as WooCommerce's scripts meet it), on the test's window: handlers bound with `.on`
 * receive WooCommerce's arguments only through `.trigger`, and jQuery skips the native event of the same type.
 */
function realJquery(): JQueryStatic {
  (globalThis as { jQuery?: unknown }).jQuery = jqueryFactory;
  return jqueryFactory;
}

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

describe('events', () => {
  it('hears a jQuery trigger from a jQuery the page loads after listening began (a theme’s footer scripts)', () => {
    const heard = vi.fn();
    const stop = listen('updated_wc_div', heard);
    const jq = realJquery();
    window.dispatchEvent(new Event('load'));
    jq(document.body).trigger('updated_wc_div');
    expect(heard).toHaveBeenCalledOnce();
    stop();
    jq(document.body).trigger('updated_wc_div');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('raises a native CustomEvent with its detail', () => {
    const seen = vi.fn();
    document.body.addEventListener('added_to_cart', (e) => seen((e as CustomEvent).detail));
    emit('added_to_cart', { fragments: {}, cartHash: 'h', button: null });
    expect(seen).toHaveBeenCalledWith({ fragments: {}, cartHash: 'h', button: null });
  });

  it('gives jQuery handlers WooCommerce’s arguments exactly once, and native listeners the detail', () => {
    const jq = realJquery();
    (globalThis as { jQuery?: unknown }).jQuery = jq;
    const jqHandler = vi.fn();
    jq(document.body).on('added_to_cart', jqHandler);
    const nativeHandler = vi.fn();
    document.body.addEventListener('added_to_cart', nativeHandler);
    emit('added_to_cart', { fragments: {}, cartHash: 'h', button: null }, [{ frag: 1 }, 'h', 'button']);
    expect(jqHandler).toHaveBeenCalledOnce();
    expect(jqHandler.mock.calls[0]![0]).toMatchObject({ type: 'added_to_cart' });
    expect(jqHandler.mock.calls[0]!.slice(1)).toEqual([{ frag: 1 }, 'h', 'button']);
    expect(nativeHandler).toHaveBeenCalledOnce();
  });

  it('raises on a given element, bubbling to listeners on the element and on the body', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const onForm = vi.fn();
    const onBody = vi.fn();
    form.addEventListener('show_variation', (e) => onForm((e as CustomEvent).detail));
    document.body.addEventListener('show_variation', (e) => onBody(e.target));
    emit('show_variation', { variation: {}, purchasable: true }, [], form);
    expect(onForm).toHaveBeenCalledWith({ variation: {}, purchasable: true });
    expect(onBody).toHaveBeenCalledWith(form);
    form.remove();
  });

  it('hears a theme’s native raise and stops hearing after unsubscribe', () => {
    const heard = vi.fn();
    const stop = listen('wc_fragment_refresh', heard);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    stop();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(heard).toHaveBeenCalledOnce();
  });

  it('announces a cart change with WooCommerce’s arguments: `$button` is a jQuery object of the pressed button', () => {
    const jq = realJquery();
    (globalThis as { jQuery?: unknown }).jQuery = jq;
    const jqHandler = vi.fn();
    jq(document.body).on('removed_from_cart', jqHandler);
    const native = vi.fn();
    document.body.addEventListener('removed_from_cart', (e) => native((e as CustomEvent).detail));
    const button = document.createElement('a');
    emitCartChange('removed_from_cart', { fragments: { 'div.x': '<div></div>' }, cartHash: 'h', button });
    const [, fragments, cartHash, $button] = jqHandler.mock.calls[0]!;
    expect([fragments, cartHash]).toEqual([{ 'div.x': '<div></div>' }, 'h']);
    expect($button).toBeInstanceOf(jq);
    expect(($button as JQuery).get(0)).toBe(button);
    expect(native).toHaveBeenCalledWith({ fragments: { 'div.x': '<div></div>' }, cartHash: 'h', button });
  });

  it('gives every cart change the same detail, and null for `$button` when no button was pressed', () => {
    const jq = realJquery();
    (globalThis as { jQuery?: unknown }).jQuery = jq;
    const jqHandler = vi.fn();
    jq(document.body).on('added_to_cart', jqHandler);
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', (e) => native((e as CustomEvent).detail));
    emitCartChange('added_to_cart', { fragments: {}, cartHash: 'h' });
    emitCartChange('added_to_cart', { fragments: {}, cartHash: 'h', cartKey: 'k1' });
    expect(jqHandler.mock.calls.map((call) => call.slice(1))).toEqual([
      [{}, 'h', null],
      [{}, 'h', null],
    ]);
    expect(native.mock.calls.map(([detail]) => detail)).toEqual([
      { fragments: {}, cartHash: 'h', button: null },
      { fragments: {}, cartHash: 'h', button: null, cartKey: 'k1' },
    ]);
  });

  it('raises adding_to_cart with `[$button, data]`, and the element itself without jQuery', () => {
    const button = document.createElement('button');
    const native = vi.fn();
    document.body.addEventListener('adding_to_cart', (e) => native((e as CustomEvent).detail));
    emitAddingToCart(button, { product_id: '7' });
    expect(native).toHaveBeenCalledWith({ button, data: { product_id: '7' } });
    const jq = realJquery();
    (globalThis as { jQuery?: unknown }).jQuery = jq;
    const jqHandler = vi.fn();
    jq(document.body).on('adding_to_cart', jqHandler);
    emitAddingToCart(button, { product_id: '7' });
    const [, $button, data] = jqHandler.mock.calls[0]!;
    expect($button).toBeInstanceOf(jq);
    expect(($button as JQuery).get(0)).toBe(button);
    expect(data).toEqual({ product_id: '7' });
  });
});
