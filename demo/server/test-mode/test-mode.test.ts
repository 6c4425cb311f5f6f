import { describe, expect, it } from 'vitest';
import { type Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach({ timeoutMs: 200 });
// A first page gives each shopper a session cookie, as a browser would have before calling the test API.
const alice = shopperForEach(store);
const bob = shopperForEach(store);

const fault = (s: Shopper, body: Record<string, unknown>) => s.postJson('/__test/fault', body);

describe('faults', () => {
  it('apply to the caller session only, for `count` calls, then stop', async () => {
    expect((await fault(alice, { endpoint: 'add_to_cart', kind: 'status500', count: 2 })).status).toBe(200);
    expect((await bob.ajax('add_to_cart', { product_id: 15 })).status).toBe(200);
    const first = await alice.ajax('add_to_cart', { product_id: 15 });
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect((await alice.ajax('add_to_cart', { product_id: 15 })).status).toBe(500);
    expect((await alice.ajax('add_to_cart', { product_id: 15 })).status).toBe(200);
    // The failed calls did not touch the cart.
    const cart = await alice.cart();
    expect(cart.count).toBe(1);
  });

  it('apply only to the named endpoint', async () => {
    await fault(alice, { endpoint: 'remove_from_cart', kind: 'status500' });
    expect((await alice.ajax('add_to_cart', { product_id: 15 })).status).toBe(200);
    expect((await alice.ajax('remove_from_cart', { cart_item_key: 'x' })).status).toBe(500);
  });

  it('malformed answers broken JSON with 200', async () => {
    await fault(alice, { endpoint: 'add_to_cart', kind: 'malformed' });
    const res = await alice.ajax('add_to_cart', { product_id: 15 });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"fragments": ');
  });

  it('html answers an HTML error page with 200', async () => {
    await fault(alice, { endpoint: 'get_refreshed_fragments', kind: 'html' });
    const res = await alice.ajax('get_refreshed_fragments');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('erreur critique');
  });

  it('nonce answers WordPress -1/403, or the side cart 401 code for fkcart_ endpoints', async () => {
    await fault(alice, { endpoint: 'add_to_cart', kind: 'nonce' });
    const wp = await alice.ajax('add_to_cart', { product_id: 15 });
    expect(wp.status).toBe(403);
    expect(await wp.text()).toBe('-1');
    await fault(alice, { endpoint: 'fkcart_get_slide_cart', kind: 'nonce' });
    const fk = await alice.ajax('fkcart_get_slide_cart');
    expect(fk.status).toBe(200);
    expect(await fk.json()).toEqual({ code: 401, msg: expect.stringContaining('Session expirée') });
  });

  it('drop closes the connection (444 stands in under app.request)', async () => {
    await fault(alice, { endpoint: 'add_to_cart', kind: 'drop' });
    expect((await alice.ajax('add_to_cart', { product_id: 15 })).status).toBe(444);
  });

  it('slow waits, then answers normally', async () => {
    await fault(alice, { endpoint: 'add_to_cart', kind: 'slow', delayMs: 120 });
    const start = Date.now();
    const res = await alice.ajax('add_to_cart', { product_id: 15 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(110);
    expect(await res.json()).toHaveProperty('fragments');
  });

  it('slow defaults to the page timeout plus two seconds', async () => {
    const answer = (await (await fault(alice, { endpoint: 'add_to_cart', kind: 'slow' })).json()) as {
      pending: Array<{ endpoint: string; kind: string; remaining: number; delayMs: number }>;
    };
    expect(answer.pending).toEqual([{ endpoint: 'add_to_cart', kind: 'slow', remaining: 1, delayMs: 2200 }]);
  });

  it('reject bad requests', async () => {
    expect((await fault(alice, { endpoint: 'add_to_cart', kind: 'boom' })).status).toBe(400);
    expect((await fault(alice, { endpoint: 'a b', kind: 'html' })).status).toBe(400);
    expect((await fault(alice, { endpoint: 'add_to_cart', kind: 'html', count: 0 })).status).toBe(400);
  });

  it('reset clears them', async () => {
    await fault(alice, { endpoint: 'add_to_cart', kind: 'status500', count: 5 });
    await alice.postJson('/__test/reset', {});
    expect((await alice.ajax('add_to_cart', { product_id: 15 })).status).toBe(200);
  });
});

describe('latency and log', () => {
  it('delays the session wc-ajax calls only', async () => {
    await alice.postJson('/__test/latency', { minMs: 80, maxMs: 100 });
    let start = Date.now();
    await alice.ajax('get_refreshed_fragments');
    expect(Date.now() - start).toBeGreaterThanOrEqual(75);
    start = Date.now();
    await bob.ajax('get_refreshed_fragments');
    expect(Date.now() - start).toBeLessThan(75);
    await alice.postJson('/__test/latency', { minMs: 0, maxMs: 0 });
    start = Date.now();
    await alice.ajax('get_refreshed_fragments');
    expect(Date.now() - start).toBeLessThan(75);
  });

  it('logs every wc-ajax call of the session in order, with its body', async () => {
    await alice.ajax('add_to_cart', { product_id: 15, quantity: 2 });
    await alice.ajax('nope');
    await bob.ajax('get_refreshed_fragments');
    const log = (await (await alice.get('/__test/log')).json()) as Array<{ endpoint: string; at: number; body: Record<string, string> }>;
    expect(log.map((e) => e.endpoint)).toEqual(['add_to_cart', 'nope']);
    expect(log[0]?.body).toEqual({ product_id: '15', quantity: '2' });
    expect(typeof log[0]?.at).toBe('number');
  });
});

describe('settings', () => {
  it('override the page config and the add-to-cart redirect for the session', async () => {
    const res = await alice.postJson('/__test/settings', { cart_redirect_after_add: 'yes', should_open_cart: 'no' });
    expect(res.status).toBe(200);
    const page = await (await alice.get('/boutique/')).text();
    expect(page).toContain('"cart_redirect_after_add":"yes"');
    expect(page).toContain('"should_open_cart":"no"');
    expect(await (await bob.get('/boutique/')).text()).toContain('"cart_redirect_after_add":"no"');
    const add = await alice.get('/boutique/?add-to-cart=15');
    expect(add.status).toBe(303);
    expect(add.headers.get('location')).toBe('/?page_id=7');
  });

  it('lower the page timeout for the session, and the slow fault waits past it', async () => {
    expect((await alice.postJson('/__test/settings', { request_timeout_ms: 1500 })).status).toBe(200);
    expect(await (await alice.get('/')).text()).toContain('"request_timeout_ms":1500');
    expect(await (await bob.get('/')).text()).toContain('"request_timeout_ms":200');
    const answer = (await (await fault(alice, { endpoint: 'add_to_cart', kind: 'slow' })).json()) as { pending: Array<{ delayMs: number }> };
    expect(answer.pending[0]?.delayMs).toBe(3500);
    for (const bad of [0, 499, 60_001, 1500.5, '1500']) {
      expect((await alice.postJson('/__test/settings', { request_timeout_ms: bad })).status).toBe(400);
    }
    await alice.postJson('/__test/reset', { all: true });
    expect(await (await alice.get('/')).text()).toContain('"request_timeout_ms":200');
  });

  it('reject unknown settings', async () => {
    expect((await alice.postJson('/__test/settings', { nope: 'yes' })).status).toBe(400);
    expect((await alice.postJson('/__test/settings', { ajax_add_to_cart: 'maybe' })).status).toBe(400);
  });
});

describe('test API', () => {
  it('answers the session cart snapshot', async () => {
    await alice.ajax('add_to_cart', { product_id: 11 });
    const cart = await alice.cart();
    expect(cart).toMatchObject({ count: 1, total: { raw: 131.75 } });
  });

  it('expires the session nonces', async () => {
    const page = await (await alice.get('/?page_id=7')).text();
    await alice.postJson('/__test/expire-nonces', {});
    const later = await (await alice.get('/?page_id=7')).text();
    const nonce = (html: string) => /"fkcart":"([0-9a-f]+)"/.exec(html)?.[1];
    expect(nonce(later)).not.toBe(nonce(page));
  });
});
