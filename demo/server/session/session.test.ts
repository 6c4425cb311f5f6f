import { afterEach, describe, expect, it, vi } from 'vitest';
import { Shopper, testStoreForEach } from '../testing.ts';

/**
 * Sessions are stored only when there is something to keep (a cart, a notice, a login), as WooCommerce starts a
 * guest's session with the first add to cart; stored ones are purged two days after they began. A crawler's cookieless
 * requests, 404s included, used to leave a session and five nonce rows each, forever.
 */

const store = testStoreForEach();

afterEach(() => vi.useRealTimers());

/** Rows held for sessions: the sessions themselves and every table keyed by a session id. */
function sessionRows(): Record<string, number> {
  const { db } = store.store;
  const tables = db
    .prepare(`SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'session_id'`)
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = { sessions: db.prepare('SELECT COUNT(*) FROM sessions').pluck().get() as number };
  for (const table of tables) counts[table] = db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
  return counts;
}

const nothingStored = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);

describe('sessions are stored lazily', () => {
  it('stores nothing for cookieless visits: pages, a 404, a cart call', async () => {
    for (const path of [
      '/',
      '/boutique/',
      '/produit/chocolat-noir-grand-cru/',
      '/mon-compte/',
      '/checkout/',
      '/pas-de-page/',
      '/?wc-ajax=get_refreshed_fragments',
    ]) {
      const visitor = new Shopper(store);
      const res = path.includes('wc-ajax') ? await visitor.ajax('get_refreshed_fragments') : await visitor.get(path);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(nothingStored(sessionRows())).toEqual([]);
  });

  it('the nonces a cookieless page printed still hold once something is stored', async () => {
    const shopper = new Shopper(store);
    const page = await (await shopper.get('/produit/chocolat-noir-grand-cru/')).text();
    expect(nothingStored(sessionRows())).toEqual([]);
    const fkcart = /"fkcart":"([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const added = (await (await shopper.ajax('fkcart_add_item', { fkcart_product_id: 15, fkcart_quantity: 1, fkcart_nonce: fkcart })).json()) as {
      code: number;
    };
    expect(added.code).toBe(200);
    expect((await shopper.cart()).count).toBe(1);
    expect(sessionRows().sessions).toBe(1);
    // Another visitor's copy of a nonce from that page is worth nothing where the shop checks one (WordPress REST;
    // FunnelKit Cart checks none).
    const rest = /"wp_rest":"([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    expect((await shopper.request('/wp-json/wp/v2/users/me', { method: 'POST', headers: { 'X-WP-Nonce': rest } })).status).not.toBe(403);
    const other = new Shopper(store);
    await other.get('/');
    expect((await other.request('/wp-json/wp/v2/users/me', { method: 'POST', headers: { 'X-WP-Nonce': rest } })).status).toBe(403);
  });

  it('purges sessions two days after they began, with everything they held', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T08:00:00Z') });
    const old = new Shopper(store);
    await old.get('/?add-to-cart=15');
    expect(sessionRows().cart_items).toBe(1);
    vi.setSystemTime(new Date('2026-03-04T09:00:00Z'));
    const fresh = new Shopper(store);
    await fresh.get('/?add-to-cart=11');
    const counts = sessionRows();
    expect(counts.sessions).toBe(1);
    expect(counts.cart_items).toBe(1);
    expect((await fresh.cart()).count).toBe(1);
    expect((await old.cart()).count).toBe(0);
  });
});
