/** Spec §9.4: background images load within 200 px of the viewport. */
export const LAZY_BG_MARGIN = '200px';

/**
 * The page builder's own lazy backgrounds, two generations of Elementor's markup, so a shop keeps its pages as the
 * builder printed them and drops only Elementor's footer script:
 * - since Elementor 3.21 every top-level container (`.e-con.e-parent`) gets `e-lazyloaded` when due; until then an
 *   inline stylesheet in the page's head forces `background-image: none` on it and everything inside it;
 * - the earlier `e_lazyload` feature (`body.e-lazyload`) marks an element `data-e-bg-lazyload="[selector]"`; its
 *   background is `var(--e-bg-lazyload-loaded)`, which the builder's stylesheet sets from `--e-bg-lazyload` once the
 *   element (or the one its selector names inside it) has the class `lazyloaded`.
 * The builder asks for a new look at the page (content added later) with the event `elementor/lazyload/observe`.
 */
export const ELEMENTOR_CONTAINER = '.e-con.e-parent';
export const ELEMENTOR_CONTAINER_LOADED = 'e-lazyloaded';
export const ELEMENTOR_BG_ATTRIBUTE = 'data-e-bg-lazyload';
export const ELEMENTOR_BG_LOADED = 'lazyloaded';
export const ELEMENTOR_OBSERVE_EVENT = 'elementor/lazyload/observe';

/** Vitrine's own markup: `data-fk-lazy-bg="/image.jpg"`, then the class `fk-lazy-bg-loaded`. */
export const LAZY_BG_ATTRIBUTE = 'data-fk-lazy-bg';
export const LAZY_BG_LOADED = 'fk-lazy-bg-loaded';

/** Every element still waiting for its background, whichever markup printed it. */
export const WAITING = [
  `[${LAZY_BG_ATTRIBUTE}]:not(.${LAZY_BG_LOADED})`,
  `${ELEMENTOR_CONTAINER}:not(.${ELEMENTOR_CONTAINER_LOADED})`,
  `[${ELEMENTOR_BG_ATTRIBUTE}]:not(.${ELEMENTOR_BG_LOADED})`,
].join(', ');

/**
 * The CSS `background-image` value for a `data-fk-lazy-bg` URL: a relative or http(s) URL, resolved and quoted.
 * Anything else (javascript:, data:, unparsable) gives null, and nothing is set.
 */
export function backgroundImage(value: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (value.trim() === '' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  // URL serialization already percent-encodes quotes and whitespace; escaping keeps the string closed regardless.
  return `url("${url.href.replace(/["\\]/g, '\\$&')}")`;
}
