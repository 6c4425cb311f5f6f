import { expect, test, widgetsReady } from './fixtures.ts';

/** Records when fk-notices first shows an alert (the server's copy is replaced on mount) and when it gets focus. */
async function watchAlertFocus(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { alertShownAt?: number; alertFocusedAt?: number };
    new MutationObserver(() => {
      if (w.alertShownAt === undefined && document.querySelector('fk-notices [role="alert"][data-notice-id]')) w.alertShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('focusin', (e) => {
      if ((e.target as Element).matches('[role="alert"]')) w.alertFocusedAt ??= performance.now();
    });
  });
}

test.describe('shop notices (spec §2.11, §9.4)', () => {
  test('an alert from the server gets focus about 500 ms after it shows', async ({ page }) => {
    await watchAlertFocus(page);
    await page.goto('/mon-compte/');
    // The login form's own nonce, as the browser would post it.
    const nonce = await page.locator('input[name="woocommerce-login-nonce"]').inputValue();
    await page.request.post('/mon-compte/', { form: { username: 'lea', password: 'x', 'woocommerce-login-nonce': nonce }, maxRedirects: 0 });
    await page.reload();
    const alert = page.locator('fk-notices [role="alert"]');
    await expect(alert).toContainText('Identifiant ou mot de passe incorrect.');
    await expect(alert).toBeFocused();
    const delay = await page.evaluate(() => {
      const w = window as unknown as { alertShownAt: number; alertFocusedAt: number };
      return w.alertFocusedAt - w.alertShownAt;
    });
    // The observer runs only after the task that inserted the alert, so it sees it a little late: hence 400, not 500.
    expect(delay).toBeGreaterThanOrEqual(400);
    expect(delay).toBeLessThan(2000);
  });

  test('the page scrolls over about a second to 100 px above a notice posted further up', async ({ page, store }) => {
    await page.goto('/boutique/');
    await widgetsReady(page, ['fk-notices', 'fk-add-to-cart']);
    await store.fault('add_to_cart', 'status500');
    const button = page.locator('li.product a.ajax_add_to_cart[data-product_id]').last();
    await button.scrollIntoViewIfNeeded();
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(300);
    // The page notes every scroll position and when: a busy machine may look late, but the record shows the way.
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: Array<[number, number]> };
      w.__scrolls = [];
      addEventListener('scroll', () => w.__scrolls.push([performance.now(), window.scrollY]), { passive: true });
    });
    await button.click();
    const notice = page.locator('fk-notices .woocommerce-error');
    await expect(notice).toBeVisible();
    const target = await notice.evaluate((el) => Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - 100)));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: Array<[number, number]> }).__scrolls);
    // An animation, not a jump: positions part-way, spread over most of a second.
    expect(scrolls.filter(([, y]) => y < start && y > target).length).toBeGreaterThanOrEqual(3);
    expect(scrolls.at(-1)![0] - scrolls[0]![0]).toBeGreaterThan(600);
  });

  test('with reduced motion the page jumps there at once', async ({ page, store }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/boutique/');
    await widgetsReady(page, ['fk-notices', 'fk-add-to-cart']);
    await store.fault('add_to_cart', 'status500');
    const button = page.locator('li.product a.ajax_add_to_cart[data-product_id]').last();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const notice = page.locator('fk-notices .woocommerce-error');
    await expect(notice).toBeVisible();
    await page.waitForTimeout(100);
    const target = await notice.evaluate((el) => Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - 100)));
    expect(await page.evaluate(() => window.scrollY)).toBe(target);
  });
});
