import type { StoreProduct } from '@vitrine/contract';

/**
 * The search box's pure rules: when to ask the shop, what a suggestion shows, how the active option moves, which
 * parts of a name to highlight, and what the live region says. No DOM, no calls.
 */

/** One letter finds half the catalogue and costs a call per keystroke: suggestions start at two (trimmed). */
export const MIN_SEARCH_LENGTH = 2;

/**
 * A call per keystroke would race the shopper's typing; 250 ms after the last key is about the pause between words,
 * so a word typed at once asks once.
 */
export const TYPING_PAUSE_MS = 250;

/** As many suggestions as fit under a header search box on a laptop; the rest are on the results page. */
export const SUGGESTIONS_SHOWN = 6;

/** The terms worth asking about, or null while there are too few characters. */
export function searchTermOf(typed: string): string | null {
  const term = typed.trim();
  return Array.from(term).length >= MIN_SEARCH_LENGTH ? term : null;
}

export interface Suggestion {
  id: number;
  /** Decoded text, never markup. */
  name: string;
  url: string;
  /** In the shop's currency; null when the product has no price. */
  price: number | null;
  /** The highest price of a variable product, when it differs from `price`. */
  priceMax: number | null;
  thumbnail: string | null;
  inStock: boolean;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
};

/**
 * WordPress answers names as HTML text (`&amp;`, `&#039;`, `&#8217;`): decoded here into plain text, which the view
 * renders as text, so a hostile name shows as the characters it is made of.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** A Store API amount (minor units, as a string) in the shop's currency; null when there is none. */
export function amountOf(raw: string | number | undefined, minorUnit: number): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n / 10 ** minorUnit : null;
}

export function suggestionsFrom(products: readonly StoreProduct[]): Suggestion[] {
  return products.map((product) => {
    const { prices } = product;
    const unit = prices.currency_minor_unit;
    const min = amountOf(prices.price_range?.min_amount ?? prices.price, unit);
    const max = amountOf(prices.price_range?.max_amount, unit);
    const image = product.images[0];
    return {
      id: product.id,
      name: decodeEntities(product.name),
      url: product.permalink,
      price: min,
      priceMax: max !== null && min !== null && max > min ? max : null,
      thumbnail: image ? image.thumbnail || image.src : null,
      inStock: product.is_in_stock,
    };
  });
}

/**
 * The active option after a key (-1: none, focus stays in the text): down and up wrap around the list, as the ARIA
 * practices' combobox example does; Home and End are left to the text field (they move its caret).
 */
export function nextActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Lower case, accents dropped, one entry per character of the original (so matches map back onto it). */
function foldedChars(text: string): string[] {
  return Array.from(text, (char) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

export interface NamePart {
  text: string;
  match: boolean;
}

/**
 * The name cut into plain and matched parts: every occurrence of each searched word, ignoring case and accents as
 * the shop's search does (« echarpe » lights up « Écharpe »). Parts are text; the view wraps matches in <mark>.
 */
export function highlightParts(name: string, term: string): NamePart[] {
  const chars = Array.from(name);
  const folded = foldedChars(name);
  // Where each original character starts in the folded string.
  const starts: number[] = [];
  let haystack = '';
  for (const piece of folded) {
    starts.push(haystack.length);
    haystack += piece;
  }
  const marked = new Array<boolean>(chars.length).fill(false);
  const words = foldedChars(term).join('').split(/\s+/).filter(Boolean);
  for (const word of words) {
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
      const end = at + word.length;
      chars.forEach((_, i) => {
        const from = starts[i] ?? 0;
        const to = from + (folded[i]?.length ?? 0);
        if (to > at && from < end) marked[i] = true;
      });
    }
  }
  const parts: NamePart[] = [];
  chars.forEach((char, i) => {
    const match = marked[i] === true;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
