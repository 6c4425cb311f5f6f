import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './store.ts';
import { moveSessionEntry, onSessionRotated } from './session/session.ts';

/**
 * Test mode: per-session names for products, attribute terms and categories (the attack sweep,
 * demo/tests/attack-sweep.spec.ts, gives them hostile strings). Only the session that set them sees them, so
 * journeys running in parallel keep the seeded catalogue. The catalogue reads (`catalog.ts`) ask `renamed*` for
 * the name to show; outside test mode, or with nothing renamed, they get the stored name straight back.
 */

interface SessionNames {
  products: Map<number, string>;
  /** `taxonomy:slug` → name. */
  terms: Map<string, string>;
  categories: Map<number, string>;
}

const bySession = new Map<string, SessionNames>();
const currentSession = new AsyncLocalStorage<string>();
onSessionRotated((from, to) => moveSessionEntry(bySession, from, to));

function names(): SessionNames | undefined {
  if (!bySession.size) return undefined;
  const sessionId = currentSession.getStore();
  return sessionId === undefined ? undefined : bySession.get(sessionId);
}

export const renamedProduct = (id: number, name: string): string => names()?.products.get(id) ?? name;
export const renamedTerm = (taxonomy: string, slug: string, name: string): string => names()?.terms.get(`${taxonomy}:${slug}`) ?? name;
export const renamedCategory = (id: number, name: string): string => names()?.categories.get(id) ?? name;

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

/**
 * `POST /__test/names` `{products?: {id: name}, terms?: {"pa_taille:s": name}, categories?: {id: name}}` replaces the
 * session's names (an empty body restores the catalogue's); `GET /__test/names` reads them back. Mounted after the
 * session middleware, only in test mode; its middleware makes the session known to the catalogue reads.
 */
export function mountTestNames(app: Hono<AppEnv>): void {
  app.use('*', (c, next) => currentSession.run(c.get('sessionId'), next));

  app.post('/__test/names', async (c: Context<AppEnv>) => {
    let body: Record<string, unknown> | null = null;
    try {
      const value: unknown = await c.req.json();
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) body = value as Record<string, unknown>;
    } catch {
      body = null;
    }
    const products = entries(body?.products, positiveId);
    const terms = entries(body?.terms, termKey);
    const categories = entries(body?.categories, positiveId);
    if (!body || !products || !terms || !categories)
      return c.json({ error: 'expected {products?: {id: name}, terms?: {"pa_x:slug": name}, categories?: {id: name}}' }, 400);
    const sessionId = c.get('sessionId');
    if (!products.length && !terms.length && !categories.length) bySession.delete(sessionId);
    else bySession.set(sessionId, { products: new Map(products), terms: new Map(terms), categories: new Map(categories) });
    return c.json({ ok: true, renamed: products.length + terms.length + categories.length });
  });

  app.get('/__test/names', (c) => {
    const s = bySession.get(c.get('sessionId'));
    return c.json({
      products: Object.fromEntries(s?.products ?? []),
      terms: Object.fromEntries(s?.terms ?? []),
      categories: Object.fromEntries(s?.categories ?? []),
    });
  });
}
