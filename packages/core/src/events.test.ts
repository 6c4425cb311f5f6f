// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, listen } from './events.ts';

/** Just enough of jQuery's event system: handlers are native listeners guarded by `jQuery.event.triggered`. */
function fakeJquery() {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const event = { triggered: undefined as string | undefined };
  const jq = (target: Element) => ({
    on(name: string, fn: (...args: unknown[]) => void) {
      const native = (e: Event) => {
        if (event.triggered !== e.type) fn(e);
      };
      target.addEventListener(name, native);
      handlers.set(name, [...(handlers.get(name) ?? []), fn]);
    },
    off() {},
    trigger(name: string, args: unknown[] = []) {
      for (const fn of handlers.get(name) ?? []) fn({ type: name }, ...args);
    },
  });
  return Object.assign(jq, { event });
}

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

describe('events', () => {
  it('raises a native CustomEvent with its detail', () => {
    const seen = vi.fn();
    document.body.addEventListener('added_to_cart', (e) => seen((e as CustomEvent).detail));
    emit('added_to_cart', { cartHash: 'h' });
    expect(seen).toHaveBeenCalledWith({ cartHash: 'h' });
  });

  it('gives jQuery handlers WooCommerce’s arguments exactly once, and native listeners the detail', () => {
    const jq = fakeJquery();
    (globalThis as { jQuery?: unknown }).jQuery = jq;
    const jqHandler = vi.fn();
    jq(document.body).on('added_to_cart', jqHandler);
    const nativeHandler = vi.fn();
    document.body.addEventListener('added_to_cart', nativeHandler);
    emit('added_to_cart', { cartHash: 'h' }, [{ frag: 1 }, 'h', 'button']);
    expect(jqHandler).toHaveBeenCalledOnce();
    expect(jqHandler).toHaveBeenCalledWith({ type: 'added_to_cart' }, { frag: 1 }, 'h', 'button');
    expect(nativeHandler).toHaveBeenCalledOnce();
  });

  it('raises on a given element, bubbling to listeners on the element and on the body', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const onForm = vi.fn();
    const onBody = vi.fn();
    form.addEventListener('show_variation', (e) => onForm((e as CustomEvent).detail));
    document.body.addEventListener('show_variation', (e) => onBody(e.target));
    emit('show_variation', { purchasable: true }, [], form);
    expect(onForm).toHaveBeenCalledWith({ purchasable: true });
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
});
