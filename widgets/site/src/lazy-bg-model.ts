/** Spec §9.4: background images load within 200 px of the viewport. */
export const LAZY_BG_MARGIN = '200px';

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
