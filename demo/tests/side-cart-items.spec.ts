import { expect, test, widgetsReady } from './fixtures.ts';
import { callsTo, drawer, expectOpen, openDrawer, PRODUCTS, quantityField, row, SIDE_CART_TAGS, toggler, watchClass, withCart } from './side-cart-support.ts';

/** Miel de montagne: min 2, step 2, max 12 (demo/README.md). */
const MIEL = 'Miel de montagne';

test.describe('quantities in the drawer (spec §5.7)', () => {
  test.beforeEach(async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.miel, quantity: 2 }]);
    await openDrawer(page);
  });

  test('− is disabled at the minimum and + at the maximum; a burst of + ends as one update of the final value (journey 21)', async ({ page, store }) => {
    const line = row(page, MIEL);
    const minus = line.getByRole('button', { name: `Diminuer la quantité de ${MIEL}` });
    const plus = line.getByRole('button', { name: `Augmenter la quantité de ${MIEL}` });
    await expect(minus).toBeDisabled();
    const succeeded = await watchClass(page, '.fkcart-item', 'is-success');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running')); // the slide
    const before = (await plus.boundingBox())!;
    // A burst as fast as a shopper's fingers, whatever the machine's speed: five clicks in one go.
    await plus.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await expect(quantityField(page, MIEL)).toHaveValue('12');
    await expect(plus).toBeDisabled();
    // Does nothing at the maximum. Dispatched on the button itself: a forced mouse click aims at where the button
    // was a moment before, which is not where it is if the row moves meanwhile.
    await plus.dispatchEvent('click');
    await expect.poll(succeeded).toBe(true);
    // The row stays under the shopper's pointer when the update lands (the reward message goes from two lines,
    // « Plus que … », to one, « Bravo ! … »): a row moving up would put « Retirer » under the next click.
    expect((await plus.boundingBox())!.y).toBeCloseTo(before.y, 0);
    expect((await callsTo(store, 'fkcart_update_item')).map((c) => c.body.quantity)).toEqual(['12']);
    expect((await store.cart()).items[0]?.quantity.value).toBe(12);
    await expect(line.locator('.fkcart-item-price')).toHaveText(/174\.00\s*CHF/);
    await expect(line).not.toHaveClass(/is-success/);
  });

  test('a typed value is rounded down to the step; out of range, empty or not a number is kept with no call', async ({ page, store }) => {
    const field = quantityField(page, MIEL);
    for (const typed of ['13', '1', '', 'abc', '-2']) {
      await field.fill(typed);
      await field.press('Enter');
      await expect(field).toHaveValue(typed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await page.waitForTimeout(500);
    expect(await callsTo(store, 'fkcart_update_item')).toEqual([]);
    expect((await store.cart()).items).toHaveLength(1);

    await field.fill('7');
    await field.press('Enter');
    await expect(field).toHaveValue('6');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(async () => (await callsTo(store, 'fkcart_update_item')).map((c) => c.body.quantity)).toEqual(['6']);
    await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (6 articles)');
  });

  test('a 500 during a change puts the value back, says so in French, and loses nothing', async ({ page, store }) => {
    await store.fault('fkcart_update_item', 'status500');
    await row(page, MIEL)
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect(drawer(page).locator('.fkcart-notice-error')).toHaveText('La boutique a rencontré un problème avec votre demande. Veuillez réessayer.');
    await expect(quantityField(page, MIEL)).toHaveValue('2');
    await expect(drawer(page).locator('[aria-busy="true"]')).toHaveCount(0);
    expect((await store.cart()).items[0]?.quantity.value).toBe(2);
    // The next change works.
    await row(page, MIEL)
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect.poll(async () => (await store.cart()).items[0]?.quantity.value).toBe(4);
    await expect(quantityField(page, MIEL)).toHaveValue('4');
  });

  test('a malformed answer gives a French notice and the drawer shows what the shop really holds', async ({ page, store }) => {
    await store.fault('fkcart_update_item', 'malformed');
    await row(page, MIEL)
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect(drawer(page).locator('.fkcart-notice-error')).toContainText('La boutique a rencontré un problème');
    const held = (await store.cart()).items[0]?.quantity.value;
    await expect(quantityField(page, MIEL)).toHaveValue(String(held));
    await expect(drawer(page).locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('an expired nonce is renewed once and the change goes through', async ({ page, store }) => {
    // FunnelKit Cart 1.7.1 checks no nonce; a shop whose security plugin does answers {code: 401}, as the fault does.
    await store.fault('fkcart_update_item', 'nonce');
    await row(page, MIEL)
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect.poll(async () => (await store.cart()).items[0]?.quantity.value).toBe(4);
    await expect(quantityField(page, MIEL)).toHaveValue('4');
    await expect(drawer(page).locator('.fkcart-notice-error')).toHaveCount(0);
    const log = (await store.log()).map((c) => c.endpoint).filter((e) => e.startsWith('fkcart_'));
    expect(log).toEqual(['fkcart_update_item', 'fkcart_get_slide_cart', 'fkcart_update_item']);
  });

  test('a slow shop still lands every change in order, with no refusal (journey 25)', async ({ page, store }) => {
    await store.latency(1200, 1200);
    const plus = row(page, MIEL).getByRole('button', { name: /^Augmenter/ });
    await plus.click();
    await page.waitForTimeout(500);
    await plus.click();
    await page.waitForTimeout(500);
    await plus.click();
    await expect(quantityField(page, MIEL)).toHaveValue('8');
    await expect.poll(async () => (await store.cart()).items[0]?.quantity.value, { timeout: 10_000 }).toBe(8);
    const updates = await callsTo(store, 'fkcart_update_item');
    expect(updates.map((c) => c.body.quantity)).toEqual(['4', '6', '8']);
    expect((await store.cart()).items[0]?.quantity.value).toBe(8);
    await expect(quantityField(page, MIEL)).toHaveValue('8');
    await expect(drawer(page).locator('.fkcart-notice')).toHaveCount(0);
  });
});

test('a sold-individually product has no quantity field', async ({ page }) => {
  await withCart(page, [{ product_id: PRODUCTS.planche, quantity: 1 }]);
  await openDrawer(page);
  await expect(row(page, 'Planche à découper en noyer').getByRole('spinbutton')).toHaveCount(0);
  await expect(row(page, 'Planche à découper en noyer')).toContainText('× 1');
});

test('the checkout button goes to the checkout (journey 22)', async ({ page }) => {
  await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
  await openDrawer(page);
  await drawer(page)
    .getByRole('link', { name: /^Commander/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/$/);
});

test('on the cart page, the drawer and the cart table never disagree (journey 22)', async ({ page }) => {
  await withCart(
    page,
    [
      { product_id: PRODUCTS.chocolat, quantity: 1 },
      { product_id: PRODUCTS.tisane, quantity: 1 },
    ],
    '/?page_id=7',
  );
  await openDrawer(page);
  await row(page, 'Chocolat noir Grand Cru')
    .getByRole('button', { name: /^Augmenter/ })
    .click();
  const table = page.locator('form.woocommerce-cart-form');
  await expect(table.locator('tr.cart_item', { hasText: 'Chocolat noir Grand Cru' }).locator('input.qty')).toHaveValue('2');
  await expect(page.locator('.cart_totals')).toContainText('27.60');

  await row(page, 'Tisane des Alpes')
    .getByRole('button', { name: /^Retirer/ })
    .click();
  await expect(table.locator('tr.cart_item', { hasText: 'Tisane des Alpes' })).toHaveCount(0);
  await row(page, 'Chocolat noir Grand Cru')
    .getByRole('button', { name: /^Retirer/ })
    .click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(drawer(page)).toContainText('Votre panier est vide.');
});

test('on the cart page, the drawer reads the cart on load, as the classic form may have changed it', async ({ page, store }) => {
  await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }], '/?page_id=7');
  await page.locator('form.woocommerce-cart-form input.qty').fill('3');
  await page.locator('form.woocommerce-cart-form button[name="update_cart"]').click();
  await widgetsReady(page, SIDE_CART_TAGS);
  await expect.poll(async () => (await callsTo(store, 'fkcart_get_slide_cart')).length).toBeGreaterThanOrEqual(1);
  await openDrawer(page);
  await expect(quantityField(page, 'Chocolat noir Grand Cru')).toHaveValue('3');
});

test.describe('other tabs (journey 23) and the back button (journey 24)', () => {
  test('a tab follows an add made in another, unless its drawer is open: then on close', async ({ context }) => {
    const first = await context.newPage();
    await withCart(first, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    const second = await context.newPage();
    await second.goto('/boutique/');
    await widgetsReady(second, SIDE_CART_TAGS);
    await openDrawer(second);

    const add = first.locator('li.product', { hasText: 'Tisane des Alpes' }).locator('a.ajax_add_to_cart');
    await add.click();
    await expect(add).toHaveClass(/added/);
    await first.waitForTimeout(1000);
    await expect(row(second, 'Tisane des Alpes')).toHaveCount(0);
    await expect(drawer(second).getByRole('heading', { level: 2 })).toHaveText('Votre panier (1 article)');

    await second.keyboard.press('Escape');
    await expect(toggler(second)).toHaveAccessibleName('Ouvrir le panier, 2 articles');
    await openDrawer(second);
    await expect(row(second, 'Tisane des Alpes')).toBeVisible();
  });

  test('coming back to a page after an add elsewhere shows fresh counts', async ({ page, context }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/?vitrine=off');
    await other.request.post('/?wc-ajax=add_to_cart', { form: { product_id: PRODUCTS.tisane, quantity: 2 } });
    await other.close();
    await page.goBack();
    await expect(toggler(page)).toHaveAccessibleName('Ouvrir le panier, 3 articles');
    await toggler(page).click();
    await expectOpen(page);
    await expect(row(page, 'Tisane des Alpes')).toBeVisible();
  });
});
