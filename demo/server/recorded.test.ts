import { describe, expect, it } from 'vitest';
import { answerShape, cookieFormats, jarsAfter, type RecordedExchange, type Recording, recordings } from '@vitrine/contract/recorded';
// The recorder's own flows, sent to the demo store in process: one description of Vitrine's calls, two shops.
import { catalogue, sideCartFlow, storeCartFlow } from '../../scripts/record-shop/flows.mjs';
import { storeApiFlow } from '../../scripts/record-shop/flows-store-api.mjs';
import { testStore } from './testing.ts';

/**
 * The demo store answers Vitrine's calls as the real WooCommerce 10.0 and FunnelKit Cart 1.7.1 did, with Vitrine's
 * plugin active (packages/contract/recorded): the same status, the same keys, the same fragment selectors, the same
 * error forms, the same cookies left in the browser. Values differ (ids, hashes, names of another catalogue); the
 * shape and the meaning may not.
 */

type Answered = RecordedExchange & { response: NonNullable<RecordedExchange['response']> };

const real = recordings().find((r) => r.shop.woocommerce === '10.0.2' && r.shop.fkcart && r.shop.vitrine)!;
const withoutFunnelKit = recordings().find((r) => r.shop.woocommerce === '10.0.2' && !r.shop.fkcart && r.shop.vitrine)!;

/**
 * The demo's catalogue has no stock-managed product; the real shop's `bougie-foret` stands for it. Its unknown
 * coupon and the one already applied are WooCommerce 10's same refusal either way.
 */
const NOT_IN_THE_DEMO = new Set(['add_to_cart.over-stock', 'fkcart_update_item.not-in-cart', 'store_api.add-item.over-stock']);

/**
 * Keys the demo adds on purpose: its shop also runs a minimum / maximum quantities rule, which gives a variation its
 * `step` (spec §5.2), as WooCommerce Min/Max Quantities does.
 */
const DEMO_EXTRA_KEYS: Record<string, string[]> = { 'get_variation.': ['step'] };

async function demoRecording(flow: typeof storeCartFlow, settings: Record<string, string> = {}): Promise<Answered[]> {
  const store = testStore({ testMode: false });
  try {
    for (const [name, value] of Object.entries(settings)) store.store.db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)').run(name, value);
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
  const shopJars = jarsAfter(shop);
  const demoJars = jarsAfter(demo);
  const differences: string[] = [];
  shop.forEach((answer, i) => {
    const mine = demo.find((e) => e.name === answer.name);
    if (NOT_IN_THE_DEMO.has(answer.name)) return;
    if (!mine) return differences.push(`${answer.name}: not asked of the demo`);
    const j = demo.indexOf(mine);
    if (mine.response.status !== answer.response.status) differences.push(`${answer.name}: status ${mine.response.status}, real ${answer.response.status}`);
    const extra = Object.entries(DEMO_EXTRA_KEYS).find(([prefix]) => answer.name.startsWith(prefix))?.[1];
    const [a, b] = [JSON.stringify(answerShape(mine.response.body, extra)), JSON.stringify(answerShape(answer.response.body))];
    if (a !== b) differences.push(`${answer.name}: answer ${a}\n    real ${b}`);
    const [c, d] = [JSON.stringify(cookieFormats(demoJars[j]!)), JSON.stringify(cookieFormats(shopJars[i]!))];
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

describe(`the demo store without FunnelKit Cart against ${withoutFunnelKit.file}`, () => {
  it('answers the Store API cart as WooCommerce 10.0 does, with the fragments Vitrine’s plugin adds', async () => {
    expect(compare(withoutFunnelKit, ['store_api.'], await demoRecording(storeApiFlow, { funnelkit_cart: 'no' }))).toEqual([]);
  });

  it('answers FunnelKit Cart’s calls as WooCommerce does an action nobody handles: an empty 200', async () => {
    expect(compare(withoutFunnelKit, ['fkcart_'], await demoRecording(sideCartFlow, { funnelkit_cart: 'no' }))).toEqual([]);
  });
});
