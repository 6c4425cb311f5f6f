/**
 * A tiny HTML builder: every interpolation is escaped unless it is already `Html` (from `html` or `raw`).
 * Escaping covers & < > " ' so the same value is safe in text and in quoted attributes.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.value;
  if (value === null || value === undefined || value === false || value === true) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Trusted markup, passed through as is. Only for strings this server built itself. */
export const raw = (s: string): Html => new Html(s);

/** Joins parts (escaping plain strings) into one `Html`. */
export const join = (parts: readonly HtmlValue[], sep = ''): Html => new Html(parts.map(render).join(sep));

/**
 * JSON for a `<script type="application/json">` body: `<` cannot close the element, and U+2028/2029 cannot
 * break an older parser. Attributes need nothing more than `html`'s own escaping.
 */
export function scriptJson(value: unknown): Html {
  const body = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new Html(body);
}

/** `class="a b"` from a list where falsy entries are skipped. */
export const classes = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
