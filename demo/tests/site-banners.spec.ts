import { expect, test, widgetsReady } from './fixtures.ts';

test.describe('store notice (spec §2.11, §4.3)', () => {
  test('dismissed once, it stays dismissed across reloads and pages', async ({ page, context }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-store-notice']);
    const notice = page.getByRole('complementary', { name: 'Avis de la boutique' });
    await expect(notice).toBeVisible();
    const id = await notice.getAttribute('data-notice-id');

    await notice.getByRole('button', { name: 'Ignorer' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    expect(page.url()).not.toContain('#');

    await page.reload();
    await expect(page.locator('.woocommerce-store-notice')).toHaveCount(0);
    await page.goto('/boutique/');
    await expect(page.locator('.woocommerce-store-notice')).toHaveCount(0);
  });

  test('Space on the role=button link dismisses it too', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-store-notice']);
    await page.locator('.woocommerce-store-notice__dismiss-link').focus();
    await page.keyboard.press(' ');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });
});

test.describe('coming-soon banner (spec §4.3, §7.2)', () => {
  test('the dismiss button sends the user meta with X-WP-Nonce; the banner hides when the call completes', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-coming-soon']);
    const banner = page.locator('#coming-soon-footer-banner');
    const dismiss = banner.getByRole('button', { name: 'Fermer' });
    const nonce = await dismiss.getAttribute('data-rest-nonce');

    // Hold the answer: the banner stays until the call completes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-json/wp/v2/users/me', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/wp-json/wp/v2/users/me');
    await dismiss.click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['x-wp-nonce']).toBe(nonce);
    // Form-encoded, as WooCommerce's own banner script sends it (spec §7.2).
    expect(sent.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.postData()).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    await page.waitForTimeout(300);
    await expect(banner).toBeVisible();
    const answered = page.waitForResponse('**/wp-json/wp/v2/users/me');
    release();
    expect((await answered).status()).toBe(200);
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
  });

  test('a failed call hides it too, and it comes back on the next page', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-coming-soon']);
    await page.route('**/wp-json/wp/v2/users/me', (route) => route.fulfill({ status: 500, body: 'Erreur' }));
    await page.locator('#coming-soon-footer-banner').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator('#coming-soon-footer-banner')).toBeHidden();
    await page.reload();
    await expect(page.locator('#coming-soon-footer-banner')).toBeVisible();
  });
});
