// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readSlides } from './slides-markup.ts';

const fragment = (markup: string) => document.createRange().createContextualFragment(markup);

describe('the cards a loop carousel shows', () => {
  it('takes each card of WooCommerce’s list, with its classes and markup', () => {
    const slides = readSlides(
      fragment(`<ul class="products"><li class="product post-1"><a href="/a">A</a></li><li class="product post-2"><a href="/b">B</a></li></ul>`),
    );
    expect(slides?.map((s) => s.className)).toEqual(['product post-1', 'product post-2']);
    expect((slides?.[1]?.content[0] as Element).getAttribute('href')).toBe('/b');
  });

  it('takes the page builder’s loop items, or the children of the first element', () => {
    expect(readSlides(fragment(`<h2>Titre</h2><div class="elementor-loop-container"><div class="e-loop-item">1</div></div>`))?.map((s) => s.className)).toEqual(
      ['e-loop-item'],
    );
    expect(readSlides(fragment(`<div><article class="post">1</article><article class="post">2</article></div>`))).toHaveLength(2);
  });

  it('gives nothing for markup without cards, so the server markup is shown as printed', () => {
    expect(readSlides(fragment(`<p></p>`))).toBeNull();
    expect(readSlides(fragment(``))).toBeNull();
  });
});
