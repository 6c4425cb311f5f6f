import { expect, test } from './fixtures.ts';
import { callsTo, drawer, openDrawer, PRODUCTS, withCart } from './side-cart-support.ts';

/** Journey 26: the coupon area (spec §4.13, §5.8, §8.4). Coupons: BIENVENUE10 (10 %), MINI50 (from 50 CHF), ETE2023 (expired). */
test.describe('coupons in the drawer', () => {
  test.beforeEach(async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 2 }]);
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: 'Vous avez un code promo ?' }).click();
  });

  const input = (page: import('@playwright/test').Page) => drawer(page).getByRole('textbox', { name: 'Code promo' });
  const error = (page: import('@playwright/test').Page) => drawer(page).locator('.fkcart-coupon-error');

  test('the toggle opens and closes the area', async ({ page }) => {
    const toggle = drawer(page).getByRole('button', { name: 'Vous avez un code promo ?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(input(page)).toBeVisible();
    await toggle.click();
    await expect(input(page)).toBeHidden();
  });

  test('an empty code shows the preset error and sends nothing', async ({ page, store }) => {
    await drawer(page).getByRole('button', { name: 'Appliquer' }).click();
    await expect(error(page)).toHaveText('Veuillez saisir un code promo.');
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(page)).toBeFocused();
    expect(await callsTo(store, 'fkcart_apply_coupon')).toEqual([]);
  });

  test('an unknown code: the shop’s message under the field, as text, the field in error and focused', async ({ page }) => {
    await input(page).fill('<img src=x onerror=alert(1)>');
    await input(page).press('Enter');
    await expect(error(page)).toHaveText('Le code promo « <img src=x onerror=alert(1)> » n’existe pas !');
    await expect(error(page).locator('img')).toHaveCount(0);
    await expect(input(page)).toHaveClass(/fkcart-coupon-error-input/);
    await expect(input(page)).toBeFocused();
  });

  test('a 6 000-character refusal wraps and is clipped to a few lines; the checkout stays in view and the whole text is read out', async ({ page }) => {
    const code = 'CODE'.repeat(1500); // one long word: the worst case for wrapping
    await input(page).fill(code);
    await input(page).press('Enter');
    const message = `Le code promo « ${code} » n’existe pas !`;
    await expect(error(page)).toHaveText(message);
    const box = (await error(page).boundingBox())!;
    const lineHeight = await error(page).evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5);
    expect(box.height).toBeLessThanOrEqual(lineHeight * 4 + 1);
    expect(await drawer(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(drawer(page).locator('.fkcart-checkout')).toBeInViewport();
    // Clipped for the eye only: the alert's text in the accessibility tree is the whole message.
    expect(await error(page).ariaSnapshot()).toContain(message);
  });

  test('a minimum-spend code below its minimum, and an expired code, say why', async ({ page }) => {
    await input(page).fill('MINI50');
    await drawer(page).getByRole('button', { name: 'Appliquer' }).click();
    await expect(error(page)).toContainText('Le montant minimum de commande pour le code promo « MINI50 » est de 50.00');
    await input(page).fill('ete2023');
    await input(page).press('Enter');
    await expect(error(page)).toHaveText('Le code promo « ETE2023 » a expiré.');
  });

  test('a valid code is listed with the new total; removing it hides the list', async ({ page, store }) => {
    await input(page).fill('bienvenue10');
    await input(page).press('Enter');
    const applied = drawer(page).locator('.fkcart-applied-coupons');
    await expect(applied).toContainText('BIENVENUE10');
    await expect(input(page)).toHaveValue('');
    await expect(error(page)).toHaveCount(0);
    await expect(drawer(page).locator('.fkcart-total dd')).toHaveText(/16\.02\s*CHF/);
    await expect(drawer(page).locator('.fkcart-notice-success')).toHaveText('Code promo appliqué avec succès.');
    expect((await store.cart()).coupons.map((c) => c.code)).toEqual(['BIENVENUE10']);

    await applied.getByRole('button', { name: 'Retirer le code promo BIENVENUE10' }).click();
    await expect(applied).toHaveCount(0);
    await expect(drawer(page).locator('.fkcart-total dd')).toHaveText(/17\.80\s*CHF/);
    expect((await store.cart()).coupons).toEqual([]);
  });
});
