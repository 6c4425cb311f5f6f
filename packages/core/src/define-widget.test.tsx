// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCartSyncForTests } from './cart-sync.ts';
import { defineWidget, parseAttribute, type WidgetProps } from './define-widget.tsx';

// No shop answers here: an element that does not declare `cart` must never ask it anything.
const shop = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: '' }))));
vi.stubGlobal('fetch', shop);

afterEach(() => {
  resetCartSyncForTests();
  // A refresh caches its fragments in this tab: the next test would find its cart known and ask nothing.
  sessionStorage.clear();
  shop.mockClear();
  document.body.innerHTML = '';
});

const ready = (tag: string) => vi.waitFor(() => expect(document.querySelector(tag)?.hasAttribute('data-vitrine-ready')).toBe(true));

describe('defineWidget', () => {
  it('parses attributes safely', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttribute('x-a', 'config', 'json', '{"a":1}')).toEqual({ a: 1 });
    expect(parseAttribute('x-a', 'config', 'json', '{bad')).toBeUndefined();
    expect(parseAttribute('x-a', 'delay', 'number', '450')).toBe(450);
    expect(parseAttribute('x-a', 'delay', 'number', 'abc')).toBeUndefined();
    expect(parseAttribute('x-a', 'open', 'boolean', '')).toBe(false);
    expect(parseAttribute('x-a', 'open', 'boolean', 'true')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('hands a render widget the server markup it replaced, and its parsed attributes', async () => {
    function Greeting({ label, serverMarkup }: { label?: string } & WidgetProps) {
      return (
        <p className="rendered">
          {label} / {serverMarkup?.textContent}
        </p>
      );
    }
    defineWidget('x-greeting', Greeting, { mode: 'render', attributes: { label: 'string' } });
    document.body.innerHTML = '<x-greeting label="Bonjour"><span>du serveur</span></x-greeting>';
    await vi.waitFor(() => expect(document.querySelector('x-greeting')?.hasAttribute('data-vitrine-ready')).toBe(true));
    expect(document.querySelector('.rendered')?.textContent).toBe('Bonjour / du serveur');
  });

  it('hands a render widget the choices the shopper made in the server form before it came', async () => {
    document.body.innerHTML = `<x-choices><form>
      <select name="taille"><option value="">Choisir</option><option value="M">M</option></select>
      <input name="quantity" value="1"><input type="checkbox" name="cadeau"><textarea name="note"></textarea>
    </form></x-choices>`;
    document.querySelector('select')!.value = 'M';
    document.querySelector<HTMLInputElement>('input[name="quantity"]')!.value = '3';
    document.querySelector<HTMLInputElement>('input[name="cadeau"]')!.checked = true;
    document.querySelector('textarea')!.value = 'Pour Léa';
    function Choices({ serverMarkup }: WidgetProps) {
      const pick = (selector: string) => serverMarkup?.querySelector(selector);
      const text = [pick('option[selected]')?.getAttribute('value'), pick('input[name="quantity"]')?.getAttribute('value')];
      text.push(String(pick('input[name="cadeau"]')?.hasAttribute('checked')), pick('textarea')?.textContent ?? '');
      return <p className="choices">{text.join(' / ')}</p>;
    }
    defineWidget('x-choices', Choices, { mode: 'render' });
    await ready('x-choices');
    expect(document.querySelector('.choices')?.textContent).toBe('M / 3 / true / Pour Léa');
  });

  it('renders an element in slices: a task the shopper starts meanwhile runs between them, on the server markup', async () => {
    const order: string[] = [];
    const host = () => document.querySelector('x-sliced');
    function Slow({ part }: { part: string }) {
      // The shopper's tap lands while the first part renders; it is handled in the next task.
      if (part === 'first') setTimeout(() => order.push(`tap on: ${host()?.textContent}`));
      const start = performance.now();
      while (performance.now() - start < 15) {
        // A component that takes a phone's time to render.
      }
      order.push(part);
      return <span>{part}</span>;
    }
    defineWidget(
      'x-sliced',
      () => (
        <>
          <Slow part="first" />
          <Slow part="second" />
        </>
      ),
      { mode: 'render' },
    );
    document.body.innerHTML = '<x-sliced><p>du serveur</p></x-sliced>';
    await ready('x-sliced');
    // Rendered in one task, both parts and the commit would have come before the tap.
    expect(order).toEqual(['first', 'tap on: du serveur', 'second']);
    expect(host()?.textContent).toBe('firstsecond');
  });

  it('puts the server markup back when the widget throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    defineWidget('x-broken', Broken, { mode: 'render' });
    document.body.innerHTML = '<x-broken><a href="/?page_id=7">Panier</a></x-broken>';
    await vi.waitFor(() => expect(document.querySelector('x-broken a')?.textContent).toBe('Panier'));
    error.mockRestore();
  });

  it('leaves an enhance widget’s server markup in the light DOM', async () => {
    function Enhancer({ host }: WidgetProps) {
      return <span className="live">{host.querySelectorAll('a').length}</span>;
    }
    defineWidget('x-enhancer', Enhancer, { mode: 'enhance' });
    document.body.innerHTML = '<x-enhancer><a href="#">un</a><a href="#">deux</a></x-enhancer>';
    const host = document.querySelector('x-enhancer')!;
    await vi.waitFor(() => expect(host.shadowRoot?.querySelector('.live')).toBeTruthy());
    expect(host.querySelectorAll('a')).toHaveLength(2);
    expect(host.shadowRoot?.querySelector('.live')?.textContent).toBe('2');
  });

  it('starts no cart machinery for an element that does not read the cart: no request at all', async () => {
    defineWidget('x-toggle', () => <button type="button">Afficher</button>, { mode: 'enhance' });
    document.body.innerHTML = '<x-toggle></x-toggle><x-toggle></x-toggle>';
    await ready('x-toggle');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shop).not.toHaveBeenCalled();
  });

  it('starts the cart sync once for the elements that declare the cart: one refresh when the cart is unknown', async () => {
    defineWidget('x-count', () => <span>0</span>, { mode: 'enhance', cart: true });
    // No snapshot in the page and no cache: the page does not know the cart, so it asks once, however many elements.
    document.body.innerHTML = '<x-count></x-count><x-count></x-count>';
    await ready('x-count');
    await vi.waitFor(() => expect(shop).toHaveBeenCalledTimes(1));
    expect(String((shop.mock.calls[0] as unknown[])[0])).toContain('get_refreshed_fragments');
  });
});
