import { expect, seriousViolations, test, widgetsReady } from '../tests/fixtures.ts';
import { demoBar, drawer, headerCount, openShop } from './support.ts';

/** The static demo itself: the first visit, what it says it is, offline, the reset, a phone. */
test.describe('the static demo', () => {
  test('the first visit installs the store and shows the shop, saying it is a demo', async ({ page }) => {
    const firstAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/boutique/');
    await page.goto('/boutique/');
    // The static host's page: what it is, while the worker installs.
    expect(await (await firstAnswer).text()).toContain('Installation de la boutique dans votre navigateur');
    await openShop(page, '/boutique/');
    await expect(demoBar(page)).toContainText('Boutique de démonstration.');
    await expect(demoBar(page).getByRole('button', { name: 'Réinitialiser la boutique' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique');
    await expect(page.locator('li.product')).toHaveCount(15);
    // The store's page as the server writes it: its CSP with the inline loader's hash, the loader running.
    await widgetsReady(page, ['fk-add-to-cart', 'fk-cart-count']);
    // The bar the worker adds keeps the page as accessible as the server's.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('after the first visit it works offline: pages, the cart and its calls', async ({ page, context }) => {
    await openShop(page, '/boutique/');
    await widgetsReady(page, ['fk-add-to-cart']);
    await context.setOffline(true);
    await page.reload();
    await widgetsReady(page, ['fk-add-to-cart', 'fk-side-cart']);
    await page.locator('li.product', { hasText: 'Miel de montagne' }).locator('a.ajax_add_to_cart').click();
    await expect(drawer(page)).toBeVisible();
    await expect(headerCount(page)).toHaveText('2 articles');
    await page.goto('/produit/t-shirt-leman/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('T-shirt Léman');
    await expect(headerCount(page)).toHaveText('2 articles');
  });

  test('the shop is kept in the browser: a cart survives the worker being stopped', async ({ page, context }) => {
    await openShop(page, '/boutique/');
    await widgetsReady(page, ['fk-add-to-cart']);
    await page.locator('li.product', { hasText: 'Tisane des Alpes' }).locator('a.ajax_add_to_cart').click();
    await expect(headerCount(page)).toHaveText('1 article');
    // The worker keeps the database in IndexedDB once the answer is sent.
    const kept = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('vitrine-static-demo');
            open.onsuccess = () => {
              const get = open.result.transaction('kept').objectStore('kept').get('database');
              get.onsuccess = () => resolve(Boolean(get.result));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      );
    await expect.poll(kept).toBe(true);
    // A browser stops an idle worker; the next one opens what was kept.
    const devtools = await context.newCDPSession(page);
    const stopped = new Promise<void>((resolve) =>
      devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
      }),
    );
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.stopAllWorkers');
    await stopped;
    await page.goto('/?page_id=7');
    await expect(page.locator('tr.cart_item')).toContainText('Tisane des Alpes');
  });

  test('« Réinitialiser la boutique » empties the cart and starts the shop again', async ({ page }) => {
    await openShop(page, '/boutique/');
    await widgetsReady(page, ['fk-add-to-cart']);
    await page.locator('li.product', { hasText: 'Chocolat noir Grand Cru' }).locator('a.ajax_add_to_cart').click();
    await expect(headerCount(page)).toHaveText('1 article');
    await page.keyboard.press('Escape');
    await demoBar(page).getByRole('button', { name: 'Réinitialiser la boutique' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(demoBar(page)).toBeVisible();
    await expect(headerCount(page)).toHaveText('0 article');
    const session = (await page.context().cookies()).find((c) => c.name === 'vitrine_session');
    await page.goto('/?page_id=7');
    await expect(page.locator('.cart-empty')).toBeVisible();
    expect(session).toBeDefined();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test('the shop, its folded menu and an add that opens the drawer', async ({ page }) => {
      await openShop(page, '/boutique/');
      await widgetsReady(page, ['fk-add-to-cart', 'fk-nav-menu']);
      await expect(demoBar(page)).toBeInViewport();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.tap();
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Panier' })).toBeVisible();
      await menu.tap();
      await page.locator('li.product', { hasText: 'Coffret Artisans du Jura' }).locator('a.ajax_add_to_cart').tap();
      await expect(drawer(page)).toBeVisible();
      await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (1 article)');
    });
  });
});
