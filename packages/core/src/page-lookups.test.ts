// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { announce } from './announce.ts';
import { jsonScript } from './config-block.ts';
import { allInDocument, elementById } from './page-lookups.ts';

/**
 * A browser gives `document` a property for each `<form name>`, `<img name>`, `<embed name>`… of the page, ahead of
 * Document's own members: `<form name="getElementById">` in a post makes `document.getElementById` that form.
 * happy-dom does not, so the shadowing is made here as the browser would make it.
 */
function shadow(names: string[]): () => void {
  for (const name of names) {
    const form = document.createElement('form');
    form.setAttribute('name', name);
    document.body.prepend(form);
    Object.defineProperty(document, name, { value: form, configurable: true });
  }
  return () => {
    for (const name of names) delete (document as unknown as Record<string, unknown>)[name];
  };
}

let unshadow = () => {};
afterEach(() => {
  unshadow();
  document.body.innerHTML = '';
});

describe('lookups page content cannot shadow', () => {
  it('finds by id and by selector with document.getElementById and querySelectorAll shadowed', () => {
    document.body.innerHTML = '<p id="cible">x</p><script type="application/json" id="vitrine-config">{"debug":true}</script>';
    unshadow = shadow(['getElementById', 'querySelectorAll']);
    expect(() => (document as unknown as { getElementById: (id: string) => unknown }).getElementById('cible')).toThrow();
    expect(elementById('cible')?.textContent).toBe('x');
    expect(allInDocument('p')).toHaveLength(1);
    expect(jsonScript('vitrine-config')?.textContent).toBe('{"debug":true}');
  });

  it('announces in its own live region, never in an element of content taking its id', async () => {
    document.body.innerHTML = '<div id="vitrine-live-polite">contenu</div>';
    unshadow = shadow(['getElementById']);
    announce('« Miel » a été ajouté à votre panier.');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(document.querySelector('div#vitrine-live-polite:not([aria-live])')?.textContent).toBe('contenu');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('« Miel » a été ajouté à votre panier.');
  });
});
