import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../server/testing.ts';
import { ENTRY_PAGES, entryPages } from './entry-pages.ts';

/** Every page a visitor can be linked to has its HTML file in the static build, so a static host never 404s it. */
describe('the static build’s entry pages', () => {
  const store = testStoreForEach({ testMode: false });
  const shopper = shopperForEach(store);

  it('are pages of the store (a guest is sent from the add-payment-method page to the login)', async () => {
    for (const path of entryPages(store.store.db)) expect([200, 303], path).toContain((await shopper.get(path)).status);
  });

  it('include every page without a query string that the site’s pages link to', async () => {
    const linked = new Set<string>();
    for (const path of ENTRY_PAGES) {
      const page = await (await shopper.get(path)).text();
      for (const [, href = ''] of page.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)) linked.add(href);
    }
    const entries = new Set(entryPages(store.store.db));
    expect([...linked].filter((href) => !entries.has(href) && !/^\/(checkout\/order-|assets\/)/.test(href))).toEqual([]);
  });
});
