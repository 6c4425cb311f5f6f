import { expect, type Page } from '@playwright/test';

/** Helpers of the static demo's journeys: every one starts as a first visit, answered by the service worker. */

export const demoBar = (page: Page) => page.getByRole('region', { name: 'Démonstration' });

/**
 * Opens `path` and waits for the shop: on a first visit the static host's page installs the worker and reloads once
 * the worker controls it; from then on every page comes from the worker, with the demo bar.
 */
export async function openShop(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(demoBar(page)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

export const drawer = (page: Page) => page.getByRole('dialog', { name: /^Votre panier/ });
export const drawerLine = (page: Page, name: string | RegExp) => drawer(page).locator('li.fkcart-item', { hasText: name });
export const headerCount = (page: Page) => page.locator('[data-fk-cart-count-label]').first();
