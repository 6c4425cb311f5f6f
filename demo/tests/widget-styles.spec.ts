import { readFileSync } from 'node:fs';
import { expect, test, widgetsReady } from './fixtures.ts';

/**
 * Issue 17 (styles): the page links the first-paint stylesheet only; each widget's stylesheet comes with its chunk,
 * linked by the loader, and the widget mounts once it applies (packages/storefront/src/chunk-assets.ts).
 */

const manifest = JSON.parse(readFileSync(new URL('../../packages/storefront/dist/manifest.json', import.meta.url), 'utf8')) as {
  shared: string[];
  tags: Record<string, string[]>;
  styles: Record<string, string[]>;
};
const path = (file: string) => `/vitrine/${file}`;

test('the side cart is fetched and defined only once its stylesheet applies', async ({ page }) => {
  const sideCartCss = path(manifest.styles['fk-side-cart']![0]!);
  const sideCartJs = path(manifest.tags['fk-side-cart']![0]!);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.route(
    (url) => url.pathname === sideCartCss,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/boutique/');
  // Idle-time widgets start at the first press or key anywhere.
  await page.keyboard.press('Shift');
  await expect.poll(() => requested.includes(sideCartCss), { timeout: 20_000 }).toBe(true);
  // The stylesheet is held back: the side cart's script is not even fetched, nothing is defined.
  await page.waitForTimeout(500);
  expect(requested).not.toContain(sideCartJs);
  expect(await page.evaluate(() => customElements.get('fk-side-cart') === undefined)).toBe(true);
  release();
  await widgetsReady(page, ['fk-side-cart', 'fk-cart-toggle']);
  await page.locator('.fkcart-mini-open').first().click();
  // Mounted with its stylesheet: the drawer is the fixed, full-height panel it was with one stylesheet for everything.
  const panel = page.locator('.vitrine-drawer__panel');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el.closest('.vitrine-drawer')!).position)).toBe('fixed');
});

test('each widget stylesheet is linked once, right after the first-paint one, in the order its chunks came', async ({ page }) => {
  await page.goto('/produit/pull-cervin/');
  await widgetsReady(page, ['fk-variation-form', 'fk-nav-menu']);
  await page.keyboard.press('Shift');
  await widgetsReady(page, ['fk-product-gallery', 'fk-side-cart']);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  const first = links.indexOf('/vitrine/vitrine-first-paint.css');
  expect(first).toBeGreaterThan(links.indexOf('/assets/theme.css'));
  const widgetSheets = links.slice(first + 1);
  for (const tag of ['fk-nav-menu', 'fk-variation-form', 'fk-product-gallery', 'fk-side-cart']) {
    for (const file of manifest.styles[tag]!) expect(widgetSheets, tag).toContain(path(file));
  }
  expect(new Set(widgetSheets).size).toBe(widgetSheets.length);
  expect(links).not.toContain('/vitrine/vitrine.css');
});

test('a gallery and tabs whose stylesheet cannot be had stay the server’s markup, as when their script fails', async ({ page }) => {
  const productCss = path(manifest.styles['fk-product-tabs']![0]!);
  await page.route(
    (url) => url.pathname === productCss,
    (route) => route.fulfill({ status: 404, body: 'introuvable' }),
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/produit/pull-cervin/');
  await expect(page.locator('fk-product-tabs')).toHaveAttribute('data-vitrine-failed', '');
  await expect(page.locator('fk-product-gallery')).toHaveAttribute('data-vitrine-failed', '');
  expect(await page.evaluate(() => customElements.get('fk-product-tabs') === undefined)).toBe(true);
  // Without the tabs, every panel shows, as without JavaScript.
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-additional_information')).toBeVisible();
  expect(errors.some((text) => text.includes("n'a pas pu être chargé"))).toBe(true);
});

test('the loader preloads the shared runtime with its first chunk, after the first-paint stylesheet, each file once', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const response = await page.goto('/');
  // Nothing in the page's head competes with the first-paint stylesheet (issue 14, docs/performance.md).
  expect(await response!.text()).not.toContain('modulepreload');
  await widgetsReady(page, ['fk-nav-menu', 'fk-attribution']);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(preloads.sort()).toEqual(manifest.shared.map(path).sort());
  for (const file of manifest.shared)
    expect(
      fetched.filter((f) => f === path(file)),
      file,
    ).toHaveLength(1);
  // Only after the stylesheet every page's first paint waits for.
  expect(fetched.indexOf(path(manifest.shared[0]!))).toBeGreaterThan(fetched.indexOf('/vitrine/vitrine-first-paint.css'));
});

test('the shared runtime, and it alone, asks Chrome to compile all its functions while it streams in', async ({ page }) => {
  const firstLine = async (file: string) => (await (await page.request.get(path(file))).text()).split('\n', 1)[0];
  for (const file of manifest.shared) expect(await firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
  // A widget's own chunk is compiled lazily as usual: only what every page runs at once is worth compiling ahead.
  const own = [...new Set(Object.values(manifest.tags).map((files) => files[0]!))];
  for (const file of own) {
    expect(manifest.shared, file).not.toContain(file);
    expect(await firstLine(file), file).not.toContain('allFunctionsCalledOnLoad');
  }
});
