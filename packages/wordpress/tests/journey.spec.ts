import { test, expect } from '@playwright/test';

// fk-hash-actions too where Elementor runs; the scratch site has none.
const PAGE_TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution'];

test('a shopper on the WordPress shop: the widgets come at the first action, a listing add goes once, no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', async (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()} ${response.request().postData() ?? ''}`);
  });
  const adds: string[] = [];
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.url());
    fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1);
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  // Of the stand-ins for WooCommerce's, FunnelKit's and Elementor's scripts, only the one Vitrine keeps ran.
  expect(await page.evaluate(() => (window as unknown as { testDoubleScriptsRan?: string[] }).testDoubleScriptsRan)).toEqual(['wc-kept-by-vitrine']);
  // By default what works without a widget waits for the shopper's first action: only attribution (no React) came.
  const chunks = () => [...fetched.keys()].filter((url) => url.includes('/assets/chunks/') && url.endsWith('.js'));
  await expect(page.locator('fk-attribution[data-vitrine-ready]')).toHaveCount(1);
  const beforeAction = chunks();
  expect(beforeAction.some((url) => /\/attribution-/.test(url))).toBe(true);
  expect(beforeAction.filter((url) => /\/(side-cart|cart-buttons|site)-/.test(url))).toEqual([]);

  // The first tap is the add itself: held while the widgets come, then given to them, so it goes once, by AJAX.
  await page.getByRole('link', { name: 'Ajouter au panier' }).first().click();
  await expect(page.locator('[data-fk-cart-count]')).toHaveText('1');
  expect(adds).toHaveLength(1);
  for (const tag of PAGE_TAGS) await expect(page.locator(`${tag}[data-vitrine-ready]`), tag).toHaveCount(1);

  // Each chunk the loader preloads is the very address its chunks import: fetched once, never twice.
  const preloads = await page.locator('link[rel=modulepreload]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads.length).toBeGreaterThan(0);
  for (const href of preloads) expect(fetched.get(href), href).toBe(1);

  // The side cart opens after the add (the shop's default) and shows what the answer's snapshot says, the product
  // name as text; closed, its toggler opens it again.
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Bougie « Forêt » <parfumée>');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.locator('.fkcart-toggler').click();
  await expect(drawer).toContainText('Bougie « Forêt » <parfumée>');
  expect(errors).toEqual([]);
});

test('the checkout: only attribution until the first action, then the loader and the widgets, a search field tapped comes alive', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.getByRole('link', { name: 'Ajouter au panier' }).first().click();
  await expect(page.locator('[data-fk-cart-count]')).toHaveText('1');

  fetched.length = 0;
  await page.goto('/commande/', { waitUntil: 'networkidle' });
  await expect(page.locator('fk-attribution[data-vitrine-ready]')).toHaveCount(1);
  const ours = () => fetched.filter((path) => path.includes('/plugins/vitrine/assets/'));
  // Attribution's file and the core file it imports, nothing else: no loader, no runtime, no stylesheet.
  expect(ours().map((path) => path.replace(/^.*\/assets\//, '').replace(/-[A-Z0-9]{8}\./, '.'))).toEqual(['chunks/attribution.js', 'chunks/chunk.js']);
  await expect(page.locator('fk-cart-count[data-vitrine-ready]')).toHaveCount(0);
  await expect(page.locator('fk-side-cart, fk-cart-toggle')).toHaveCount(0);

  // The first action is a key in the search field, focused before (as an autofocus or a screen reader would): the
  // loader comes, the header's count mounts with what the site first paint left out, and the search comes too,
  // though its focus came before the loader could hear it. The window has the focus first, or giving it to the window
  // would focus the field again. Shift only: a letter would ask the scratch site for products it does not serve.
  await page.bringToFront();
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Shift');
  await expect(page.locator('fk-cart-count[data-vitrine-ready]')).toHaveCount(1);
  await expect(page.locator('fk-search[data-vitrine-ready]')).toHaveCount(1);
  expect(ours().some((path) => path.endsWith('/vitrine.js'))).toBe(true);
  expect(ours().filter((path) => /\/chunks\/common-[A-Z0-9]{8}\.css$/.test(path))).toHaveLength(1);
  // The header's link leads to the cart page: there is no drawer here.
  await page.locator('.fkcart-mini-open').click();
  await expect(page).toHaveURL(/\/panier\/$/);
  expect(errors).toEqual([]);
});
