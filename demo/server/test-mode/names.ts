import type { Renames } from './state.ts';

/**
 * `POST /__test/names` bodies: `{products?: {id: name}, terms?: {"pa_taille:s": name}, categories?: {id: name}}`.
 * The attack sweep (demo/tests/attack-sweep.spec.ts) gives them hostile strings; only the session that set them sees
 * them, through the store's name hooks (catalog/names.ts).
 */

/** At most this many characters per name: overlong strings are part of the corpus, unbounded ones are not. */
const MAX_NAME = 20_000;

function entries<K>(value: unknown, key: (raw: string) => K | null): Array<[K, string]> | null {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Array<[K, string]> = [];
  for (const [raw, name] of Object.entries(value)) {
    const k = key(raw);
    if (k === null || typeof name !== 'string' || name.length > MAX_NAME) return null;
    out.push([k, name]);
  }
  return out;
}

const positiveId = (raw: string): number | null => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
const termKey = (raw: string): string | null => (/^pa_[a-z0-9_-]{1,32}:[a-z0-9_-]{1,64}$/.test(raw) ? raw : null);

/** The renames a body asks for (null when empty: the catalogue's names again), or undefined when it is malformed. */
export function parseRenames(body: Record<string, unknown> | null): Renames | null | undefined {
  const products = entries(body?.products, positiveId);
  const terms = entries(body?.terms, termKey);
  const categories = entries(body?.categories, positiveId);
  if (!body || !products || !terms || !categories) return undefined;
  if (!products.length && !terms.length && !categories.length) return null;
  return { products: new Map(products), terms: new Map(terms), categories: new Map(categories) };
}

export const renameCount = (r: Renames | null): number => (r ? r.products.size + r.terms.size + r.categories.size : 0);
