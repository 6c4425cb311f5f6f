// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notices, clearNotices, setConfig, parseConfig } from '@vitrine/core';
import { stubFrames } from '@vitrine/core/testing';
import { PULL, pullFormMarkup } from './testing.ts';
import { forgetForms } from './state.ts';
import './index.ts';

interface Sent {
  endpoint: string;
  body: URLSearchParams;
  signal: AbortSignal | undefined;
}

let sent: Sent[] = [];
let answer: (endpoint: string, body: URLSearchParams) => unknown = () => ({ fragments: {}, cart_hash: '' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setConfig(parseConfig({}));
  forgetForms();
  clearNotices();
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const endpoint = new URL(url, 'http://shop.test').searchParams.get('wc-ajax') ?? '';
    const body = new URLSearchParams(init.body as URLSearchParams);
    sent.push({ endpoint, body, signal: init.signal ?? undefined });
    return Promise.resolve(new Response(JSON.stringify(answer(endpoint, body))));
  });
});

/** Lets React (outside act(): r2wc mounts on its own) and pending answers run. */
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms + 10));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function mount(markup = pullFormMarkup()) {
  document.body.innerHTML = `
    <div class="product" id="product-22">
      <h1 class="product_title">Pull Cervin</h1>
      <fk-variation-form>${markup}</fk-variation-form>
      <div class="product_meta"><span class="sku">PULL-CERVIN</span></div>
      <table><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">650 g</td></tr>
      <tr class="woocommerce-product-attributes-item--dimensions"><td class="woocommerce-product-attributes-item__value">30 × 40 × 8 cm</td></tr></table>
    </div>`;
  await vi.waitFor(() => expect(document.querySelector('fk-variation-form[data-vitrine-ready]')).toBeTruthy());
  await settle();
  const q = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
  const select = async (name: string, value: string) => {
    const el = q<HTMLSelectElement>(`select[name="${name}"]`);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
  };
  const pick = async (taille: string, couleur: string) => {
    await select('attribute_pa_taille', taille);
    await select('attribute_pa_couleur', couleur);
  };
  const button = () => q<HTMLButtonElement>('.single_add_to_cart_button');
  return { q, select, pick, button };
}

describe('fk-variation-form', () => {
  it('blocks an add without a full choice, says why in French, and sends nothing (journey 1)', async () => {
    const { q, button } = await mount();
    expect(button().className).toContain('disabled wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(q<HTMLElement>('a.reset_variations').style.visibility).toBe('hidden');
    button().click();
    await settle();
    expect(q('[role="alert"]').textContent).toBe('Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.');
    expect(sent.filter((s) => s.endpoint === 'add_to_cart')).toEqual([]);
  });

  it('shows a found variation, swaps the product’s details, raises WooCommerce’s events, and resets (journeys 3, 4)', async () => {
    const { q, pick, button } = await mount();
    const events: string[] = [];
    for (const name of ['found_variation', 'show_variation', 'hide_variation', 'reset_data']) {
      q('form').addEventListener(name, (e) => events.push(`${name}:${JSON.stringify((e as CustomEvent).detail?.purchasable ?? null)}`));
    }
    await pick('xl', 'gris');
    expect(q('.single_variation').hasAttribute('data-open')).toBe(true);
    expect(q('.woocommerce-variation-price').textContent).toContain('89.00');
    expect(q<HTMLInputElement>('input[name="variation_id"]').value).toBe('117');
    expect(button().className).not.toContain('disabled');
    expect(q('.product_meta .sku').textContent).toBe('PULL-XL-GRIS');
    expect(q('.woocommerce-product-attributes-item--weight td').textContent).toBe('800 g');
    expect(q('.woocommerce-product-attributes-item--dimensions td').textContent).toBe('35 × 45 × 10 cm');
    expect(JSON.parse(q('form').getAttribute('data-fk-variation-image')!).src).toContain('pull-xl-gris');
    expect(events).toEqual(['found_variation:null', 'show_variation:true']);

    q<HTMLAnchorElement>('a.reset_variations').click();
    await settle();
    expect(q<HTMLSelectElement>('select[name="attribute_pa_taille"]').value).toBe('');
    expect(q<HTMLElement>('a.reset_variations').style.visibility).toBe('hidden');
    expect(q('.single_variation').hasAttribute('data-open')).toBe(false);
    expect(q<HTMLInputElement>('input[name="variation_id"]').value).toBe('');
    expect(q('.product_meta .sku').textContent).toBe('PULL-CERVIN');
    expect(q('.woocommerce-product-attributes-item--weight td').textContent).toBe('650 g');
    expect(q('form').hasAttribute('data-fk-variation-image')).toBe(false);
    expect(events.slice(2)).toEqual(['reset_data:null', 'hide_variation:null']);
    expect(button().className).toContain('wc-variation-selection-needed');
  });

  it('raises WooCommerce’s form events: check_variations and wc_variation_form once ready, then check_variations, found_variation and woocommerce_variation_has_changed per choice', async () => {
    const events: string[] = [];
    const names = ['wc_variation_form', 'check_variations', 'woocommerce_variation_has_changed', 'found_variation', 'reset_data'];
    const record = (e: Event) => events.push(`${e.type}@${(e.target as Element).localName}`);
    for (const name of names) document.body.addEventListener(name, record);
    try {
      const { q, select } = await mount();
      expect(events).toEqual(['check_variations@form', 'wc_variation_form@form']);
      let ready: unknown;
      q('form').addEventListener('wc_variation_form', (e) => (ready = (e as CustomEvent).detail));
      await select('attribute_pa_taille', 'xl');
      await select('attribute_pa_couleur', 'gris');
      expect(events.slice(2)).toEqual([
        'check_variations@form',
        'woocommerce_variation_has_changed@form',
        'check_variations@form',
        'found_variation@form',
        'woocommerce_variation_has_changed@form',
      ]);
      expect(ready).toBeUndefined();
    } finally {
      for (const name of names) document.body.removeEventListener(name, record);
    }
  });

  it('disables add and quantity for an out-of-stock variation and says so on click (journey 8)', async () => {
    const { q, pick, button } = await mount();
    await pick('s', 'bleu');
    expect(q('.woocommerce-variation-availability').textContent).toBe('Rupture de stock');
    expect(button().className).toContain('disabled wc-variation-is-unavailable');
    expect(q<HTMLInputElement>('input.qty').disabled).toBe(true);
    button().click();
    await settle();
    expect(q('.fk-form-alert').textContent).toBe('Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.');
  });

  it('hides impossible options and disables inactive ones (journey 7)', async () => {
    const { q, select } = await mount();
    await select('attribute_pa_taille', 'xl');
    const couleurs = () => Array.from(q<HTMLSelectElement>('select[name="attribute_pa_couleur"]').options).map((o) => `${o.value}${o.disabled ? '!' : ''}`);
    expect(couleurs()).toEqual(['', 'gris']);
    await select('attribute_pa_taille', 'm');
    expect(couleurs()).toEqual(['', 'gris', 'bleu!']);
  });

  it('applies the quantity rules when a variation shows, and hides the field when sold individually (journey 9)', async () => {
    const { q, pick, select } = await mount();
    const qty = () => q<HTMLInputElement>('input[name="quantity"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(qty(), '10');
    qty().dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    await pick('l', 'bleu');
    expect(qty().value).toBe('8');
    expect([qty().min, qty().max, qty().step]).toEqual(['4', '8', '2']);
    await select('attribute_pa_couleur', 'gris');
    expect(qty().type).toBe('hidden');
    expect(qty().value).toBe('1');
    expect(q('.quantity').hasAttribute('hidden')).toBe(true);
  });

  it('reads a quantity a script set without events, as WooCommerce’s own field would be read', async () => {
    const { q, pick } = await mount();
    // What jQuery's val() or the side cart's reset on close do: no React event.
    q<HTMLInputElement>('input.qty').value = '20';
    await pick('l', 'bleu');
    expect(q<HTMLInputElement>('input.qty').value).toBe('8');
    q<HTMLInputElement>('input.qty').value = '6';
    expect(new FormData(q<HTMLFormElement>('form')).get('quantity')).toBe('6');
  });

  it('adds through the store call with the form’s fields and applies the answer (§7.1)', async () => {
    answer = () => ({ fragments: { 'span.fk-count': '<span class="fk-count">1</span>' }, cart_hash: 'h1' });
    const { pick, button } = await mount(pullFormMarkup(PULL, '<input type="text" name="addon-22-gravure" value="Léa">'));
    document.body.insertAdjacentHTML('beforeend', '<span class="fk-count">0</span>');
    const added = vi.fn();
    document.body.addEventListener('added_to_cart', added);
    await pick('s', 'gris');
    button().click();
    await vi.waitFor(() => expect(button().className).toContain('added'));
    const add = sent.find((s) => s.endpoint === 'add_to_cart')!;
    expect(Object.fromEntries(add.body)).toEqual({
      attribute_pa_taille: 's',
      attribute_pa_couleur: 'gris',
      'addon-22-gravure': 'Léa',
      quantity: '1',
      // The variation itself: WooCommerce's AJAX handler reads no variation_id.
      product_id: '111',
    });
    expect(document.querySelector('.fk-count')?.textContent).toBe('1');
    expect(added).toHaveBeenCalledOnce();
    expect($notices.get().at(-1)).toMatchObject({ kind: 'success', message: '« Pull Cervin » a été ajouté à votre panier.' });
  });

  it('lets the side cart take the add when ajax_add_to_cart is yes', async () => {
    const { q, pick, button } = await mount();
    const claimed = vi.fn();
    q('.product').addEventListener('fkcart_add_to_cart_form', (event) => {
      const detail = (event as CustomEvent).detail;
      claimed(Object.fromEntries(detail.entries));
      detail.claim(Promise.resolve(true));
    });
    await pick('m', 'gris');
    button().click();
    await vi.waitFor(() => expect(button().className).toContain('added'));
    expect(claimed).toHaveBeenCalledWith(expect.objectContaining({ 'add-to-cart': '22', variation_id: '113', attribute_pa_taille: 'm' }));
    expect(sent.filter((s) => s.endpoint === 'add_to_cart')).toEqual([]);
  });

  it('paints the button busy before the side cart or the shop hears of the add', async () => {
    const { q, pick, button } = await mount();
    const claimed = vi.fn();
    q('.product').addEventListener('fkcart_add_to_cart_form', (event) => {
      claimed();
      (event as CustomEvent).detail.claim(Promise.resolve(true));
    });
    await pick('m', 'gris');
    const frame = stubFrames();
    button().click();
    await settle();
    expect(button().className).toContain('loading');
    expect(claimed).not.toHaveBeenCalled();
    frame();
    frame();
    await vi.waitFor(() => expect(button().className).toContain('added'));
    expect(claimed).toHaveBeenCalledOnce();
  });

  it('waits for a side cart still loading to take the add, rather than adding without it', async () => {
    const { q, pick, button } = await mount();
    const sideCart = document.body.appendChild(document.createElement('fk-side-cart'));
    const claimed = vi.fn();
    await pick('m', 'gris');
    button().click();
    await settle(50);
    // Its chunk arrives after the press: only then does it listen, and mount.
    q('.product').addEventListener('fkcart_add_to_cart_form', (event) => {
      claimed();
      (event as CustomEvent).detail.claim(Promise.resolve(true));
    });
    sideCart.setAttribute('data-vitrine-ready', '');
    await vi.waitFor(() => expect(button().className).toContain('added'));
    expect(claimed).toHaveBeenCalledOnce();
    expect(sent.filter((s) => s.endpoint === 'add_to_cart')).toEqual([]);
    sideCart.remove();
  });

  it('asks the server in server mode, never shows a stale answer, and prunes from the answers (journey 10)', async () => {
    const held: Array<() => void> = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(init.body as URLSearchParams);
      sent.push({ endpoint: 'get_variation', body, signal: init.signal ?? undefined });
      const found = PULL.find(
        (v) => v.attributes.attribute_pa_taille === body.get('attribute_pa_taille') && v.attributes.attribute_pa_couleur === body.get('attribute_pa_couleur'),
      );
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        held.push(() => resolve(new Response(JSON.stringify(found ? { ...found, max_qty: '' } : false))));
      });
    });
    const { q, select, button } = await mount(pullFormMarkup(false));
    await select('attribute_pa_taille', 'xl');
    await select('attribute_pa_couleur', 'gris');
    expect(q('form').getAttribute('aria-busy')).toBe('true');
    await select('attribute_pa_couleur', 'bleu');
    const lookups = sent.filter((s) => s.body.get('attribute_pa_taille') === 'xl' && s.body.get('attribute_pa_couleur') === 'gris');
    expect(lookups.some((s) => s.signal?.aborted)).toBe(true);
    // Every answer arrives, in any order: the form shows the one for xl + bleu (none) and nothing else.
    while (held.length) {
      held
        .splice(0)
        .reverse()
        .forEach((release) => release());
      await settle(5);
    }
    expect(q('.wc-no-matching-variations').textContent).toContain('Désolé, aucun produit ne correspond');
    expect(q('form').hasAttribute('aria-busy')).toBe(false);
    expect(button().className).toContain('wc-variation-selection-needed');
    const couleurs = Array.from(q<HTMLSelectElement>('select[name="attribute_pa_couleur"]').options).map((o) => o.value);
    expect(couleurs).toEqual(['', 'gris', 'bleu']);
    await select('attribute_pa_couleur', 'gris');
    expect(q<HTMLInputElement>('input[name="variation_id"]').value).toBe('117');
    expect(q('form').hasAttribute('aria-busy')).toBe(false);
  });
});

describe('fk-variation-form on a simple product', () => {
  it('keeps the button’s product id and adds the typed quantity (journey 31)', async () => {
    answer = () => ({ fragments: {}, cart_hash: 'h' });
    const { q, button } = await mount(`
      <form class="cart" action="/produit/coffret/" method="post" enctype="multipart/form-data">
        <div class="quantity"><input type="number" id="quantity_11" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div>
        <button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button alt">Ajouter au panier</button>
      </form>`);
    const input = q<HTMLInputElement>('input.qty');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '5');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    button().click();
    await vi.waitFor(() => expect(sent.some((s) => s.endpoint === 'add_to_cart')).toBe(true));
    expect(Object.fromEntries(sent.find((s) => s.endpoint === 'add_to_cart')!.body)).toEqual({ quantity: '5', product_id: '11' });
    expect(q('select')).toBeNull();
  });
});
