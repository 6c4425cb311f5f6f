import { expect, gotoWithoutDrawer, seriousViolations, test, watchAjax, widgetsReady } from './fixtures.ts';
import { drawer, expectOpen, openDrawer, PRODUCTS, quantityField, quickView, row, SIDE_CART_TAGS, toggler, withCart } from './side-cart-support.ts';

/**
 * The same drawer on a shop without FunnelKit Cart: every change through WooCommerce's Store API
 * (`/wp-json/wc/store/v1/cart/…`, its `Nonce` header), the page following the fragments Vitrine's plugin adds to its
 * answers. Test mode logs those calls as `store-api:<route>`; no `fkcart_*` call is ever made.
 */

type Page = Parameters<Parameters<typeof test>[2]>[0]['page'];
type Store = Parameters<Parameters<typeof test>[2]>[0]['store'];

/** A shop without FunnelKit Cart, `path` loaded with `lines` in the cart. */
async function storeApiShop(page: Page, store: Store, lines: Array<Record<string, string | number>>, path = '/boutique/') {
  await page.goto('/?vitrine=off');
  await store.settings({ funnelkit_cart: 'no', should_open_cart: 'yes', ajax_add_to_cart: 'yes' });
  await withCart(page, lines, path);
}

const storeCalls = async (store: Store) =>
  (await store.log()).map((call) => call.endpoint).filter((e) => e.startsWith('store-api:') || e.startsWith('fkcart_'));

test.describe('the side cart on the Store API', () => {
  test('+, − and « Retirer » change the cart through the Store API; the header and drawer follow', async ({ page, store }) => {
    await storeApiShop(page, store, [
      { product_id: PRODUCTS.chocolat, quantity: 1 },
      { product_id: PRODUCTS.tisane, quantity: 1 },
    ]);
    const config = await page.evaluate(() => JSON.parse(document.getElementById('vitrine-config')!.textContent!));
    expect(config.plugins.funnelkit_cart).toBe(false);
    await openDrawer(page);
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect.poll(async () => (await store.cart()).items.find((i) => i.name.startsWith('Chocolat'))?.quantity.value).toBe(2);
    await expect(quantityField(page, 'Chocolat noir Grand Cru')).toHaveValue('2');
    await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText(/3 articles/);
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Diminuer/ })
      .click();
    await expect(quantityField(page, 'Chocolat noir Grand Cru')).toHaveValue('1');
    await expect.poll(async () => (await store.cart()).count).toBe(2);
    await row(page, 'Tisane des Alpes')
      .getByRole('button', { name: /^Retirer/ })
      .click();
    await expect(row(page, 'Tisane des Alpes')).toHaveCount(0);
    await expect.poll(async () => (await store.cart()).count).toBe(1);
    expect(await storeCalls(store)).toEqual(['store-api:update-item', 'store-api:update-item', 'store-api:remove-item']);
  });

  test('coupons: applied and listed, a refusal shown under the field in the shop’s words, removed', async ({ page, store }) => {
    await storeApiShop(page, store, [{ product_id: PRODUCTS.coffretJura, quantity: 1 }]);
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Vous avez un code promo ?' }).click();
    const input = drawer(page).getByRole('textbox', { name: 'Code promo' });
    await input.fill('NOPE');
    await input.press('Enter');
    await expect(drawer(page).locator('.fkcart-coupon-error')).toHaveText('Le code promo « NOPE » n’existe pas !');
    await input.fill('bienvenue10');
    await input.press('Enter');
    await expect(drawer(page).getByText('BIENVENUE10')).toBeVisible();
    expect((await store.cart()).coupons.map((c) => c.code)).toEqual(['BIENVENUE10']);
    await drawer(page).getByRole('button', { name: 'Retirer le code promo BIENVENUE10' }).click();
    await expect.poll(async () => (await store.cart()).coupons).toEqual([]);
    expect(await storeCalls(store)).toEqual(['store-api:apply-coupon', 'store-api:apply-coupon', 'store-api:remove-coupon']);
  });

  test('quick view reads the product page, adds the chosen variation, and changes a line’s options in place', async ({ page, store }) => {
    // The cap's up-sells list the T-shirt.
    await storeApiShop(page, store, [{ product_id: 23, variation_id: 121, attribute_pa_couleur: 'bleu', attribute_pa_taille: 'l' }]);
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
    const view = quickView(page);
    await expect(view).toBeVisible();
    await view.getByLabel('Taille').selectOption('m');
    await view.getByLabel('Couleur').selectOption('rouge');
    await view.getByRole('button', { name: /^Ajouter/ }).click();
    await expect(view).toHaveCount(0);
    await expect(row(page, 'T-shirt Léman')).toContainText('Rouge');
    expect((await store.cart()).items.find((i) => i.name.startsWith('T-shirt'))?.attributes).toEqual({ Taille: 'M', Couleur: 'Rouge' });

    await row(page, 'T-shirt Léman')
      .getByRole('button', { name: /^Modifier les options/ })
      .click();
    await expect(view).toBeVisible();
    await view.getByLabel('Couleur').selectOption('bleu');
    await view.getByRole('button', { name: /^Mettre à jour/ }).click();
    await expect(view).toHaveCount(0);
    await expect(row(page, 'T-shirt Léman')).toContainText('Bleu');
    const lines = (await store.cart()).items.filter((i) => i.name.startsWith('T-shirt'));
    expect(lines.map((line) => line.attributes)).toEqual([{ Taille: 'M', Couleur: 'Bleu' }]);
    expect((await storeCalls(store)).filter((e) => e !== 'store-api:cart')).toEqual(['store-api:add-item', 'store-api:add-item', 'store-api:remove-item']);
  });

  test('product page adds go through the Store API and open the drawer: simple, variable, and a variation for any couleur', async ({ page, store }) => {
    await storeApiShop(page, store, [], '/produit/tisane-des-alpes/');
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-variation-form']);
    const seen = watchAjax(page);
    await page.locator('form.cart .single_add_to_cart_button').click();
    await expectOpen(page);
    await page.keyboard.press('Escape');
    await page.goto('/produit/casquette-aletsch/');
    await widgetsReady(page, [...SIDE_CART_TAGS, 'fk-variation-form']);
    await page.locator('select[name="attribute_pa_couleur"]').selectOption('noir');
    await page.locator('select[name="attribute_pa_taille"]').selectOption('l');
    await page.locator('form.variations_form .single_add_to_cart_button').click();
    await expectOpen(page);
    await expect(row(page, 'Casquette Aletsch')).toContainText('Noir');
    expect((await store.cart()).items.map((i) => [i.name, i.attributes])).toEqual([
      ['Tisane des Alpes', {}],
      ['Casquette Aletsch', { Couleur: 'Noir', Taille: 'L' }],
    ]);
    expect(seen.filter((e) => e.startsWith('fkcart_') || e === 'add_to_cart')).toEqual([]);
    expect(await storeCalls(store)).toEqual(['store-api:add-item', 'store-api:add-item']);
  });

  test('a refused product page add says why in the page, and nothing else changes', async ({ page, store }) => {
    await storeApiShop(page, store, [{ product_id: PRODUCTS.planche, quantity: 1 }], '/produit/planche-a-decouper-en-noyer/');
    await widgetsReady(page, SIDE_CART_TAGS);
    await page.locator('form.cart .single_add_to_cart_button').click();
    await expect(page.locator('fk-notices')).toContainText('Vous ne pouvez pas ajouter un autre « Planche à découper en noyer »');
    await expect(page.locator('form.cart .single_add_to_cart_button')).not.toHaveClass(/loading/);
    expect((await store.cart()).count).toBe(1);
  });

  test('an expired nonce is renewed from the cart’s own answer and the change goes through; a failure puts the value back', async ({ page, store }) => {
    await storeApiShop(page, store, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await openDrawer(page);
    await store.fault('store-api:update-item', 'nonce');
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect.poll(async () => (await store.cart()).items[0]?.quantity.value).toBe(2);
    expect(await storeCalls(store)).toEqual(['store-api:update-item', 'store-api:cart', 'store-api:update-item']);

    await store.fault('store-api:update-item', 'status500');
    await row(page, 'Chocolat noir Grand Cru')
      .getByRole('button', { name: /^Augmenter/ })
      .click();
    await expect(drawer(page).locator('.fkcart-notice-error')).toBeVisible();
    await expect(quantityField(page, 'Chocolat noir Grand Cru')).toHaveValue('2');
    expect((await store.cart()).items[0]?.quantity.value).toBe(2);
  });

  test('has no serious accessibility violation, open, and the toggler names the count', async ({ page, store }) => {
    await storeApiShop(page, store, [{ product_id: PRODUCTS.miel, quantity: 2 }]);
    await expect(toggler(page)).toHaveAccessibleName('Ouvrir le panier, 2 articles');
    await gotoWithoutDrawer(page, '/boutique/');
    await openDrawer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
