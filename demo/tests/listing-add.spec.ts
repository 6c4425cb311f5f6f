import { expect, gotoWithoutDrawer, seriousViolations, test, widgetsReady } from './fixtures.ts';

const LISTING_TAGS = ['fk-add-to-cart', 'fk-mini-cart', 'fk-cart-count'];
const giftBox = 'Coffret Artisans du Jura';

test.describe('adding to the cart from the shop listing', () => {
  test.beforeEach(async ({ page }) => {
    await gotoWithoutDrawer(page, '/boutique/');
    await widgetsReady(page, LISTING_TAGS);
  });

  test('the button goes loading → added, one « Voir le panier », and every cart region follows', async ({ page, store }) => {
    await store.latency(400, 400);
    const item = page.locator('li.product', { hasText: giftBox });
    const button = item.locator('a.ajax_add_to_cart');

    await button.click();
    await expect(button).toHaveClass(/loading/);
    await expect(button).toHaveClass(/added/);
    await expect(button).not.toHaveClass(/loading/);
    await expect(item.locator('a.added_to_cart')).toHaveText('Voir le panier');
    await expect(item.locator('a.added_to_cart')).toHaveAttribute('href', '/?page_id=7');

    await button.click();
    await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('2 articles');
    await expect(item.locator('a.added_to_cart')).toHaveCount(1);
    await expect(page.locator('[data-fk-cart-total]').first()).toHaveText(/263\.50\s*CHF/);
    await expect(page.locator('fk-mini-cart .mini_cart_item')).toContainText(giftBox);
    await expect(page.locator('fk-mini-cart .mini_cart_item .quantity')).toContainText('2 ×');
    await expect(page.locator('#vitrine-live-polite')).toContainText(`« ${giftBox} » a été ajouté à votre panier.`);

    expect((await store.cart()).count).toBe(2);
    await page.goto('/?page_id=7');
    await expect(page.locator('tr.cart_item')).toContainText(giftBox);
  });

  test('a theme hears WooCommerce’s listing events in its order, the button updated once « Voir le panier » is there', async ({ page }) => {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']) {
        document.body.addEventListener(name, (e) => {
          const button = (e as CustomEvent<{ button: HTMLElement | null }>).detail.button;
          seen.push(`${name}:${!!button?.classList.contains('ajax_add_to_cart')}:${!!button?.nextElementSibling?.classList.contains('added_to_cart')}`);
        });
      }
    });
    await page.locator('li.product', { hasText: giftBox }).locator('a.ajax_add_to_cart').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toEqual(['adding_to_cart:true:false', 'added_to_cart:true:true', 'wc_cart_button_updated:true:true']);
  });

  test('three rapid adds are sent one at a time, in click order; a failure lets the next go', async ({ page, store }) => {
    await store.latency(250, 250);
    await store.fault('add_to_cart', 'status500', { count: 1 });
    const buttons = page.locator('li.product a.ajax_add_to_cart:not([data-product_id=""])');
    const picked = [buttons.nth(0), buttons.nth(1), buttons.nth(2)];
    const ids = await Promise.all(picked.map((b) => b.getAttribute('data-product_id')));
    for (const b of picked) await b.click();

    await expect(picked[2]!).toHaveClass(/added/);
    await expect(picked[1]!).toHaveClass(/added/);
    await expect(picked[0]!).not.toHaveClass(/loading/);
    await expect(page.locator('.woocommerce-error')).toBeVisible();

    const calls = (await store.log()).filter((c) => c.endpoint === 'add_to_cart');
    expect(calls.map((c) => c.body.product_id)).toEqual(ids);
    // Strictly serial: each call reached the server only after the previous one's answer (250 ms later).
    for (let i = 1; i < calls.length; i++) expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(200);
    const cart = await store.cart();
    expect(cart.items.map((i) => String(i.productId)).sort()).toEqual([ids[1], ids[2]].sort());
  });

  test('a product that needs options sends the shopper to its page', async ({ page }) => {
    await page.locator('li.product', { hasText: 'Écharpe Engadine' }).locator('a.ajax_add_to_cart').click();
    await expect(page).toHaveURL(/\/produit\/echarpe-engadine\/$/);
  });

  test('with cart_redirect_after_add the shopper lands on the cart page with the product', async ({ page, store }) => {
    await store.settings({ cart_redirect_after_add: 'yes' });
    await page.reload();
    await widgetsReady(page, LISTING_TAGS);
    await page.locator('li.product', { hasText: giftBox }).locator('a.ajax_add_to_cart').click();
    await expect(page).toHaveURL(/page_id=7/);
    await expect(page.locator('tr.cart_item')).toContainText(giftBox);
  });

  for (const kind of ['status500', 'slow', 'malformed', 'html', 'drop'] as const) {
    test(`a ${kind} answer gives a French notice, an idle button, and a retry that works`, async ({ page, store }) => {
      // Chromium transparently resends a POST when a reused keep-alive connection drops before any answer
      // (once per idle connection it holds), so a dropped connection must be dropped every time.
      await store.fault('add_to_cart', kind, { count: kind === 'drop' ? 10 : 1 });
      const item = page.locator('li.product', { hasText: giftBox });
      const button = item.locator('a.ajax_add_to_cart');
      await button.click();
      const notice = page.locator('fk-notices .woocommerce-error');
      await expect(notice).toBeVisible({ timeout: 10_000 });
      await expect(notice).toContainText(/boutique/);
      await expect(button).not.toHaveClass(/loading/);
      await expect(button).not.toHaveClass(/added/);
      await expect(button).not.toHaveAttribute('aria-busy', 'true');

      await store.reset();
      if (kind === 'slow') {
        // The abandoned add still finishes on the server; the page reads the cart again and shows it, unasked.
        await expect.poll(async () => (await store.cart()).count, { timeout: 10_000 }).toBe(1);
        await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText(/^1 article/, { timeout: 10_000 });
      }
      await button.click();
      await expect(button).toHaveClass(/added/);
      const cart = await store.cart();
      expect(cart.count).toBeGreaterThanOrEqual(1);
      // Whatever the failed call did on the server, the page now shows the database's cart.
      await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText(new RegExp(`^${cart.count} article`));
      await expect(page.locator('fk-mini-cart .mini_cart_item')).toContainText(giftBox);
    });
  }

  test('listing quantity fields are raised to their minimum and that quantity is added', async ({ page, store }) => {
    const item = page.locator('li.product:has(input.qty)').first();
    const input = item.locator('input.qty');
    const min = await input.getAttribute('min');
    await expect(input).toHaveValue(min!);
    await item.locator('a.ajax_add_to_cart').click();
    await expect(item.locator('a.ajax_add_to_cart')).toHaveClass(/added/);
    expect((await store.cart()).items[0]?.quantity.value).toBe(Number(min));
  });

  test('the ordering select submits its form', async ({ page }) => {
    await page.locator('select.orderby').selectOption('price-desc');
    await expect(page).toHaveURL(/orderby=price-desc/);
    const prices = await page.locator('li.product').evaluateAll((items) =>
      items.map((li) =>
        Number(
          (li.querySelector('.price')?.textContent ?? '')
            .replace(/[^\d.]/g, '')
            .split('.')
            .slice(0, 2)
            .join('.'),
        ),
      ),
    );
    expect(prices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    // A new page: its select submits once fk-add-to-cart, which listens for the change, is there again.
    await widgetsReady(page, ['fk-add-to-cart']);
    await page.locator('select.orderby').selectOption('price');
    await expect(page).toHaveURL(/orderby=price(&|$)/);
  });

  test('the shop page has no serious accessibility violation, before and after an add', async ({ page }) => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('li.product', { hasText: giftBox }).locator('a.ajax_add_to_cart').click();
    await expect(page.locator('li.product', { hasText: giftBox }).locator('a.added_to_cart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('without JavaScript the add link still adds and says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoWithoutDrawer(page, '/boutique/');
  await page.locator('li.product', { hasText: giftBox }).locator('a.add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('a été ajouté à votre panier');
  await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
  await context.close();
});
