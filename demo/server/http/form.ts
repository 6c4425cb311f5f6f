import type { Context } from 'hono';

/** A posted form (urlencoded or multipart) plus the query string, read once and flattened. */
export interface FormBody {
  /** name → last value; files are ignored. */
  fields: Record<string, string>;
  /** Every pair in order, for repeated names (`a[]`). */
  entries: Array<[string, string]>;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Reads the request body as a form; anything else (JSON, empty) gives an empty form. Hono caches the parse. */
export async function readForm(c: Context): Promise<FormBody> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const entries: Array<[string, string]> = [];
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && FORM_TYPES.includes(type)) {
    try {
      const data = await c.req.formData();
      data.forEach((value, key) => {
        if (typeof value === 'string') entries.push([key, value]);
      });
    } catch {
      // A truncated or malformed body reads as empty: handlers then answer with their own validation error.
    }
  }
  return { fields: Object.fromEntries(entries), entries };
}

/** The `attribute_*` fields of a form, as WooCommerce reads them from `$_REQUEST`. */
export function attributeFields(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (k.startsWith('attribute_')) out[k] = v;
  return out;
}

/** A positive integer id, or undefined. */
export function idField(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * WordPress's loose e-mail check (something@something.something, no space) in one pass over the text. The regular
 * expression it replaces backtracked quadratically: `a@` and 30 000 dots took over a second.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254 || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  // A dot with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}
