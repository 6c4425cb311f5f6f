import { test, expect } from '@playwright/test';

const PAGE_TAGS = ['fk-side-cart', 'fk-cart-toggle', 'fk-notices', 'fk-attribution', 'fk-hash-actions'];

test('a shopper on the WordPress shop: the page-wide widgets mount, a listing add goes once, no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.url());
  });

  await page.goto('/');
  for (const tag of PAGE_TAGS) await expect(page.locator(`${tag}[data-vitrine-ready]`), tag).toHaveCount(1);
  // Of the stand-ins for WooCommerce's, FunnelKit's and Elementor's scripts, only the one Vitrine keeps ran.
  expect(await page.evaluate(() => (window as unknown as { testDoubleScriptsRan?: string[] }).testDoubleScriptsRan)).toEqual(['wc-kept-by-vitrine']);

  await page.getByRole('link', { name: 'Ajouter au panier' }).first().click();
  await expect(page.locator('[data-fk-cart-count]')).toHaveText('1');
  expect(adds).toHaveLength(1);
  expect(errors).toEqual([]);
});
