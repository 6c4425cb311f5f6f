import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import * as v from 'valibot';
import { CartSnapshot, RefreshedFragments, SideCartAnswer } from '@vitrine/contract';
import { parseConfig } from '@vitrine/core';
import { firstProductId, jsonScript, NONCE_ACTIONS, setCookie, verifyNonce, type Nonces } from './support.ts';

const site = `http://127.0.0.1:${process.env.WP_PORT ?? 4245}`;
const assets = JSON.parse(readFileSync(new URL('../assets/vitrine-assets.json', import.meta.url), 'utf8'));
const REPLACED = [
  'wc-add-to-cart',
  'wc-cart-fragments',
  'wc-add-to-cart-variation',
  'wc-single-product',
  'wc-order-attribution',
  'sourcebuster-js',
  'fkcart-script',
  'fkwcs-stripe-js',
  'fkwcs-express-checkout-js',
  'elementor-pro-frontend',
  'pro-elements-handlers',
];
// fk-hash-actions too where Elementor runs; the scratch site has none.
const PAGE_TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution'];

test('the printed config passes core’s reader without a single fallback and says which page this is', async ({ request }) => {
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const pages = [
      ['/', ['is_shop']],
      ['/panier/', ['is_cart']],
      ['/commande/', ['is_checkout']],
      ['/produit/bougie-foret/', ['is_product', 'is_product_page', 'is_single_product']],
    ] as const;
    for (const [path, flags] of pages) {
      const raw = jsonScript(await (await request.get(path)).text(), 'vitrine-config') as Record<string, any>;
      const config = parseConfig(raw);
      expect(warnings, `${path}: no value replaced by its default`).toEqual([]);
      expect(
        Object.entries(config.page)
          .filter(([, on]) => on)
          .map(([name]) => name),
        path,
      ).toEqual(flags);
      expect(config.endpoints).toEqual(raw.endpoints);
      expect(config.urls).toEqual({ home: `${site}/`, shop: `${site}/`, cart: `${site}/panier/`, checkout: `${site}/commande/` });
      expect(config.endpoints.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
      // The product page's add goes through FunnelKit Cart where its setting says so; elsewhere there is no such add.
      expect(config.shop).toMatchObject({ currency: 'CHF', country: 'CH', locale: 'fr', site_utc_offset: 1, should_open_cart: 'yes' });
      expect(config.shop.ajax_add_to_cart, path).toBe((flags as readonly string[]).includes('is_product') ? 'yes' : 'no');
      expect(config.plugins).toEqual({ funnelkit_cart: true, funnelkit_stripe: false });
      expect(config.site.language).toBe('fr');
    }
  } finally {
    console.warn = warn;
  }
});

test('a visitor never turns the page builder’s edit mode on from the address', async ({ request }) => {
  const front = /page-id-(\d+)/.exec(await (await request.get('/')).text())?.[1];
  expect(front).toMatch(/^\d+$/);
  for (const query of ['elementor-preview=1', `elementor-preview=${front}`, `elementor-preview[]=${front}`, `elementor-preview=${front}&preview=true`]) {
    const config = parseConfig(jsonScript(await (await request.get(`/?${query}`)).text(), 'vitrine-config'));
    expect(config.elementor.is_edit_mode, query).toBe(false);
  }
});

test('every nonce verifies with wp_verify_nonce for the action its endpoint checks, and for no other', async ({ request }) => {
  const config = jsonScript(await (await request.get('/')).text(), 'vitrine-config') as { nonces: Partial<Nonces>; plugins: { funnelkit_stripe: boolean } };
  // FunnelKit Stripe does not run on the scratch site: its calls are not made, and its two nonces are not printed.
  expect(config.plugins.funnelkit_stripe).toBe(false);
  const printed = (Object.keys(NONCE_ACTIONS) as (keyof Nonces)[]).filter((key) => !key.startsWith('fkwcs'));
  expect(Object.keys(config.nonces).sort()).toEqual(printed.sort());
  for (const key of printed) {
    const action = NONCE_ACTIONS[key];
    expect(await verifyNonce(request, config.nonces[key]!, action), `${key} → ${action}`).toBe(1);
    const other = Object.values(NONCE_ACTIONS).find((a) => a !== action)!;
    expect(await verifyNonce(request, config.nonces[key]!, other), `${key} is not a ${other} nonce`).toBe(false);
  }
});

test('the loader and its first-paint stylesheet are printed inline and their files served, with no preload to compete with them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const base = `${site}/wp-content/plugins/vitrine/assets/`;
  // The loader inline, as the build writes it, finding its chunks under `data-base`: no request before its own.
  expect(assets.inline).toBe('vitrine-inline.js');
  const loader = /<script type="module" id="vitrine-loader" data-base="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  expect(loader?.[1]).toBe(base);
  expect(loader?.[2]?.trim()).toBe(readFileSync(new URL('../assets/vitrine-inline.js', import.meta.url), 'utf8').trim());
  expect(html).not.toContain(`${base}vitrine.js`);
  // The first-paint stylesheet only (the loader links each widget's own with its chunk), and inline: WordPress
  // prints a small stylesheet with a known file in the page, one render-blocking request less.
  expect(assets.css).toBe('vitrine-first-paint.css');
  const inline = /<style id='vitrine-inline-css'[^>]*>\n?([^<]*)<\/style>/.exec(html)?.[1];
  expect(inline?.trim()).toBe(readFileSync(new URL('../assets/vitrine-first-paint.css', import.meta.url), 'utf8').trim());
  expect(html).not.toContain(`${base}vitrine-first-paint.css`);
  expect(html).not.toContain(`${base}vitrine.css`);
  // The loader preloads the shared runtime itself, with its first chunk (the journey checks it is fetched once).
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
  for (const file of ['vitrine.js', 'vitrine-first-paint.css', assets.css_all]) {
    const res = await request.get(base + file);
    expect(res.status(), file).toBe(200);
  }
  // The loader comes after the config, which its widgets read, and after the page's wish: what works without a
  // widget waits for the shopper's first action.
  expect(html.indexOf('id="vitrine-config"')).toBeLessThan(html.indexOf('id="vitrine-loader"'));
  expect(html.indexOf('<meta name="vitrine-load" content="interaction">')).toBeGreaterThan(-1);
  expect(html.indexOf('<meta name="vitrine-load" content="interaction">')).toBeLessThan(html.indexOf('id="vitrine-loader"'));
});

test('the checkout gets the site first paint and the loader’s stand-in, no drawer, and a snapshot without upsells', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: site });
  await request.post('/?wc-ajax=add_to_cart', { form: { product_id: firstProductId(await (await request.get('/')).text()) } });
  const html = await (await request.get('/commande/')).text();
  const base = `${site}/wp-content/plugins/vitrine/assets/`;
  // The stand-in, inline, with the loader's whole address; no loader code, no wish (the loader comes after the first action).
  expect(assets.waiting).toBe('vitrine-waiting-inline.js');
  const waiting = /<script type="module" id="vitrine-loader" data-loader="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  expect(waiting?.[1]).toBe(`${base}vitrine.js?ver=${assets.version}`);
  expect(waiting?.[2]?.trim()).toBe(readFileSync(new URL('../assets/vitrine-waiting-inline.js', import.meta.url), 'utf8').trim());
  expect(html).not.toContain('<meta name="vitrine-load"');
  // The site first paint, inline.
  expect(assets.css_site).toBe('vitrine-first-paint-site.css');
  const inline = /<style id='vitrine-inline-css'[^>]*>\n?([^<]*)<\/style>/.exec(html)?.[1];
  expect(inline?.trim()).toBe(readFileSync(new URL('../assets/vitrine-first-paint-site.css', import.meta.url), 'utf8').trim());
  // No drawer there, as FunnelKit Cart shows none: the header's link leads to the cart page.
  for (const tag of ['fk-side-cart', 'fk-cart-toggle']) expect(html, tag).not.toContain(`<${tag}`);
  expect(html).toContain('<fk-attribution></fk-attribution>');
  const snapshot = v.parse(CartSnapshot, jsonScript(html, 'fk-cart-state'));
  expect(snapshot.count).toBe(1);
  expect(snapshot.upsells).toEqual([]);
  // The cart page keeps them all.
  const cart = await (await request.get('/panier/')).text();
  expect(cart).toContain('id="vitrine-loader" data-base=');
  for (const tag of ['fk-side-cart', 'fk-cart-toggle']) expect(cart, tag).toContain(`<${tag}`);
  expect(v.parse(CartSnapshot, jsonScript(cart, 'fk-cart-state')).upsells.length).toBeGreaterThan(0);
  await request.dispose();
});

test('the scripts Vitrine replaces are gone and the others stay', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const handle of REPLACED) expect(html, handle).not.toContain(`handle=${handle}&`);
  expect(html).toContain('handle=wc-kept-by-vitrine&');
});

test('the page-wide tags are printed once each, in the footer', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const footer = html.slice(html.indexOf('</main>'));
  for (const tag of PAGE_TAGS) {
    expect(html.split(`<${tag}>`).length - 1, tag).toBe(1);
    expect(footer).toContain(`<${tag}></${tag}>`);
  }
  // Hash action links are Elementor's: without it, the widget and its chunk stay out.
  expect(html).not.toContain('<fk-hash-actions');
});

test('every cart answer carries the snapshot, whose hash is the woocommerce_cart_hash cookie', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: site });
  const listing = await (await request.get('/')).text();
  const empty = v.parse(CartSnapshot, jsonScript(listing, 'fk-cart-state'));
  expect(empty).toMatchObject({ hash: '', count: 0, items: [] });
  const productId = firstProductId(listing);

  const added = await request.post('/?wc-ajax=add_to_cart', { form: { product_id: productId, quantity: '2' } });
  const answer = v.parse(RefreshedFragments, await added.json());
  const cookie = setCookie(added.headersArray(), 'woocommerce_cart_hash');
  const markup = answer.fragments['script#fk-cart-state'] ?? '';
  expect(markup).not.toContain('<parfumée>');
  const snapshot = v.parse(CartSnapshot, jsonScript(markup, 'fk-cart-state'));
  expect(cookie).toMatch(/^[a-f0-9]{32}$/);
  expect(snapshot.hash).toBe(cookie);
  expect(answer.cart_hash).toBe(cookie);
  expect(snapshot).toMatchObject({ count: 2, needsPayment: true, total: { raw: 49, formatted: '49.00\u00a0CHF' } });
  expect(snapshot.items).toEqual([
    expect.objectContaining({
      productId: Number(productId),
      name: 'Bougie « Forêt » <parfumée>',
      quantity: { value: 2, min: 1, max: null, step: 1 },
      unitPrice: { raw: 24.5, formatted: '24.50\u00a0CHF' },
      attributes: {},
    }),
  ]);
  // The bougie's up-sells also name a product hidden from the catalogue and a draft: WooCommerce shows neither.
  expect(snapshot.upsells.map((u) => u.name)).toEqual(['Savon au lait de chèvre']);
  expect(markup).not.toContain('Coffret réservé');
  expect(markup).not.toContain('Brouillon');

  // The page printed for the same session shows the same cart.
  const page = v.parse(CartSnapshot, jsonScript(await (await request.get('/panier/')).text(), 'fk-cart-state'));
  expect(page).toEqual(snapshot);

  // FunnelKit's side cart answer goes through fkcart_fragments: the snapshot rides along, with a fresh fkcart nonce.
  const slide = v.parse(SideCartAnswer, await (await request.post('/?wc-ajax=fkcart_get_slide_cart')).json());
  expect(v.parse(CartSnapshot, jsonScript(slide.fragments?.['script#fk-cart-state'] ?? '', 'fk-cart-state')).hash).toBe(cookie);
  expect(await verifyNonce(request, slide.ajax_nonce!, 'fkcart')).toBe(1);
  await request.dispose();
});

test('with a cart session, WooCommerce’s own nonce is tied to it, as on a real shop', async ({ playwright }) => {
  const shopper = await playwright.request.newContext({ baseURL: site });
  const stranger = await playwright.request.newContext({ baseURL: site });
  const productId = firstProductId(await (await shopper.get('/')).text());
  await shopper.post('/?wc-ajax=add_to_cart', { form: { product_id: productId } });
  const { nonces } = jsonScript(await (await shopper.get('/')).text(), 'vitrine-config') as { nonces: Nonces };
  expect(await verifyNonce(shopper, nonces.cart_fragments, 'woocommerce-cart')).toBe(1);
  expect(await verifyNonce(stranger, nonces.cart_fragments, 'woocommerce-cart')).toBe(false);
  await shopper.dispose();
  await stranger.dispose();
});
