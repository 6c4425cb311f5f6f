import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { withoutDemoPopups } from './popups-support.ts';

/**
 * The search widget: live suggestions from the demo store's Store API as the shopper types, the ARIA
 * combobox keys, « Aucun résultat », a failing answer, the results page, and the phone's full-screen panel.
 */

const DEMO = '/recherche-demo/';
/** The page's own search form: the header carries another on every page. */
const pageSearch = (page: Page) => page.locator('.fk-search-page');
const field = (page: Page) => pageSearch(page).getByRole('combobox', { name: 'Recherche pour :' });
const options = (page: Page) => pageSearch(page).getByRole('listbox', { name: 'Suggestions de produits' }).getByRole('option');
const live = (page: Page) => page.locator('#vitrine-live-polite');
const listedNames = (page: Page) => page.locator('.woocommerce-loop-product__title').allTextContents();
const isSearchCall = (url: string) => new URL(url).pathname === '/wp-json/wc/store/v1/products';
/**
 * The theme's field before the widget, the widget's after: reaching for it loads the widget, which may swap the field
 * in the middle of the press (its role goes from searchbox to combobox). A locator for both lets the press land on
 * whichever is there, as a shopper's second press would.
 */
const themeField = (page: Page) => pageSearch(page).locator('fk-search input[name="s"]');

/** The widget loads on the shopper's first touch of the form (`intent`): the click both loads it and focuses the field. */
async function reachForSearch(page: Page) {
  // Before it, the theme's field is a plain search box.
  await themeField(page).click();
  await widgetsReady(page, ['fk-search']);
  await expect(field(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await withoutDemoPopups(page);
});

test.describe('search with live suggestions', () => {
  test('typing lists the store’s products with the match marked; arrows move the active option, Enter opens it', async ({ page }) => {
    await page.goto(DEMO);
    // The shopper types straight away, whether or not the widget has arrived: nothing typed is lost.
    await themeField(page).click();
    await page.keyboard.type('coff');
    await widgetsReady(page, ['fk-search']);
    await expect(field(page)).toHaveValue('coff');
    await expect(field(page)).toBeFocused();
    await expect(options(page)).toHaveText([/^Coffret Artisans du Jura/, /^Coffret Saveurs du Valais/, /^Coffret Douceurs de Gruyère/]);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(live(page)).toHaveText('3 résultats');
    await expect(options(page).first().locator('mark')).toHaveText('Coff');
    await expect(options(page).first()).toContainText(/\d+\.\d{2}\u00a0CHF|CHF\u00a0\d+\.\d{2}/);
    await expect(pageSearch(page).getByRole('link', { name: 'Voir tous les résultats' })).toHaveAttribute('href', /\/\?s=coff&post_type=product$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    const firstId = await options(page).nth(0).getAttribute('id');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await page.keyboard.press('ArrowUp'); // wraps to the last
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/produit\/coffret-saveurs-du-valais\/$/);
  });

  test('a question superseded by more typing is aborted: only the last one’s answer is shown', async ({ page, store }) => {
    await page.goto(DEMO);
    await reachForSearch(page);
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isSearchCall(request.url())) aborted.push(`${new URL(request.url()).searchParams.get('search')}: ${request.failure()?.errorText}`);
    });
    // The first question hangs at the store, so the second is asked while it runs.
    await store.fault('store-products', 'slow', { count: 1, delayMs: 8000 });
    const first = page.waitForRequest((request) => isSearchCall(request.url()));
    await field(page).pressSequentially('mi');
    expect(new URL((await first).url()).searchParams.get('search')).toBe('mi');
    const second = page.waitForResponse((response) => isSearchCall(response.url()) && new URL(response.url()).searchParams.get('search') === 'miel');
    await field(page).pressSequentially('el');
    await second;
    await expect(options(page)).toHaveText([/^Miel de montagne/]);
    await expect.poll(() => aborted).toEqual(['mi: net::ERR_ABORTED']);
    await expect(live(page)).toHaveText('1 résultat');
  });

  test('« Aucun résultat » when nothing matches; Escape closes the list, a second Escape clears the field', async ({ page }) => {
    await page.goto(DEMO);
    await reachForSearch(page);
    await field(page).pressSequentially('zzz');
    await expect(pageSearch(page).locator('.fk-search__message')).toHaveText('Aucun résultat');
    await expect(live(page)).toHaveText('Aucun résultat');
    await expect(options(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(pageSearch(page).locator('.fk-search__message')).toBeHidden();
    await expect(field(page)).toHaveValue('zzz');
    await page.keyboard.press('Escape');
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).toBeFocused();
  });

  test('a failing answer shows a French message, never a stuck spinner, and Enter still opens the results page', async ({ page, store }) => {
    // Without JavaScript the theme's form alone does it.
    await page.goto(`${DEMO}?vitrine=off`);
    await pageSearch(page).getByRole('searchbox', { name: 'Recherche pour :' }).fill('écharpe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?s=%C3%A9charpe&post_type=product$/);
    expect(await listedNames(page)).toEqual(['Écharpe Engadine']);

    await page.goto(DEMO);
    await reachForSearch(page);
    await store.fault('store-products', 'status500', { count: 1 });
    await field(page).pressSequentially('miel');
    const message = 'Les suggestions sont indisponibles pour le moment. Appuyez sur Entrée pour voir tous les résultats.';
    await expect(pageSearch(page).locator('.fk-search__message')).toHaveText(message);
    await expect(live(page)).toHaveText(message);
    await expect(field(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(pageSearch(page).locator('.vitrine-spinner')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?s=miel&post_type=product$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche : « miel »');
    expect(await listedNames(page)).toEqual(['Miel de montagne']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('on a phone (412 px)', () => {
    test.use({ viewport: { width: 412, height: 900 } });

    test.describe('with a touch screen', () => {
      test.use({ hasTouch: true });

      test('a tap on the theme’s field while the widget arrives opens the panel with the field focused', async ({ page }) => {
        // The widget's script is held until the finger is down: it arrives mid-tap and replaces the field under the
        // finger. The tap still ends in the open panel, with the field focused.
        let asked!: () => void;
        const requested = new Promise<void>((resolve) => (asked = resolve));
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/vitrine\/chunks\/search-[A-Z0-9]+\.js$/, async (route) => {
          asked();
          await held;
          await route.continue();
        });
        await page.goto(DEMO);
        const box = (await themeField(page).boundingBox())!;
        const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
        await requested;
        release();
        await widgetsReady(page, ['fk-search']);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        const dialog = page.getByRole('dialog', { name: 'Rechercher des produits' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('combobox')).toBeFocused();
      });

      test('the full-screen panel: focus moves in, Escape and the close button return it to the toggle', async ({ page }) => {
        await page.goto(DEMO);
        // The shopper taps the theme's field (a tap, not a mouse: a pointer hovering first would load the widget before
        // its press): the widget arrives and opens its panel with the field focused.
        await themeField(page).tap();
        await widgetsReady(page, ['fk-search']);
        await expect(field(page)).toBeFocused();
        const dialog = page.getByRole('dialog', { name: 'Rechercher des produits' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('combobox')).toBeFocused();
        await field(page).pressSequentially('pull');
        await expect(options(page)).toHaveText([/^Pull Cervin/]);
        expect(await seriousViolations(page)).toEqual([]);
        const box = await dialog.boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: 412, height: 900 });

        await page.keyboard.press('Escape'); // closes the list
        await expect(options(page)).toHaveCount(0);
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape'); // closes the panel
        await expect(dialog).toBeHidden();
        const toggle = pageSearch(page).getByRole('button', { name: 'Rechercher', exact: true });
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');

        await toggle.click();
        await expect(dialog).toBeVisible();
        await expect(field(page)).toBeFocused();
        await expect(field(page)).toHaveValue('pull');
        await dialog.getByRole('button', { name: 'Fermer la recherche' }).click();
        await expect(dialog).toBeHidden();
        await expect(toggle).toBeFocused();
      });
    });
  });
});

test.describe('the header’s search, on every page', () => {
  const headerSearch = (page: Page) => page.getByRole('search', { name: 'Recherche dans la boutique' });

  test('the widget takes the header’s form over where it stood; suggestions list under it; Enter opens the results', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/boutique/');
    const form = headerSearch(page);
    await expect(form.getByRole('searchbox', { name: 'Recherche pour :' })).toBeVisible();
    const before = await page.locator('.site-header').boundingBox();
    const formBefore = await form.boundingBox();
    // A pointer over the form is intent enough (no press, so any shift it caused would count).
    await form.hover();
    await widgetsReady(page, ['fk-search']);
    const combobox = form.getByRole('combobox', { name: 'Recherche pour :' });
    await expect(combobox).toBeVisible();
    expect(await page.locator('.site-header').boundingBox()).toEqual(before);
    expect(await form.boundingBox()).toEqual(formBefore);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);

    await combobox.click();
    await combobox.pressSequentially('coff');
    await expect(form.getByRole('option')).toHaveText([/^Coffret Artisans du Jura/, /^Coffret Saveurs du Valais/, /^Coffret Douceurs de Gruyère/]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?s=coff&post_type=product$/);
    expect(await listedNames(page)).toEqual(['Coffret Artisans du Jura', 'Coffret Saveurs du Valais', 'Coffret Douceurs de Gruyère']);
  });

  test.describe('on a phone (412 px)', () => {
    test.use({ viewport: { width: 412, height: 900 }, hasTouch: true });

    test('a tap on the header’s field opens the panel; closed, its toggle stands where the field was', async ({ page }) => {
      await page.goto('/boutique/');
      const row = page.locator('.site-search');
      const field = headerSearch(page).getByRole('searchbox', { name: 'Recherche pour :' });
      await expect(field).toBeVisible();
      const before = await row.boundingBox();
      expect(before!.x + before!.width).toBeLessThanOrEqual(412);
      const mainBefore = await page.locator('#main').boundingBox();
      await field.tap();
      await widgetsReady(page, ['fk-search']);
      const dialog = page.getByRole('dialog', { name: 'Rechercher des produits' });
      await expect(dialog.getByRole('combobox', { name: 'Recherche pour :' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      const toggle = row.getByRole('button', { name: 'Rechercher', exact: true });
      await expect(toggle).toBeFocused();
      expect(await row.boundingBox()).toEqual(before);
      expect(await page.locator('#main').boundingBox()).toEqual(mainBefore);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
