import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { POPUPS, SELECTION, popupDialog, withoutDemoPopups } from './popups-support.ts';
import { drawer, expectClosed, expectOpen, openDrawer, quickView, SIDE_CART_TAGS, toggler, withCart } from './side-cart-support.ts';

/**
 * The accessibility sweep: axe-core (serious and critical rules) on every demo page and in every open state
 * (side cart drawer, quick view, lightboxes, popup, off-canvas, the menu at mobile width, the demo wallet sheet), at a
 * desktop width and at 390 px, and a keyboard-only journey from the shop to a placed order.
 */

type Scanned = { page: string; state: string; violations: string[] };

/** Scans the page as it is now and records the result (all of them are checked at the end of the test). */
async function scan(page: Page, results: Scanned[], where: string, state = 'loaded'): Promise<void> {
  results.push({ page: where, state, violations: await seriousViolations(page) });
}

async function report(testInfo: TestInfo, results: Scanned[]): Promise<void> {
  await testInfo.attach('a11y-sweep', { body: JSON.stringify(results, null, 2), contentType: 'application/json' });
  for (const r of results) console.log(`a11y: ${r.page} — ${r.state}: ${r.violations.length ? r.violations.join('; ') : 'no serious or critical violation'}`);
  expect(results.filter((r) => r.violations.length)).toEqual([]);
}

/** The slide-in of a dialog (400 ms) must be over, or axe measures half-transparent colours. */
const settle = (page: Page) => page.waitForTimeout(450);

/** Casquette Aletsch (every attribute "any"): its upsells are variable products, so quick view opens from them. */
const CASQUETTE = { product_id: 23, variation_id: 121, attribute_pa_couleur: 'rouge', attribute_pa_taille: 'm', quantity: 1 };

/** Every page and open state is swept at a desktop width and at a phone's (the first outside review): layouts differ, so do faults. */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 720 } },
  { name: '390 px', size: { width: 390, height: 844 } },
];

for (const { name: width, size } of VIEWPORTS)
  test.describe(`accessibility sweep: every page, every open state, ${width}`, () => {
    test.use({ viewport: size });

    test('home, shop, side cart drawer, quick view, and the menu at mobile width', async ({ page }, testInfo) => {
      const results: Scanned[] = [];
      await page.goto('/');
      await widgetsReady(page, ['fk-nav-menu', ...SIDE_CART_TAGS]);
      await scan(page, results, 'home');

      await withCart(page, [CASQUETTE], '/boutique/');
      await widgetsReady(page, ['fk-add-to-cart']);
      await scan(page, results, 'shop');
      await openDrawer(page);
      await settle(page);
      await scan(page, results, 'shop', 'side cart drawer open');
      await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
      await expect(quickView(page).getByLabel('Taille')).toBeVisible();
      await settle(page);
      await scan(page, results, 'shop', 'quick view open');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await widgetsReady(page, ['fk-nav-menu']);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('button', { name: 'Menu', exact: true }).click();
      await nav.getByRole('button', { name: 'Sous-menu Boutique' }).click();
      await expect(nav.getByRole('link', { name: 'Vêtements' })).toBeVisible();
      await scan(page, results, 'home (390 px)', 'menu open with a submenu');
      await report(testInfo, results);
    });

    test('simple product (gallery lightbox, demo wallet sheet) and variable product', async ({ page }, testInfo) => {
      const results: Scanned[] = [];
      await page.goto('/produit/coffret-artisans-du-jura/');
      await widgetsReady(page, ['fk-variation-form', 'fk-product-gallery', 'fk-express-button']);
      await scan(page, results, 'simple product');
      await page.getByRole('button', { name: 'Voir la galerie d’images en plein écran' }).click();
      await expect(page.getByRole('dialog', { name: 'Galerie d’images' })).toBeVisible();
      await settle(page);
      await scan(page, results, 'simple product', 'gallery lightbox open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Galerie d’images' })).toBeHidden();
      // The wallet starts once its button is near the screen (below the gallery on a phone), as a shopper scrolls.
      await page.locator('fk-express-button').first().scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Paiement express' }).click();
      const sheet = page.getByRole('dialog', { name: 'Portefeuille de démonstration' });
      await expect(sheet).toBeVisible();
      await sheet.getByLabel(/Anne Dupont/).check();
      await expect(sheet.getByRole('group', { name: 'Mode de livraison' })).toBeVisible();
      await scan(page, results, 'simple product', 'demo wallet sheet open');
      await page.keyboard.press('Escape');

      await page.goto('/produit/t-shirt-leman/');
      await widgetsReady(page, ['fk-variation-form', 'fk-product-gallery']);
      await scan(page, results, 'variable product');
      const form = page.locator('fk-variation-form form.cart');
      await form.locator('select[name="attribute_pa_taille"]').selectOption('xl');
      await form.locator('select[name="attribute_pa_couleur"]').selectOption('vert');
      await expect(form.locator('.single_variation')).toHaveAttribute('data-open', 'true');
      await scan(page, results, 'variable product', 'a variation chosen');
      await report(testInfo, results);
    });

    test('cart page, /selection/ (popup, off-canvas, lightbox), /devis/ and /mon-compte/', async ({ page }, testInfo) => {
      const results: Scanned[] = [];
      await withCart(
        page,
        [
          { product_id: 15, quantity: 2 },
          { product_id: 20, quantity: 1 },
        ],
        '/?page_id=7',
      );
      await scan(page, results, 'cart page');

      await withoutDemoPopups(page);
      await page.goto(SELECTION);
      await widgetsReady(page, ['fk-loop-filter', 'fk-loop-grid', 'fk-popup', 'fk-off-canvas', 'fk-hash-actions']);
      await scan(page, results, '/selection/');
      await page.getByRole('button', { name: 'Demander un devis' }).click();
      await expect(popupDialog(page, POPUPS.quote)).toBeVisible();
      await settle(page);
      await scan(page, results, '/selection/', 'quote popup open');
      await page.keyboard.press('Escape');
      await expect(popupDialog(page, POPUPS.quote)).toBeHidden();
      await page.locator('#open-menu').click();
      const offCanvas = page.getByRole('dialog', { name: 'Menu de la sélection' });
      await expect(offCanvas).toBeVisible();
      await settle(page);
      await scan(page, results, '/selection/', 'off-canvas panel open');
      await page.keyboard.press('Escape');
      await expect(offCanvas).toBeHidden();
      await page.locator('#lightbox-jura').click();
      const lightbox = page.locator('.fk-lightbox [role="dialog"]');
      await expect(lightbox).toBeVisible();
      await settle(page);
      await scan(page, results, '/selection/', 'lightbox open');
      await page.keyboard.press('Escape');

      await page.goto('/devis/');
      await widgetsReady(page, ['fk-quote-form']);
      await scan(page, results, '/devis/');
      await page.goto('/mon-compte/');
      await widgetsReady(page, ['fk-password-toggle']);
      await scan(page, results, '/mon-compte/');
      await report(testInfo, results);
    });
  });

// ——— keyboard only ——————————————————————————————————————————————————————————————————————————————

/** What has the keyboard focus, and whether it is shown (focus-visible with an outline or a ring). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { on: 'body', visible: false, inDialog: false };
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      on: `${el.localName}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} « ${label} »`,
      visible: el.matches(':focus-visible') && ring,
      inDialog: !!el.closest('[role="dialog"]'),
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} never got the focus in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'} (last: ${(await focusState(page)).on})`);
}

async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const state = await focusState(page);
  expect(state.visible, `focus indicator ${where}: ${state.on}`).toBe(true);
}

test('keyboard only: from the shop to a placed order (Tab, Enter, Space, arrows)', async ({ page, store }, testInfo) => {
  // The drawer is opened by the shopper here, not by the add.
  await page.goto('/?vitrine=off');
  expect((await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } })).ok()).toBe(true);
  await page.goto('/boutique/');
  await widgetsReady(page, ['fk-add-to-cart', ...SIDE_CART_TAGS]);
  const steps: string[] = [];

  // The skip link comes first: the content is one Enter away.
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await expectVisibleFocus(page, 'on the skip link');
  await page.keyboard.press('Enter');
  steps.push('skip link → content');

  // Add the chocolate from the listing with Enter.
  await tabTo(page, 'a.ajax_add_to_cart[data-product_id="15"]');
  await expectVisibleFocus(page, 'on the listing add button');
  await page.keyboard.press('Enter');
  const add = page.locator('a.ajax_add_to_cart[data-product_id="15"]');
  await expect(add).toHaveClass(/\badded\b/);
  await expect.poll(async () => (await store.cart()).count).toBe(1);
  steps.push('Enter on « Ajouter au panier » (Chocolat noir Grand Cru)');

  // Open the side cart from its toggle: focus goes into the drawer; Escape brings it back to the toggle.
  await tabTo(page, '.fkcart-toggler');
  await expectVisibleFocus(page, 'on the cart toggle');
  await page.keyboard.press('Enter');
  await expectOpen(page);
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  steps.push(`Enter on the cart toggle → drawer, focus on ${(await focusState(page)).on}`);
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(toggler(page)).toBeFocused();
  await expectVisibleFocus(page, 'back on the cart toggle');
  steps.push('Escape → drawer closed, focus back on the toggle');
  await page.keyboard.press('Space');
  await expectOpen(page);
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  steps.push('Space on the toggle → drawer again');

  // Tab stays inside the drawer (focus trap) until « Commander »; Enter goes to the checkout.
  for (let i = 0; i < 40; i++) {
    if (
      await drawer(page)
        .getByRole('link', { name: /^Commander/ })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press('Tab');
    expect((await focusState(page)).inDialog, 'Tab never leaves the open drawer').toBe(true);
  }
  await expect(drawer(page).getByRole('link', { name: /^Commander/ })).toBeFocused();
  await expectVisibleFocus(page, 'on « Commander »');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/$/);
  await widgetsReady(page, ['fk-attribution']);
  steps.push('Tab … Enter on « Commander » → checkout');
  const results: Scanned[] = [];
  await scan(page, results, 'checkout');

  // The billing fields, typed.
  const fields: Array<[string, string]> = [
    ['#billing_first_name', 'Léa'],
    ['#billing_last_name', 'Rochat'],
    ['#billing_address_1', 'Rue du Lac 1'],
    ['#billing_postcode', '1003'],
    ['#billing_city', 'Lausanne'],
    ['#billing_phone', '+41 21 000 00 00'],
    ['#billing_email', 'lea.clavier@example.ch'],
  ];
  await tabTo(page, fields[0]![0]);
  for (const [selector, value] of fields) {
    await tabTo(page, selector, { max: 6 });
    await expectVisibleFocus(page, `in ${selector}`);
    await page.keyboard.type(value);
  }
  await expect(page.locator('#billing_country')).toHaveValue('CH');
  steps.push('Tab through the billing fields, typing each');

  // A payment method that needs no card, chosen with the arrow keys.
  await tabTo(page, 'input[name="payment_method"]');
  for (let i = 0; i < 6 && !(await page.locator('#payment_method_cod').isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator('#payment_method_cod')).toBeChecked();
  await expect(page.locator('#payment_method_cod')).toBeFocused();
  await expectVisibleFocus(page, 'on the payment method');
  steps.push('arrow keys → « Paiement à la livraison »');

  await tabTo(page, '#place_order');
  await expectVisibleFocus(page, 'on « Passer la commande »');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  steps.push('Enter on « Passer la commande » → thank-you page');
  expect((await store.cart()).count).toBe(0);
  await widgetsReady(page, ['fk-cart-count']);
  await scan(page, results, 'order received');
  await testInfo.attach('keyboard-journey', { body: steps.join('\n'), contentType: 'text/plain' });
  console.log(`keyboard journey:\n  ${steps.join('\n  ')}`);
  await report(testInfo, results);
});
