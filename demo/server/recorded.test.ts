import { describe, expect, it } from 'vitest';
import { type RecordedExchange, type Recording, recordings } from '@vitrine/contract/recorded';
// The recorder's own flows, sent to the demo store in process: one description of Vitrine's calls, two shops.
import { catalogue, sideCartFlow, storeCartFlow } from '../../scripts/record-shop/flows.mjs';
import { testStore } from './testing.ts';

/**
 * The demo store answers Vitrine's calls as the real WooCommerce 10.0 and FunnelKit Cart 1.7.1 did, with Vitrine's
 * plugin active (packages/contract/recorded): the same status, the same keys, the same fragment selectors, the same
 * error forms, the same cookies left in the browser. Values differ (ids, hashes, names of another catalogue); the
 * shape and the meaning may not.
 */

type Answered = RecordedExchange & { response: NonNullable<RecordedExchange['response']> };

const real = recordings().find((r) => r.shop.woocommerce === '10.0.2' && r.shop.fkcart && r.shop.vitrine)!;

/** The demo's catalogue has no stock-managed product; the real shop's `bougie-foret` stands for it. */
const NOT_IN_THE_DEMO = new Set(['add_to_cart.over-stock', 'fkcart_update_item.not-in-cart']);

/**
 * Keys the demo adds on purpose: its shop also runs a minimum / maximum quantities rule, which gives a variation its
 * `step` (spec §5.2), as WooCommerce Min/Max Quantities does.
 */
const DEMO_EXTRA_KEYS: Record<string, string[]> = { 'get_variation.': ['step'] };

const SESSION = /^(wp_woocommerce_session_|vitrine_session)/;

/** What a browser's jar holds after each answer, replayed from the Set-Cookie lines. */
function jars(answers: Answered[]): Array<Map<string, string>> {
  const jar = new Map<string, string>();
  return answers.map((answer) => {
    for (const cookie of answer.response.cookies) {
      const name = SESSION.test(cookie.name) ? '<session>' : cookie.name;
      if (cookie.deleted) jar.delete(name);
      else jar.set(name, cookie.value);
    }
    return new Map(jar);
  });
}

function kind(body: unknown): string {
  if (body === '') return 'empty';
  if (body === false || body === null) return String(body);
  return Array.isArray(body) ? 'array' : typeof body;
}

/** The shape of an answer: its kind, its keys, its fragment selectors, and the flags whose value is its meaning. */
function shape(body: unknown, extra: string[] = []) {
  if (kind(body) !== 'object') return { kind: kind(body) };
  const object = body as Record<string, unknown>;
  return {
    kind: 'object',
    keys: Object.keys(object)
      .filter((key) => !extra.includes(key))
      .sort(),
    fragments: object.fragments ? Object.keys(object.fragments as object).sort() : undefined,
    flags: Object.fromEntries(['error', 'code', 'success', 'status'].filter((k) => k in object).map((k) => [k, object[k]])),
  };
}

/**
 * Which cookies the browser holds and whether each has its shop's format. The session cookie is left out: WooCommerce
 * opens a guest session at the first add, the demo at the first request that needs one.
 */
function cookieFormat(jar: Map<string, string>) {
  return Object.fromEntries(
    [...jar]
      .filter(([name]) => name !== '<session>')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [
        name,
        name === 'woocommerce_cart_hash'
          ? /^[0-9a-f]{32}$/.test(value)
          : name === 'fkcart_cart_total'
            ? /woocommerce-Price-amount/.test(value)
            : name === 'woocommerce_items_in_cart' || name === 'fkcart_cart_qty'
              ? /^\d+$/.test(value)
              : true,
      ]),
  );
}

async function demoRecording(flow: typeof storeCartFlow): Promise<Answered[]> {
  const store = testStore({ testMode: false });
  try {
    const fetcher = ((url: string, init: RequestInit) => store.app.request(url, init)) as typeof fetch;
    const base = 'http://127.0.0.1:4173';
    const out: Answered[] = [];
    await flow(base, await catalogue(base, fetcher), out, fetcher);
    return out;
  } finally {
    store.dispose();
  }
}

function compare(recording: Recording, prefixes: string[], demo: Answered[]) {
  const shop = recording.exchanges.filter((e): e is Answered => Boolean(e.response) && prefixes.some((prefix) => e.name.startsWith(prefix)));
  const shopJars = jars(shop);
  const demoJars = jars(demo);
  const differences: string[] = [];
  shop.forEach((answer, i) => {
    const mine = demo.find((e) => e.name === answer.name);
    if (NOT_IN_THE_DEMO.has(answer.name)) return;
    if (!mine) return differences.push(`${answer.name}: not asked of the demo`);
    const j = demo.indexOf(mine);
    if (mine.response.status !== answer.response.status) differences.push(`${answer.name}: status ${mine.response.status}, real ${answer.response.status}`);
    const extra = Object.entries(DEMO_EXTRA_KEYS).find(([prefix]) => answer.name.startsWith(prefix))?.[1];
    const [a, b] = [JSON.stringify(shape(mine.response.body, extra)), JSON.stringify(shape(answer.response.body))];
    if (a !== b) differences.push(`${answer.name}: answer ${a}\n    real ${b}`);
    const [c, d] = [JSON.stringify(cookieFormat(demoJars[j]!)), JSON.stringify(cookieFormat(shopJars[i]!))];
    if (c !== d) differences.push(`${answer.name}: cookies ${c}\n    real ${d}`);
  });
  return differences;
}

describe(`the demo store against ${real.file}`, () => {
  it('answers WooCommerce’s cart calls as WooCommerce 10.0 does', async () => {
    const calls = ['get_refreshed_fragments.', 'get_variation.', 'add_to_cart.', 'remove_from_cart.'];
    expect(compare(real, calls, await demoRecording(storeCartFlow))).toEqual([]);
  });

  it('answers FunnelKit Cart’s calls as FunnelKit Cart 1.7.1 does', async () => {
    expect(compare(real, ['fkcart_'], await demoRecording(sideCartFlow))).toEqual([]);
  });
});
