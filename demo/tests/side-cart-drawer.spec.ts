import { expect, gotoWithoutDrawer, seriousViolations, test, watchAjax, widgetsReady } from './fixtures.ts';
import {
  callsTo,
  cartCalls,
  drawer,
  expectClosed,
  expectOpen,
  focused,
  openDrawer,
  PRODUCTS,
  recordedEvents,
  recordEvents,
  row,
  SIDE_CART_TAGS,
  toggler,
  watchClass,
  withCart,
} from './side-cart-support.ts';

test.describe('opening and closing the side cart', () => {
  test('an empty cart: no toggler, the header link opens the empty state with a way back to the shop (journey 17)', async ({ page }) => {
    await page.goto('/boutique/');
    await widgetsReady(page, SIDE_CART_TAGS);
    await expect(toggler(page)).toHaveCount(0);
    const seen = watchAjax(page);
    await page.locator('a.fkcart-mini-open').click();
    await expectOpen(page);
    await expect(page).toHaveURL(/\/boutique\/$/);
    await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (0 article)');
    await expect(drawer(page)).toContainText('Votre panier est vide.');
    await expect(drawer(page).getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/boutique/');
    expect(seen).toEqual([]);
  });

  test('add, open: title, link and price; + doubles the subtotal; remove empties it (journey 18)', async ({ page, store }) => {
    await gotoWithoutDrawer(page, '/boutique/');
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-add-to-cart']);
    await page.locator('li.product', { hasText: 'Coffret Artisans du Jura' }).locator('a.ajax_add_to_cart').click();
    await expect(toggler(page)).toHaveAccessibleName('Ouvrir le panier, 1 article');
    await openDrawer(page);
    await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (1 article)');
    const line = row(page, 'Coffret Artisans du Jura');
    await expect(line.getByRole('link', { name: 'Coffret Artisans du Jura' })).toHaveAttribute('href', /\/produit\/coffret-artisans-du-jura\/$/);
    await expect(line.locator('.fkcart-item-price')).toHaveText(/131\.75\s*CHF/);

    const succeeded = await watchClass(page, '.fkcart-item', 'is-success');
    await line.getByRole('button', { name: 'Augmenter la quantité de Coffret Artisans du Jura' }).click();
    await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (2 articles)');
    await expect(drawer(page).locator('.fkcart-subtotal dd')).toHaveText(/263\.50\s*CHF/);
    await expect.poll(succeeded).toBe(true);
    await expect(line).not.toHaveClass(/is-success/);
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Quantité de « Coffret Artisans du Jura » : 2.');

    await recordEvents(page, ['removed_from_cart']);
    const slidUp = await watchClass(page, '.fkcart-item', 'is-leaving');
    await line.getByRole('button', { name: 'Retirer « Coffret Artisans du Jura » du panier' }).click();
    await expect(line).toHaveCount(0);
    expect(await slidUp()).toBe(true);
    await expect(drawer(page)).toContainText('Votre panier est vide.');
    expect(await recordedEvents(page)).toEqual(['removed_from_cart']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    expect(await callsTo(store, 'fkcart_remove_item')).toHaveLength(1);
  });

  test('closes by its button, the backdrop and Escape, each time giving focus back to the opener (journey 19)', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    for (const close of ['button', 'backdrop', 'escape'] as const) {
      await toggler(page).focus();
      await page.keyboard.press('Enter');
      await expectOpen(page);
      expect(await focused(page)).toBe('button.fkcart-modal-close');
      if (close === 'button') await drawer(page).getByRole('button', { name: 'Fermer le panier' }).click();
      if (close === 'backdrop') await page.locator('.fkcart-modal .vitrine-drawer__backdrop').click({ position: { x: 20, y: 300 } });
      if (close === 'escape') await page.keyboard.press('Escape');
      await expectClosed(page);
      expect(await focused(page)).toBe('button.fkcart-toggler');
    }
  });

  test('a fast open-close-open ends open, once', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await toggler(page).click();
    await page.keyboard.press('Escape');
    await toggler(page).click({ force: true });
    await expectOpen(page);
    await page.waitForTimeout(600);
    await expect(page.locator('.vitrine-drawer.fkcart-modal')).toHaveCount(1);
    await expect(page.locator('.vitrine-drawer.fkcart-modal')).toHaveAttribute('data-state', 'open');
  });

  test('is a real dialog: focus stays inside, the page behind is inert and does not scroll', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.coffretJura, quantity: 1 }]);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => scrollY);
    await openDrawer(page);
    await expect(drawer(page)).toHaveAttribute('aria-modal', 'true');
    for (const region of ['header.site-header', 'div.site-content', 'footer.site-footer']) {
      await expect(page.locator(region)).toHaveAttribute('inert', '');
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');

    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page.locator('div.site-content')).not.toHaveAttribute('inert', '');
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  test('the fkcart_open and fkcart_close events open and close it', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await recordEvents(page, ['fkcart_opened', 'fkcart_closed']);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('fkcart_open')));
    await expectOpen(page);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('fkcart_close')));
    await expectClosed(page);
    expect(await recordedEvents(page)).toEqual(['fkcart_opened', 'fkcart_closed']);
  });

  test('slides in 400 ms, and at once under prefers-reduced-motion', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--vitrine-drawer-ms'))).toBe('');
    await toggler(page).click();
    await expect(page.locator('.fkcart-modal')).toHaveCSS('--vitrine-drawer-ms', '400ms');
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await toggler(page).click();
    await expect(page.locator('.fkcart-modal')).toHaveCSS('--vitrine-drawer-ms', '0ms');
    await expect(page.locator('.fkcart-modal .vitrine-drawer__panel')).toHaveCSS('transition-duration', '0s');
  });

  test('shows the reward progress, the checkout button and the express slot', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.coffretGruyere, quantity: 1 }]);
    await openDrawer(page);
    const bar = drawer(page).getByRole('progressbar', { name: 'Progression vers la récompense' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(drawer(page).locator('.fkcart-reward-message')).toHaveText(/^Plus que 35\.10\s*CHF pour profiter de la livraison offerte\.$/);
    await row(page, 'Coffret Douceurs de Gruyère')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(drawer(page).locator('.fkcart-reward-message')).toHaveText('Bravo ! La livraison vous est offerte.');
    await expect(drawer(page).getByRole('link', { name: /^Commander/ })).toHaveAttribute('href', '/checkout/');
    await expect(drawer(page).locator('[data-fk-express-slot]')).toBeAttached();
  });

  test('fetches the side cart again after a change when the shop asks for it (need_extra_slide_cart_ajax)', async ({ page, store }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await store.settings({ need_extra_slide_cart_ajax: 'yes' });
    await page.reload();
    await widgetsReady(page, SIDE_CART_TAGS);
    await openDrawer(page);
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect
      .poll(async () => (await store.log()).map((c) => c.endpoint).filter((e) => e.startsWith('fkcart_')))
      .toEqual(['fkcart_update_item', 'fkcart_get_slide_cart']);
  });

  test('a shop’s own drawer fragments in an answer (FunnelKit Cart’s) leave the open drawer as it is', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    // What FunnelKit Cart 1.7.1 adds to every answer where its drawer is not kept out (packages/contract/recorded).
    await page.route('**/?wc-ajax=fkcart_update_item*', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.fragments['.fkcart-modal-container'] = '<div class="fkcart-modal-container"><div class="fkcart-zero-state">Your Cart is Empty</div></div>';
      answer.fragments['.fkcart-mini-toggler'] = '<div class="fkcart-mini-toggler">1</div>';
      answer.fragments['#fkcart-floating-toggler'] = '<div id="fkcart-floating-toggler"></div>';
      await route.fulfill({ json: answer });
    });
    await openDrawer(page);
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect(row(page, 'Chocolat noir Grand Cru').getByRole('spinbutton')).toHaveValue('2');
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByText('Your Cart is Empty')).toHaveCount(0);
    await expect(row(page, 'Chocolat noir Grand Cru').getByRole('button', { name: /^Retirer/ })).toBeVisible();
  });

  test('has no serious accessibility violation, open', async ({ page }) => {
    await withCart(page, [
      { product_id: PRODUCTS.coffretJura, quantity: 1 },
      { product_id: PRODUCTS.miel, quantity: 2 },
    ]);
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Vous avez un code promo ?' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('can be used with the keyboard alone', async ({ page, store }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await toggler(page).focus();
    await page.keyboard.press('Enter');
    await expectOpen(page);
    // Close button, title link… then the + of the line.
    const plus = drawer(page).getByRole('button', { name: /^Augmenter la quantité/ });
    for (let i = 0; i < 10 && !(await plus.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('spinbutton')).toHaveValue('2');
    await expect.poll(async () => (await store.cart()).count).toBe(2);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('button.fkcart-toggler');
  });
});

test.describe('opening after an add (journey 20)', () => {
  test('a listing add opens the drawer 450 ms later with the new count, and no warning', async ({ page, store }) => {
    await page.goto('/boutique/');
    await store.settings({ should_open_cart: 'yes' });
    await page.reload();
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-add-to-cart']);
    await page.locator('li.product', { hasText: 'Tisane des Alpes' }).locator('a.ajax_add_to_cart').click();
    await expectOpen(page);
    await expect(row(page, 'Tisane des Alpes')).toBeVisible();
    await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (1 article)');
    await expect(page.locator('.woocommerce-error, .fkcart-notice-error')).toHaveCount(0);
  });

  test('a product page add goes through the side cart and opens it', async ({ page, store }) => {
    await page.goto('/produit/tisane-des-alpes/');
    await store.settings({ should_open_cart: 'yes', ajax_add_to_cart: 'yes' });
    await page.reload();
    await widgetsReady(page, SIDE_CART_TAGS);
    const seen = watchAjax(page);
    await page.locator('form.cart input.qty').fill('3');
    const button = page.locator('form.cart .single_add_to_cart_button');
    await button.click();
    await expect(button).toHaveClass(/added/);
    await expectOpen(page);
    await expect(page.getByRole('dialog').getByRole('spinbutton')).toHaveValue('3');
    expect(cartCalls(seen)).toEqual(['fkcart_add_item']);
    const [call] = await callsTo(store, 'fkcart_add_item');
    expect(call?.body).toMatchObject({ fkcart_product_id: '17', fkcart_quantity: '3', qty: '3', fkcart_single_product_add_to_cart: 'yes' });
    expect(call?.body).not.toHaveProperty('add-to-cart');

    // Closing on a product page puts the quantity back to 1.
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page.locator('form.cart input.qty')).toHaveValue('1');
  });

  test('a variable product form is offered to the side cart, which adds it and opens', async ({ page, store }) => {
    await page.goto('/produit/pull-cervin/');
    await store.settings({ should_open_cart: 'yes', ajax_add_to_cart: 'yes' });
    await page.reload();
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-variation-form']);
    await page.locator('select[name="attribute_pa_taille"]').selectOption('m');
    await page.locator('select[name="attribute_pa_couleur"]').selectOption('gris');
    await page.locator('form.variations_form .single_add_to_cart_button').click();
    await expectOpen(page);
    await expect(row(page, 'Pull Cervin')).toContainText('M');
    const [call] = await callsTo(store, 'fkcart_add_item');
    expect(call?.body).toMatchObject({ fkcart_product_id: '22', fkcart_variation_id: '113', 'attributes[attribute_pa_taille]': 'm' });
  });

  test('a failed product page add reloads the page, which then says why', async ({ page, store }) => {
    // Sold individually and already in the cart: the shop refuses a second one.
    await withCart(page, [{ product_id: PRODUCTS.planche, quantity: 1 }], '/produit/planche-a-decouper-en-noyer/');
    await store.settings({ ajax_add_to_cart: 'yes', should_open_cart: 'no' });
    await page.reload();
    await widgetsReady(page, SIDE_CART_TAGS);
    const reloaded = page.waitForEvent('load');
    await page.locator('form.cart .single_add_to_cart_button').click();
    await reloaded;
    await expect(page.locator('.woocommerce-error')).toContainText('Vous ne pouvez pas ajouter un autre « Planche à découper en noyer »');
    expect((await store.cart()).count).toBe(1);
    expect(await callsTo(store, 'fkcart_add_item')).toHaveLength(1);
  });

  test('an add given up on that lands after the reload: the reloaded page catches up with the shop’s cart', async ({ page, store }) => {
    await page.goto('/produit/coffret-artisans-du-jura/');
    await store.settings({ ajax_add_to_cart: 'yes', should_open_cart: 'no' });
    await page.reload();
    await widgetsReady(page, SIDE_CART_TAGS);
    await expect(toggler(page)).toHaveCount(0);
    // The shop carries the add out two seconds after the page has given up on it and reloaded (spec §8.4).
    await store.fault('fkcart_add_item', 'slow');
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.locator('form.cart .single_add_to_cart_button').click();
    await reloaded;
    await expect.poll(async () => (await store.cart()).count, { timeout: 15_000 }).toBe(1);
    await expect(toggler(page)).toHaveAccessibleName('Ouvrir le panier, 1 article', { timeout: 15_000 });
  });

  test('an express button click suppresses the next auto-open, once', async ({ page, store }) => {
    await page.goto('/boutique/');
    await store.settings({ should_open_cart: 'yes' });
    await page.reload();
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-add-to-cart']);
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('fkcart_suppress_auto_open')));
    const item = page.locator('li.product', { hasText: 'Tisane des Alpes' }).locator('a.ajax_add_to_cart');
    await item.click();
    await expect(item).toHaveClass(/added/);
    await page.waitForTimeout(800);
    await expectClosed(page);
    await item.click();
    await expectOpen(page);
  });

  test('force_open_cart refreshes the side cart on load and opens it', async ({ page, store }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 2 }]);
    await store.settings({ force_open_cart: 'yes' });
    const seen = watchAjax(page);
    await page.reload();
    await expectOpen(page);
    await expect(row(page, 'Chocolat noir Grand Cru')).toBeVisible();
    expect(cartCalls(seen)).toEqual(['fkcart_get_slide_cart']);
  });
});
