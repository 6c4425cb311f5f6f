import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApp, type StoreApp } from '../app.ts';
import { CHECKOUT_BILLING, Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

/** Test mode belongs to the app created with it: mounted only there, and sharing nothing with another app. */

/** Every /__test route of demo/README.md's « Test mode API ». */
const TEST_ROUTES: Array<['GET' | 'POST', string]> = [
  ['POST', '/__test/fault'],
  ['POST', '/__test/latency'],
  ['POST', '/__test/reset'],
  ['POST', '/__test/settings'],
  ['POST', '/__test/expire-nonces'],
  ['GET', '/__test/cart'],
  ['GET', '/__test/orders'],
  ['GET', '/__test/quote-requests?email=lea@example.ch'],
  ['GET', '/__test/log'],
  ['POST', '/__test/names'],
  ['GET', '/__test/names'],
  ['POST', '/__test/express'],
  ['GET', '/__test/express/errors'],
];

/** The catalogue's config from a page's `#vitrine-config`. */
async function pageConfig(s: Shopper, path = '/'): Promise<{ express: { demo_wallet: boolean }; shop: { cart_redirect_after_add: string } }> {
  const page = await (await s.get(path)).text();
  const json = /<script type="application\/json" id="vitrine-config">([^<]*)<\/script>/.exec(page)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('an app created without test mode', () => {
  const plain = testStoreForEach({ testMode: false });
  const shopper = shopperForEach(plain);

  it('answers 404 on every /__test route', async () => {
    for (const [method, path] of TEST_ROUTES) {
      const res =
        method === 'POST' ? await shopper.postJson(path, { endpoint: '*', kind: 'status500', products: { 15: 'x' }, all: true }) : await shopper.get(path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // And nothing it was sent changed the shop.
    expect((await shopper.ajax('get_refreshed_fragments')).status).toBe(200);
    expect(await (await shopper.get('/boutique/')).text()).toContain('Chocolat noir Grand Cru');
  });
});

describe('two apps in one process', () => {
  const first = testStoreForEach();
  const viaFirst = shopperForEach(first);
  let second: StoreApp;
  beforeEach(() => {
    // The same database file, so one session cookie opens the same session in both apps: only the apps differ.
    const { dbPath, assetsDir, storefrontDir } = first.store.options;
    second = createStoreApp({ dbPath, testMode: true, assetsDir, storefrontDir });
  });
  afterEach(() => second.close());

  it('share no test state: names, settings, express switches and faults set through one are not seen through the other', async () => {
    const viaSecond = new Shopper(second);
    for (const [name, value] of viaFirst.jar) viaSecond.jar.set(name, value);

    expect((await viaFirst.postJson('/__test/names', { products: { 15: 'Nom de test' }, categories: { 3: 'Rayon de test' } })).status).toBe(200);
    expect((await viaFirst.postJson('/__test/settings', { cart_redirect_after_add: 'yes' })).status).toBe(200);
    expect((await viaFirst.postJson('/__test/express', { demo_wallet: false })).status).toBe(200);
    expect((await viaFirst.postJson('/__test/fault', { endpoint: 'get_refreshed_fragments', kind: 'status500' })).status).toBe(200);

    // The first app shows all of it to this session…
    expect(await (await viaFirst.get('/boutique/')).text()).toContain('Nom de test');
    const firstConfig = await pageConfig(viaFirst);
    expect(firstConfig.shop.cart_redirect_after_add).toBe('yes');
    expect(firstConfig.express.demo_wallet).toBe(false);

    // …the second app, same session, none of it.
    const shop = await (await viaSecond.get('/boutique/')).text();
    expect(shop).toContain('Chocolat noir Grand Cru');
    expect(shop).not.toContain('Nom de test');
    expect(shop).not.toContain('Rayon de test');
    const secondConfig = await pageConfig(viaSecond);
    expect(secondConfig.shop.cart_redirect_after_add).toBe('no');
    expect(secondConfig.express.demo_wallet).toBe(true);
    expect((await viaSecond.ajax('get_refreshed_fragments')).status).toBe(200);
    expect(await (await viaSecond.get('/__test/names')).json()).toEqual({ products: {}, terms: {}, categories: {} });

    // The fault is still queued in the first app, for this session.
    expect((await viaFirst.ajax('get_refreshed_fragments')).status).toBe(500);
  });
});

describe('a session that changes id', () => {
  const store = testStoreForEach();
  const shopper = shopperForEach(store);

  it('keeps its test state: placing an order gives a new session id, and its names, settings and log follow it', async () => {
    await shopper.postJson('/__test/names', { products: { 15: 'Nom de test' } });
    await shopper.postJson('/__test/settings', { cart_redirect_after_add: 'yes' });
    await shopper.ajax('add_to_cart', { product_id: 15 });
    const before = shopper.cookie('vitrine_session');
    expect((await shopper.placeOrder(CHECKOUT_BILLING)).status).toBe(303);
    expect(shopper.cookie('vitrine_session')).not.toBe(before);

    expect(await (await shopper.get('/boutique/')).text()).toContain('Nom de test');
    expect((await pageConfig(shopper)).shop.cart_redirect_after_add).toBe('yes');
    const log = (await (await shopper.get('/__test/log')).json()) as Array<{ endpoint: string }>;
    expect(log.map((e) => e.endpoint)).toEqual(['add_to_cart']);
  });
});
