// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE, holdClicks } from './held-clicks.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A host whose server markup is a form with an add button, and what reached the widget or the server. */
function page(timeoutMs = 1000) {
  document.body.innerHTML = `<fk-add-to-cart><form action="/panier/"><button type="submit" name="add-to-cart" value="7">Ajouter au panier</button></form></fk-add-to-cart>`;
  const host = document.querySelector('fk-add-to-cart')!;
  const widget: string[] = [];
  const server: string[] = [];
  // The widget listens by delegation on its host, as enhancing widgets do.
  host.addEventListener('click', (event) => {
    widget.push((event.target as Element).textContent ?? '');
    if (host.hasAttribute('data-vitrine-ready')) event.preventDefault();
  });
  host.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    server.push('submit');
  });
  const other = document.createElement('fk-side-cart');
  document.body.append(other);
  const came = (el: Element) => el.hasAttribute('data-vitrine-ready') || el.hasAttribute('data-vitrine-failed');
  const held = vi.fn();
  holdClicks(host, '.add_to_cart_button,button', () => came(host) && came(other), timeoutMs, held);
  other.setAttribute('data-vitrine-ready', '');
  return { host, other, widget, server, held, button: () => host.querySelector('button')! };
}

describe('holdClicks', () => {
  it('holds a click until the widget has mounted, then gives it to the widget once, however many came meanwhile', async () => {
    const { host, widget, server, held, button } = page();
    button().click();
    button().click();
    expect(button().hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    // The first held click is the shopper's action: what waits for it is fetched.
    expect(held).toHaveBeenCalledOnce();
    expect(widget).toEqual([]);
    expect(server).toEqual([]);
    host.setAttribute('data-vitrine-ready', '');
    await vi.waitFor(() => expect(widget).toEqual(['Ajouter au panier']));
    expect(server).toEqual([]);
    expect(button().hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    // Mounted: clicks go straight through.
    button().click();
    expect(widget).toHaveLength(2);
  });

  it('holds it until the other widgets waiting for the first action have come too: the click may be theirs', async () => {
    const { host, other, widget, button } = page();
    other.removeAttribute('data-vitrine-ready');
    button().click();
    host.setAttribute('data-vitrine-ready', '');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(widget).toEqual([]);
    other.setAttribute('data-vitrine-ready', '');
    await vi.waitFor(() => expect(widget).toEqual(['Ajouter au panier']));
  });

  it('gives the click to the button a rendering widget drew in place of the server’s', async () => {
    const { host, server } = page();
    host.querySelector('button')!.click();
    const drawn: string[] = [];
    host.innerHTML = '<div class="fk-form"><button type="button">Ajouter au panier</button></div>';
    host.querySelector('button')!.addEventListener('click', () => drawn.push('widget'));
    host.setAttribute('data-vitrine-ready', '');
    await vi.waitFor(() => expect(drawn).toEqual(['widget']));
    expect(server).toEqual([]);
  });

  it('gives the click back to the server markup when the widget fails to load', async () => {
    const { host, server, button } = page();
    button().click();
    host.setAttribute('data-vitrine-failed', '');
    await vi.waitFor(() => expect(server).toEqual(['submit']));
  });

  it('gives the click back to the server markup when the widget is late', async () => {
    const { server, button } = page(30);
    button().click();
    expect(server).toEqual([]);
    await vi.waitFor(() => expect(server).toEqual(['submit']));
  });

  it('lets through what the widget does not take: a click on the form’s text, a product’s own link', () => {
    const { host, widget } = page();
    const text = document.createElement('p');
    const link = Object.assign(document.createElement('a'), { href: '#produit', textContent: 'Coffret' });
    host.querySelector('form')!.append(text, link);
    text.click();
    link.click();
    expect(widget).toEqual(['', 'Coffret']);
    expect(link.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });
});
