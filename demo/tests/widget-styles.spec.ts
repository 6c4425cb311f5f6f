import { readFileSync } from 'node:fs';
import { strategyOf } from '../../packages/storefront/src/loading.ts';
import { expect, test, widgetsReady } from './fixtures.ts';

/**
 * the page prints the first-paint stylesheet only (inline); each widget's stylesheet comes with its chunk,
 * linked by the loader, and the widget mounts once it applies (packages/storefront/src/chunk-styles.ts).
 */

const manifest = JSON.parse(readFileSync(new URL('../../packages/storefront/dist/manifest.json', import.meta.url), 'utf8')) as {
  shared: string[];
  tags: Record<string, string[]>;
  styles: Record<string, string[]>;
  loading: Record<string, string>;
};
const path = (file: string) => `/vitrine/${file}`;

test('the side cart is fetched beside its stylesheet and defined only once the stylesheet applies', async ({ page }) => {
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
  // The stylesheet is held back: the side cart's script comes meanwhile (preloaded, not run), nothing is defined.
  await expect.poll(() => requested.includes(sideCartJs)).toBe(true);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => customElements.get('fk-side-cart') === undefined)).toBe(true);
  release();
  await widgetsReady(page, ['fk-side-cart', 'fk-cart-toggle']);
  await page.locator('.fkcart-mini-open').first().click();
  // Mounted with its stylesheet: the drawer is the fixed, full-height panel it was with one stylesheet for everything.
  const panel = page.locator('.vitrine-drawer__panel');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el.closest('.vitrine-drawer')!).position)).toBe('fixed');
});

test('a chunk’s custom property defaults hold from the first-paint stylesheet, and a theme’s `:root` printed after it wins', async ({ page }) => {
  // A `:root` rule in a chunk's stylesheet would make the browser restyle every element as it applies (docs/performance.md, sixth pass).
  const sideCartCss = await (await page.request.get(path(manifest.styles['fk-side-cart']![0]!))).text();
  expect(sideCartCss).not.toContain(':root');
  const panel = page.locator('.vitrine-drawer__panel');
  const openSideCart = async () => {
    await page.goto('/boutique/');
    await page.keyboard.press('Shift');
    await widgetsReady(page, ['fk-side-cart']);
    await page.locator('.fkcart-mini-open').first().click();
    await expect(panel).toBeVisible();
  };
  await openSideCart();
  // packages/ui's default for --vitrine-drawer-width, 420px, now printed by the first-paint stylesheet.
  await expect(panel).toHaveCSS('width', '420px');

  await page.route('/boutique/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</head>', '<style>:root { --vitrine-drawer-width: 300px; }</style></head>');
    await route.fulfill({ response, body: html });
  });
  await openSideCart();
  await expect(panel).toHaveCSS('width', '300px');
});

test('each widget stylesheet is linked once, right after the first-paint one printed in the head, in the order its chunks came', async ({ page }) => {
  await page.goto('/produit/pull-cervin/');
  await widgetsReady(page, ['fk-variation-form', 'fk-nav-menu']);
  await page.keyboard.press('Shift');
  await widgetsReady(page, ['fk-product-gallery', 'fk-side-cart']);
  // The head's stylesheets in order: the first-paint one is printed inline (as WordPress inlines a small stylesheet).
  const sheets = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map((el) => (el instanceof HTMLLinkElement ? new URL(el.href).pathname : `#${el.id}`)),
  );
  const first = sheets.indexOf('#vitrine-inline-css');
  expect(first).toBeGreaterThan(sheets.indexOf('/assets/theme.css'));
  expect(sheets).not.toContain('/vitrine/vitrine-first-paint.css');
  const widgetSheets = sheets.slice(first + 1);
  for (const tag of ['fk-nav-menu', 'fk-variation-form', 'fk-product-gallery', 'fk-side-cart']) {
    for (const file of manifest.styles[tag]!) expect(widgetSheets, tag).toContain(path(file));
  }
  expect(new Set(widgetSheets).size).toBe(widgetSheets.length);
  expect(sheets).not.toContain('/vitrine/vitrine.css');
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

test('the loader preloads the shared runtime with its first chunk and each chunk’s imports with it, once the page has painted, each file once', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const response = await page.goto('/');
  // Nothing in the page's head competes with the first paint (docs/performance.md): no preload, and the
  // loader is printed inline, finding its files under `data-base`, so no request comes before its chunks.
  const head = await response!.text();
  expect(head).not.toMatch(/<link[^>]*modulepreload/);
  expect(head).toContain('<script type="module" id="vitrine-loader" data-base="/vitrine/">');
  expect(head).not.toContain('/vitrine/vitrine.js');
  await widgetsReady(page, ['fk-nav-menu', 'fk-attribution']);
  // A chunk's own imports come with it, not once it has arrived and named them: every file of each chunk asked for
  // is preloaded, but for its own file when it is imported at once (no stylesheet to wait for), and nothing else.
  // The links go in one per task, so the page is read until they are all in.
  const preloadsNow = () =>
    page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const expectedPreloads = () => {
    const asked = Object.entries(manifest.tags).filter(([, files]) => fetched.includes(path(files[0]!)));
    return [...new Set([...manifest.shared, ...asked.flatMap(([tag, files]) => (manifest.styles[tag]!.length ? files : files.slice(1)))].map(path))].sort();
  };
  // What differs between the two, both read again each time: the shopper's idle widgets keep coming meanwhile.
  const difference = async () => {
    const [now, wanted] = [await preloadsNow(), expectedPreloads()];
    return [...now.filter((file) => !wanted.includes(file)), ...wanted.filter((file) => !now.includes(file))];
  };
  await expect.poll(difference).toEqual([]);
  const preloads = await preloadsNow();
  expect(new Set(preloads).size).toBe(preloads.length);
  for (const tag of ['fk-nav-menu', 'fk-attribution']) expect(fetched, tag).toContain(path(manifest.tags[tag]![0]!));
  for (const file of preloads) await expect.poll(() => fetched.filter((f) => f === file), file).toHaveLength(1);
  expect(fetched).not.toContain('/vitrine/vitrine.js');
  // Only after the first contentful paint, as the browser reports it once the frame was presented: the loader
  // waits for it before it asks for anything.
  const [paintedAt, runtimeAskedAt] = await page.evaluate((runtime) => {
    const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === runtime);
    return [performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN, entry?.startTime ?? Number.NaN];
  }, path(manifest.shared[0]!));
  expect(runtimeAskedAt).toBeGreaterThan(paintedAt);
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

test('the manifest tells tools when each tag loads, as the loader decides it', () => {
  expect(Object.keys(manifest.loading).sort()).toEqual(Object.keys(manifest.tags).sort());
  for (const tag of Object.keys(manifest.tags)) expect(manifest.loading[tag], tag).toBe(strategyOf(tag, null));
});

test('an idle widget is asked for only once the eager chunks and their imports have arrived, so it never shares the link with them', async ({ page }) => {
  // The cart page: eager notices, menu and header cart; the side cart (and attribution) wait for idle time. No
  // input is made here, which would fetch it at once.
  await page.goto('/?page_id=7');
  await widgetsReady(page, ['fk-side-cart']);
  const eagerTags = await page.evaluate(
    (loading) => Object.keys(loading).filter((tag) => loading[tag] === 'eager' && document.querySelector(tag)),
    manifest.loading,
  );
  expect(eagerTags.length).toBeGreaterThan(3);
  const timing = (file: string) =>
    page.evaluate((pathname) => {
      const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === pathname) as PerformanceResourceTiming;
      return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
    }, path(file));
  // The side cart's first request is its stylesheet.
  const sideCart = await timing(manifest.styles['fk-side-cart']![0]!);
  expect(sideCart).not.toBeNull();
  for (const tag of eagerTags) {
    for (const file of manifest.tags[tag]!) {
      const eager = await timing(file);
      expect(eager, `${tag}: ${file}`).not.toBeNull();
      expect(sideCart!.start, `${tag}: ${file}`).toBeGreaterThan(eager!.end);
    }
  }
});

test('a widget in view that is not eager is asked for once the eager widgets have mounted, so the product form comes first', async ({ page }) => {
  // A phone on a product page: the gallery, tabs, stars and express button are in view, and wait for the product
  // form, the add buttons, the menu and the notices. No input is made here, which would fetch a reached one at once.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/produit/t-shirt-leman/');
  const visibleTags = ['fk-product-gallery', 'fk-product-tabs', 'fk-express-button'];
  await widgetsReady(page, visibleTags);
  const eagerTags = await page.evaluate(
    (loading) => Object.keys(loading).filter((tag) => loading[tag] === 'eager' && document.querySelector(tag)),
    manifest.loading,
  );
  expect(eagerTags).toContain('fk-variation-form');
  const { mounted, asked } = await page.evaluate(
    ({ eager, files }) => {
      const firstMark = (tag: string) => performance.getEntriesByName(`vitrine:ready:${tag}`)[0]?.startTime ?? null;
      const firstAsked = (paths: string[]) => {
        const starts = performance
          .getEntriesByType('resource')
          .filter((e) => paths.includes(new URL(e.name).pathname))
          .map((e) => e.startTime);
        return starts.length ? Math.min(...starts) : null;
      };
      return {
        mounted: Object.fromEntries(eager.map((tag) => [tag, firstMark(tag)])),
        asked: Object.fromEntries(Object.entries(files).map(([tag, paths]) => [tag, firstAsked(paths)])),
      };
    },
    {
      eager: eagerTags,
      // Its own chunk and stylesheets: the chunks it imports may be shared with an eager one.
      files: Object.fromEntries(visibleTags.map((tag) => [tag, [manifest.tags[tag]![0]!, ...(manifest.styles[tag] ?? [])].map(path)])),
    },
  );
  for (const tag of visibleTags) {
    expect(asked[tag], tag).not.toBeNull();
    for (const eager of eagerTags) {
      expect(mounted[eager], eager).not.toBeNull();
      expect(asked[tag]!, `${tag} after ${eager}`).toBeGreaterThan(mounted[eager]!);
    }
  }
});
