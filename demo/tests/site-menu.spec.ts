import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu principal' });

test.describe('site menu on a desktop (spec §2.12)', () => {
  test('the current page is marked; submenus open by keyboard and Escape brings focus back', async ({ page }) => {
    await page.goto('/boutique/?product_cat=vetements');
    await widgetsReady(page, ['fk-nav-menu']);
    const nav = menu(page);
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Sous-menu Boutique' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(submenu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await expect(submenu.locator('a[aria-current="page"]')).toHaveText('Vêtements');

    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(submenu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('arrow keys, Home and End move along the top level', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-nav-menu']);
    const nav = menu(page);
    await nav.getByRole('link', { name: 'Accueil' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('link', { name: 'Boutique', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Sous-menu Boutique' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Mon compte' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeFocused();
  });

  test('a click elsewhere closes an open submenu', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-nav-menu']);
    const toggle = menu(page).getByRole('button', { name: 'Sous-menu Boutique' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('h1').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('site menu on a phone (spec §4.6)', () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test('the toggle opens the menu, submenus expand, a change of width closes everything', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-nav-menu']);
    const nav = menu(page);
    const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
    const shop = nav.getByRole('link', { name: 'Boutique', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shop).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toBeVisible();
    const sub = nav.getByRole('button', { name: 'Sous-menu Boutique' });
    await sub.click();
    await expect(nav.getByRole('link', { name: 'Vêtements' })).toBeVisible();

    // The address bar sliding away changes the height only: the menu stays.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.waitForTimeout(200);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.setViewportSize({ width: 700, height: 700 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shop).toBeHidden();
    await toggle.click();
    await expect(sub).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open menu and returns to the toggle; no serious axe violation while open', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page, ['fk-nav-menu']);
    const nav = menu(page);
    const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await nav.getByRole('button', { name: 'Sous-menu Boutique' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'Accueil' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
