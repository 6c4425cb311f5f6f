import type { Page } from '@playwright/test';
import { expect, test, widgetsReady } from '../tests/fixtures.ts';
import { withoutDemoPopups } from '../tests/popups-support.ts';
import { drawer, drawerLine, headerCount, openShop } from './support.ts';

/**
 * The shopper's journeys on the static demo, answered by the store in the service worker: the same calls and
 * answers as on the server (demo/tests has each in depth, with faults; here they prove the second runtime).
 */

async function addFromListing(page: Page, name: string) {
  await openShop(page, '/boutique/');
  await widgetsReady(page, ['fk-add-to-cart', 'fk-mini-cart', 'fk-cart-count', 'fk-side-cart']);
  const item = page.locator('li.product', { hasText: name });
  await item.locator('a.ajax_add_to_cart').click();
  return item;
}

test('listing add: the button is added, « Voir le panier » appears, the header and the mini cart follow', async ({ page }) => {
  const item = await addFromListing(page, 'Coffret Artisans du Jura');
  await expect(item.locator('a.ajax_add_to_cart')).toHaveClass(/added/);
  await expect(item.locator('a.added_to_cart')).toHaveText('Voir le panier');
  await expect(headerCount(page)).toHaveText('1 article');
  await expect(page.locator('[data-fk-cart-total]').first()).toHaveText(/131\.75\s*CHF/);
  await page.keyboard.press('Escape');
  await expect(page.locator('fk-mini-cart .mini_cart_item')).toContainText('Coffret Artisans du Jura');
  // The cart cookies the store wrote are the page's too, as with a server.
  expect((await page.context().cookies()).find((c) => c.name === 'woocommerce_items_in_cart')?.value).toBe('1');
});

test('drawer: the add opens it; + doubles the subtotal; removing the line empties it', async ({ page }) => {
  await addFromListing(page, 'Coffret Artisans du Jura');
  await expect(drawer(page)).toBeVisible();
  const line = drawerLine(page, 'Coffret Artisans du Jura');
  await line.getByRole('button', { name: 'Augmenter la quantité de Coffret Artisans du Jura' }).click();
  await expect(drawer(page).getByRole('heading', { level: 2 })).toHaveText('Votre panier (2 articles)');
  await expect(drawer(page).locator('.fkcart-subtotal dd')).toHaveText(/263\.50\s*CHF/);
  await line.getByRole('button', { name: 'Retirer « Coffret Artisans du Jura » du panier' }).click();
  await expect(drawer(page)).toContainText('Votre panier est vide.');
  await page.keyboard.press('Escape');
  await expect(headerCount(page)).toHaveText('0 article');
});

test('variation: size and colour give the variation’s price; the add puts that variation in the drawer', async ({ page }) => {
  await openShop(page, '/produit/t-shirt-leman/');
  await widgetsReady(page, ['fk-variation-form', 'fk-side-cart']);
  const form = page.locator('fk-variation-form form.cart');
  await form.locator('select[name="attribute_pa_taille"]').selectOption('m');
  await form.locator('select[name="attribute_pa_couleur"]').selectOption('bleu');
  await expect(form.locator('.woocommerce-variation-price')).toContainText('CHF');
  await expect(form.locator('input[name="variation_id"]')).not.toHaveValue('');
  await form.locator('button.single_add_to_cart_button').click();
  await expect(drawer(page)).toBeVisible();
  const line = drawerLine(page, 'T-shirt Léman');
  await expect(line).toContainText(/M/);
  await expect(line).toContainText(/Bleu/);
});

test('coupon: an unknown code is refused in words; BIENVENUE10 takes 10 % off the total', async ({ page }) => {
  await addFromListing(page, 'Chocolat noir Grand Cru');
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Vous avez un code promo ?' }).click();
  const input = drawer(page).getByRole('textbox', { name: 'Code promo' });
  await input.fill('INCONNU');
  await input.press('Enter');
  await expect(drawer(page).locator('.fkcart-coupon-error')).toHaveText('Le code promo « INCONNU » n’existe pas !');
  await input.fill('bienvenue10');
  await input.press('Enter');
  await expect(drawer(page).locator('.fkcart-applied-coupons')).toContainText('BIENVENUE10');
  await expect(drawer(page).locator('.fkcart-total dd')).toHaveText(/8\.01\s*CHF/);
});

test('checkout: the form posted to the worker places the order and shows the thank-you page', async ({ page }) => {
  await addFromListing(page, 'Miel de montagne');
  await expect(drawer(page)).toBeVisible();
  await drawer(page)
    .getByRole('link', { name: /^Commander/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  const billing = {
    billing_first_name: 'Léa',
    billing_last_name: 'Rochat',
    billing_address_1: 'Rue du Lac 1',
    billing_postcode: '1003',
    billing_city: 'Lausanne',
    billing_phone: '+41 21 000 00 00',
    billing_email: 'lea@example.ch',
  };
  for (const [id, value] of Object.entries(billing)) await page.locator(`#${id}`).fill(value);
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await expect(headerCount(page)).toHaveText('0 article');
});

test('express checkout with the demo wallet: address, shipping, paid, the order received', async ({ page }) => {
  await openShop(page, '/produit/coffret-artisans-du-jura/');
  await page.getByRole('button', { name: 'Paiement express' }).click();
  const sheet = page.getByRole('dialog', { name: 'Portefeuille de démonstration' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(/Anne Dupont/).check();
  await sheet.getByLabel(/Coursier express/).check();
  await expect(sheet.getByRole('button', { name: /^Payer 146\.75/ })).toBeEnabled();
  await sheet.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await expect(page.locator('main')).toContainText('146.75');
});

test('search: suggestions from the Store API as the shopper types; Enter opens the product', async ({ page }) => {
  await withoutDemoPopups(page);
  await openShop(page, '/recherche-demo/');
  // The page's own search form, not the header's.
  await page.locator('.fk-search-page fk-search input[name="s"]').click();
  await widgetsReady(page, ['fk-search']);
  await page.keyboard.type('coff');
  const options = page.getByRole('listbox', { name: 'Suggestions de produits' }).getByRole('option');
  await expect(options).toHaveText([/^Coffret Artisans du Jura/, /^Coffret Saveurs du Valais/, /^Coffret Douceurs de Gruyère/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/produit\/coffret-artisans-du-jura\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffret Artisans du Jura');
});

test('filters: a category and colours refresh the listing through the page builder’s route, the address follows', async ({ page }) => {
  await withoutDemoPopups(page);
  await openShop(page, '/selection/');
  await widgetsReady(page, ['fk-loop-filter', 'fk-loop-grid']);
  const listed = () => page.locator('fk-loop-grid .e-loop-item .woocommerce-loop-product__title').allTextContents();
  await page.getByRole('group', { name: 'Catégories' }).getByRole('button', { name: 'Vêtements' }).click();
  await expect.poll(listed).toEqual(['T-shirt Léman', 'Pull Cervin', 'Casquette Aletsch', 'Chaussettes en laine', 'Écharpe Engadine']);
  expect(decodeURIComponent(new URL(page.url()).search)).toBe('?e-filter-a1b2c3d-product_cat=vetements');
  const colours = page.getByRole('group', { name: 'Couleurs (toutes à la fois)' });
  await colours.getByRole('button', { name: 'Rouge' }).click();
  await colours.getByRole('button', { name: 'Bleu' }).click();
  await expect.poll(listed).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
  await page.reload();
  await expect.poll(listed).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
});
