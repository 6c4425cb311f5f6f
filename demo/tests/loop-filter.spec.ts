import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady, type Store } from './fixtures.ts';
import { SELECTION, withoutDemoPopups } from './popups-support.ts';

const TAGS = ['fk-loop-filter', 'fk-loop-grid'];
const categories = (page: Page) => page.getByRole('group', { name: 'Catégories' });
const colours = (page: Page) => page.getByRole('group', { name: 'Couleurs (toutes à la fois)' });
const grid = (page: Page) => page.locator('fk-loop-grid');
const listed = (page: Page) => grid(page).locator('.e-loop-item .woocommerce-loop-product__title').allTextContents();
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);
const refreshCalls = async (store: Store) => (await store.log()).filter((call) => call.endpoint === 'refresh-loop');

const CLOTHES = ['T-shirt Léman', 'Pull Cervin', 'Casquette Aletsch', 'Chaussettes en laine', 'Écharpe Engadine'];

test.beforeEach(async ({ page }) => {
  await withoutDemoPopups(page);
  await page.goto(SELECTION);
  await widgetsReady(page, TAGS);
});

test.describe('filtered listing (§2.3, §4.16)', () => {
  test('OR between categories: the address, the listing, the request and the announcement follow', async ({ page, store }) => {
    await categories(page).getByRole('button', { name: 'Vêtements' }).click();
    await expect(categories(page).getByRole('button', { name: 'Vêtements' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    expect(query(page)).toBe('?e-filter-a1b2c3d-product_cat=vetements');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('5 produits affichés');

    await categories(page).getByRole('button', { name: 'Maison' }).click();
    await expect.poll(() => listed(page).then((names) => names.length)).toBe(6);
    expect(query(page)).toBe('?e-filter-a1b2c3d-product_cat=vetements~maison');
    const [, second] = await refreshCalls(store);
    expect(second?.body).toMatchObject({ post_id: '900', widget_id: 'a1b2c3d' });
    expect(JSON.parse(second!.body.widget_filters!)).toEqual({ taxonomy: { product_cat: { terms: ['vetements', 'maison'], logicalJoin: 'OR' } } });
    expect(second?.body.pagination_base_url).toMatch(/\/selection\/\?e-filter-a1b2c3d-product_cat=vetements~maison$/);
  });

  test('AND between colours: only products in every colour', async ({ page }) => {
    await colours(page).getByRole('button', { name: 'Rouge' }).click();
    await colours(page).getByRole('button', { name: 'Bleu' }).click();
    await expect.poll(() => listed(page)).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
    expect(query(page)).toBe('?e-filter-a1b2c3d-pa_couleur=rouge+bleu');
    await colours(page).getByRole('button', { name: 'Blanc' }).click();
    await expect(grid(page)).toContainText('Aucun produit ne correspond à cette sélection.');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Aucun produit ne correspond à cette sélection.');
  });

  test('removing the last term removes the filter; « Tout » clears one', async ({ page }) => {
    const clothes = categories(page).getByRole('button', { name: 'Vêtements' });
    await clothes.click();
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    await clothes.click();
    await expect.poll(() => listed(page).then((names) => names.length)).toBe(6); // page 1 of everything
    expect(query(page)).toBe('');
    await colours(page).getByRole('button', { name: 'Gris' }).click();
    await expect.poll(() => listed(page)).toEqual(['Pull Cervin', 'Écharpe Engadine']);
    await colours(page).getByRole('button', { name: 'Tout' }).click();
    await expect(colours(page).getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');
    expect(query(page)).toBe('');
  });

  test('pagination links keep the filters; the next page is rendered by the server with the buttons pressed', async ({ page }) => {
    await categories(page).getByRole('button', { name: 'Vêtements' }).click();
    await categories(page).getByRole('button', { name: 'Épicerie fine' }).click();
    await expect(grid(page).locator('.elementor-pagination a', { hasText: '2' })).toBeVisible();
    const first = await listed(page);
    expect(first).toHaveLength(6);
    await grid(page).locator('.elementor-pagination a', { hasText: '2' }).click();
    await expect(page).toHaveURL(/e-page-a1b2c3d=2/);
    await widgetsReady(page, TAGS);
    expect(query(page)).toContain('e-filter-a1b2c3d-product_cat=vetements~epicerie-fine');
    const second = await listed(page);
    expect(second).toHaveLength(3);
    expect(second.some((name) => first.includes(name))).toBe(false);
    await expect(categories(page).getByRole('button', { name: 'Épicerie fine' })).toHaveAttribute('aria-pressed', 'true');
    // A new selection starts again from page 1: e-page is dropped.
    await categories(page).getByRole('button', { name: 'Maison' }).click();
    await expect.poll(() => query(page)).toBe('?e-filter-a1b2c3d-product_cat=vetements~epicerie-fine~maison');
  });

  test('back and forward restore both the filters and the listing', async ({ page }) => {
    await categories(page).getByRole('button', { name: 'Vêtements' }).click();
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    await colours(page).getByRole('button', { name: 'Gris' }).click();
    await expect.poll(() => listed(page)).toEqual(['Pull Cervin', 'Écharpe Engadine']);

    await page.goBack();
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    expect(query(page)).toBe('?e-filter-a1b2c3d-product_cat=vetements');
    await expect(colours(page).getByRole('button', { name: 'Gris' })).toHaveAttribute('aria-pressed', 'false');

    await page.goBack();
    await expect.poll(() => listed(page).then((names) => names.length)).toBe(6);
    expect(query(page)).toBe('');
    await expect(categories(page).getByRole('button', { name: 'Vêtements' })).toHaveAttribute('aria-pressed', 'false');

    await page.goForward();
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    await expect(categories(page).getByRole('button', { name: 'Vêtements' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a reload keeps the selection: the server renders the filtered listing', async ({ page }) => {
    await colours(page).getByRole('button', { name: 'Noir' }).click();
    await expect.poll(() => listed(page)).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
    await page.reload();
    await widgetsReady(page, TAGS);
    expect(await listed(page)).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
    await expect(colours(page).getByRole('button', { name: 'Noir' })).toHaveAttribute('aria-pressed', 'true');
  });

  for (const kind of ['status500', 'malformed', 'html', 'drop'] as const) {
    test(`a ${kind} answer leaves the listing as it was and removes the overlay`, async ({ page, store }) => {
      const before = await grid(page).innerHTML();
      // The loading state is watched from inside the page, so a slow machine cannot miss it.
      await grid(page).evaluate((el) => {
        const seen: boolean[] = ((window as { overlaySeen?: boolean[] }).overlaySeen = []);
        new MutationObserver(() =>
          seen.push(
            el.classList.contains('e-loading-overlay') && el.getAttribute('aria-busy') === 'true' && getComputedStyle(el, '::after').content !== 'none',
          ),
        ).observe(el, { attributes: true });
      });
      // Chromium resends a request on each idle keep-alive connection that drops it: every resend must fail too.
      await store.fault('refresh-loop', kind, { count: kind === 'drop' ? 20 : 1 });
      await categories(page).getByRole('button', { name: 'Maison' }).click();
      await expect.poll(() => page.evaluate(() => (window as { overlaySeen?: boolean[] }).overlaySeen?.includes(true))).toBe(true);
      await expect(grid(page)).not.toHaveClass(/e-loading-overlay/);
      await expect(grid(page)).not.toHaveAttribute('aria-busy');
      expect(await grid(page).innerHTML()).toBe(before);
      await expect(page.locator('.woocommerce-error')).toHaveCount(0);
      // The next selection works (Maison stayed selected: clothes or home goods now).
      expect((await page.request.post('/__test/reset')).ok()).toBe(true);
      await categories(page).getByRole('button', { name: 'Vêtements' }).click();
      await expect.poll(() => listed(page)).toContain('Planche à découper en noyer');
      expect(await listed(page)).not.toContain('Miel de montagne');
    });
  }

  test('the original’s validation: the server refuses a bad post id, widget id or pagination URL', async ({ page }) => {
    const post = (data: Record<string, unknown>) => page.request.post('/wp-json/elementor-pro/v1/refresh-loop', { data });
    const good = { post_id: 900, widget_id: 'a1b2c3d', pagination_base_url: 'http://localhost/selection/', widget_filters: {} };
    expect((await post(good)).status()).toBe(200);
    for (const bad of [{ post_id: '900' }, { widget_id: 'a1b2c3' }, { pagination_base_url: 'javascript:alert(1)' }]) {
      const res = await post({ ...good, ...bad });
      expect(res.status()).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  test('axe-core finds no serious violation on the filtered listing', async ({ page }) => {
    await categories(page).getByRole('button', { name: 'Vêtements' }).click();
    await expect.poll(() => listed(page)).toEqual(CLOTHES);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
