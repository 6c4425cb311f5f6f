// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mount, stubShop } from '@vitrine/core/testing';
import './index.ts';

const FORM = `<fk-search><form role="search" method="get" class="woocommerce-product-search" action="/"><label class="screen-reader-text" for="q">Recherche pour :</label><input type="search" id="q" class="search-field" placeholder="Recherche de produits…" value="" name="s"><button type="submit" value="Recherche">Recherche</button><input type="hidden" name="post_type" value="product"></form></fk-search>`;

const product = (id: number, name: string, price = '4500') => ({
  id,
  name,
  permalink: `${location.origin}/produit/p-${id}/`,
  is_in_stock: true,
  prices: { price, currency_code: 'CHF', currency_minor_unit: 2 },
  images: [{ src: `/img/${id}.svg`, thumbnail: `/img/${id}.svg`, alt: '' }],
});

const field = () => document.querySelector<HTMLInputElement>('input[name="s"]')!;
const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
const message = () => document.querySelector('.fk-search__message')?.textContent ?? '';
function type(text: string): void {
  const input = field();
  // React listens to the native value setter's input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const key = (name: string) => field().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
/**
 * Runs `keys` once, right after React's first commit has put the widget's field in place and before its effects have
 * run: a MutationObserver's callback comes at the end of the commit's task. Says whether it ran.
 */
function afterFirstCommit(host: Element, keys: () => void): () => boolean {
  let pressed = false;
  new MutationObserver((_, observer) => {
    if (pressed || field()?.getAttribute('role') !== 'combobox') return;
    pressed = true;
    observer.disconnect();
    keys();
  }).observe(host, { childList: true, subtree: true });
  return () => pressed;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('<fk-search>', () => {
  it('renders the theme’s form as it was, as an ARIA combobox, and asks the Store API from two characters', async () => {
    const shop = stubShop(() => json([product(1, 'Coffret &amp; miel'), product(2, '&lt;img src=x onerror=alert(1)&gt; coffret')]));
    await mount(FORM, 'fk-search');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/');
    expect(Array.from(new FormData(form).keys())).toEqual(['s', 'post_type']);
    expect(document.querySelector('label')?.getAttribute('for')).toBe('q');
    expect(form.hasAttribute('aria-label')).toBe(false);
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(field().getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');

    type('c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(shop).not.toHaveBeenCalled();

    type('cof');
    await vi.waitFor(() => expect(options()).toHaveLength(2));
    expect(shop).toHaveBeenCalledTimes(1);
    const [url, init] = shop.mock.calls[0]!;
    expect(url).toBe('/wp-json/wc/store/v1/products?search=cof&per_page=6');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(options()[0]?.querySelector('.fk-search__name')?.innerHTML).toBe('<mark>Cof</mark>fret &amp; miel');
    // A hostile name is text: no element made of it.
    expect(options()[1]?.querySelector('.fk-search__name img')).toBeNull();
    expect(options()[1]?.textContent).toContain('<img src=x onerror=alert(1)> coffret');
    expect(options()[0]?.textContent).toMatch(/45\.00\s?CHF/);
    expect(document.querySelector<HTMLAnchorElement>('.fk-search__all')?.href).toBe(`${location.origin}/?s=cof&post_type=product`);
  });

  it('aborts the question still running when the shopper types on, and shows only the last answer', async () => {
    const signals: AbortSignal[] = [];
    stubShop((url, init) => {
      signals.push(init.signal!);
      const term = new URL(url, location.href).searchParams.get('search');
      if (term === 'mi') return new Promise<Response>(() => {}); // never answers by itself
      return json([product(3, 'Miel de montagne')]);
    });
    await mount(FORM, 'fk-search');
    type('mi');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    type('miel');
    await vi.waitFor(() => expect(options().map((o) => o.textContent)).toEqual([expect.stringContaining('Miel de montagne')]));
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('a malformed or failing answer gives a French message in the list, never a stuck spinner', async () => {
    const answers = [new Response('{"fragments": ', { status: 200 }), json({ code: 'rest_invalid_param' }, 400)];
    const shop = stubShop(() => answers.shift() ?? json([]));
    await mount(FORM, 'fk-search');
    for (const [asked, term] of [
      [1, 'miel'],
      [2, 'pull'],
    ] as const) {
      type(term);
      await vi.waitFor(() => expect(shop).toHaveBeenCalledTimes(asked));
      await vi.waitFor(() => expect(message()).toBe('Les suggestions sont indisponibles pour le moment. Appuyez sur Entrée pour voir tous les résultats.'));
      expect(field().hasAttribute('aria-busy')).toBe(false);
      expect(document.querySelector('.vitrine-spinner')).toBeNull();
      expect(options()).toHaveLength(0);
    }
    type('zzz');
    await vi.waitFor(() => expect(message()).toBe('Aucun résultat'));
  });

  it('arrows set the active option; Enter opens a same-origin product only; Escape closes, then clears', async () => {
    stubShop(() => json([product(1, 'Coffret Jura'), { ...product(2, 'Coffret ailleurs'), permalink: 'https://elsewhere.example/p/' }]));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    await mount(FORM, 'fk-search');
    type('coffret');
    await vi.waitFor(() => expect(options()).toHaveLength(2));

    key('ArrowDown');
    await vi.waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]?.id));
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(key('Enter')).toBe(false); // default prevented: the product opens instead of the form
    expect(assign).toHaveBeenCalledWith(`${location.origin}/produit/p-1/`);

    key('ArrowDown');
    await vi.waitFor(() => expect(options()[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(key('Enter')).toBe(true); // another site's link is not followed: the form submits to the results page
    expect(assign).toHaveBeenCalledTimes(1);

    key('Escape');
    await vi.waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('false'));
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(field().value).toBe('coffret');
    key('Escape');
    await vi.waitFor(() => expect(field().value).toBe(''));
  });

  it('keeps what was typed into the theme’s field before it arrived, and a key pressed just after its first paint', async () => {
    const shop = stubShop(() => json([product(1, 'Coffret Jura')]));
    document.body.innerHTML = FORM; // the element is defined: React's first render is already scheduled
    field().focus();
    type('cof');
    // The next key lands right after React's first commit, before its effects have run (a slow phone's keystroke).
    const host = document.querySelector('fk-search')!;
    const pressed = afterFirstCommit(host, () => type('coff'));
    await vi.waitFor(() => expect(host.hasAttribute('data-vitrine-ready')).toBe(true));
    expect(pressed()).toBe(true);
    expect(document.activeElement).toBe(field());
    await vi.waitFor(() => expect(options()).toHaveLength(1));
    expect(field().value).toBe('coff');
    expect(shop.mock.calls.map(([url]) => new URL(String(url), location.href).searchParams.get('search'))).toEqual(['coff']);
  });

  it('keeps every key pressed between its first paint and its effects, not only the last', async () => {
    stubShop(() => json([product(1, 'Coffret Jura')]));
    document.body.innerHTML = FORM;
    field().focus();
    type('co');
    // Two keys land after React's first commit and before its effects have run (a busy phone): each adds to the field.
    const press = (text: string) => type(field().value + text);
    const host = document.querySelector('fk-search')!;
    const pressed = afterFirstCommit(host, () => {
      press('f');
      press('f');
    });
    await vi.waitFor(() => expect(host.hasAttribute('data-vitrine-ready')).toBe(true));
    expect(pressed()).toBe(true);
    await vi.waitFor(() => expect(options()).toHaveLength(1));
    expect(field().value).toBe('coff');
  });

  it('keeps a key typed into the theme’s field while the widget was rendering, before it replaced the field', async () => {
    const shop = stubShop(() => json([product(1, 'Coffret Jura')]));
    document.body.innerHTML = FORM;
    const theirs = field();
    theirs.focus();
    type('cof');
    // React renders in slices: the shopper's next key lands just after the widget's first look at the field.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let read = false;
    Object.defineProperty(theirs, 'value', {
      get() {
        const seen = native.get!.call(this) as string;
        if (!read) {
          read = true;
          native.set!.call(this, 'coff');
          this.setSelectionRange(4, 4);
        }
        return seen;
      },
      set(text: string) {
        native.set!.call(this, text);
      },
    });
    const host = document.querySelector('fk-search')!;
    await vi.waitFor(() => expect(host.hasAttribute('data-vitrine-ready')).toBe(true));
    expect(read).toBe(true);
    expect(field()).not.toBe(theirs);
    expect(document.activeElement).toBe(field());
    await vi.waitFor(() => expect(options()).toHaveLength(1));
    expect(field().value).toBe('coff');
    expect(field().selectionStart).toBe(4);
    expect(shop.mock.calls.map(([url]) => new URL(String(url), location.href).searchParams.get('search'))).toEqual(['coff']);
  });

  it('keeps the name a theme gives its search landmark (a header search beside a page’s)', async () => {
    await mount(FORM.replace('<form role="search"', '<form role="search" aria-label="Recherche dans la boutique"'), 'fk-search');
    expect(document.querySelector('form')?.getAttribute('aria-label')).toBe('Recherche dans la boutique');
  });

  it('leaves markup without a search form alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<fk-search><p>Pas de formulaire</p></fk-search>', 'fk-search');
    expect(document.querySelector('fk-search p')?.textContent).toBe('Pas de formulaire');
    expect(document.querySelector('[role="combobox"]')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
