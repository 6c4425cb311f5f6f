/**
 * Reads the cards the server printed inside `fk-loop-carousel`: WooCommerce's `ul.products > li.product`, the page
 * builder's loop (`.elementor-loop-container > .e-loop-item`, or a `.swiper-wrapper > .swiper-slide`), else the
 * children of the first element. Each card becomes one slide: its classes (so `.product` and the theme's card
 * styles still apply; a theme styling `ul.products li.product` only adds `.fk-loop-carousel .product`) and what it
 * holds.
 */
export interface Slide {
  className: string;
  content: Node[];
}

const LISTS = ['.products', '.elementor-loop-container', '.swiper-wrapper'];

export function readSlides(markup: DocumentFragment): Slide[] | null {
  const list = LISTS.map((selector) => markup.querySelector(selector)).find(Boolean) ?? markup.firstElementChild;
  if (!list || list.children.length === 0) return null;
  return Array.from(list.children).map((card) => ({ className: card.className, content: Array.from(card.childNodes) }));
}
