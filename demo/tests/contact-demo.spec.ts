import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { drawer, PRODUCTS, SIDE_CART_TAGS, toggler, withCart } from './side-cart-support.ts';

/**
 * On /contact-demo/: the floating contact button and its panel, the floating bar whose dismissal is
 * remembered, the menu cart (dropdown, off-canvas) beside the side cart, and the one lightbox over a link group
 * and the product gallery.
 */

const PAGE = '/contact-demo/';
const contactToggle = (page: Page) => page.getByRole('button', { name: 'Nous contacter' });
const lightbox = (page: Page) => page.locator('.fk-lightbox [role="dialog"]');
const counter = (page: Page) => lightbox(page).locator('.fk-lightbox__counter [aria-hidden="true"]');
const menuToggle = (page: Page) => page.locator('fk-menu-cart .fk-menu-cart__toggle');
const menuPanel = (page: Page) => page.getByRole('dialog', { name: 'Contenu du panier' });

test.describe('contact buttons', () => {
  test('the panel opens from the keyboard with its checked links; Escape and a press outside close it, focus returns', async ({ page }) => {
    await page.goto(PAGE);
    await widgetsReady(page, ['fk-contact-buttons']);
    const toggle = contactToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleName('Service client Vitrine');
    await expect(panel).toContainText('Répond en général dans l’heure');
    // The refused e-mail (extra headers) never became a link.
    expect(await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://wa.me/41791234567?text=Bonjour%2C%20j%E2%80%99ai%20une%20question%20sur%20une%20commande.',
      'tel:+41215550123',
      'mailto:bonjour@vitrine.example',
      'sms:+41791234567',
      'https://t.me/vitrine_boutique',
    ]);
    await expect(panel.getByRole('link', { name: /WhatsApp/ })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.locator('h1').click();
    await expect(panel).toBeHidden();
  });

  test('hostile attributes: no script runs, no link or picture outside its channel’s scheme, markup shows as text', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __pwned: string[] }).__pwned = [];
    });
    await page.goto(PAGE);
    await widgetsReady(page, ['fk-contact-buttons']);
    await page.evaluate(() => {
      const pwn = 'window.__pwned.push(1)';
      const payloads = [
        `<img src=x onerror=${pwn}>`,
        `javascript:${pwn}`,
        ` JaVa\nScRiPt:${pwn}`,
        `"><svg onload=${pwn}>`,
        `data:text/html,<script>${pwn}</script>`,
      ];
      const hostile = ['whatsapp', 'phone', 'sms', 'email', 'messenger', 'viber', 'telegram'].flatMap((type) =>
        payloads.map((value) => ({ type, value, label: value, message: value })),
      );
      // A theme's list is read up to 12 channels: one element per 11 hostile ones, after one good channel.
      const good = { type: 'phone', value: '+41 21 555 01 23', label: payloads[0]!, message: '' };
      const elements = [];
      for (let i = 0; i < hostile.length; i += 11) {
        const el = document.createElement('fk-contact-buttons');
        for (const name of ['name', 'status', 'label', 'position']) el.setAttribute(name, payloads[0]!);
        el.setAttribute('avatar', payloads[i % payloads.length]!);
        el.setAttribute('channels', JSON.stringify([good, ...hostile.slice(i, i + 11)]));
        el.className = 'fk-hostile';
        elements.push(el);
      }
      elements[0]!.id = 'hostile';
      document.querySelector('fk-contact-buttons')!.replaceWith(...elements);
    });
    await expect(page.locator('.fk-hostile[data-vitrine-ready]')).toHaveCount(4);
    // Of 35 hostile channels none became a link, in any panel.
    expect(await page.locator('.fk-hostile a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(Array(4).fill('tel:+41215550123'));
    // The four share one corner: opened from the keyboard, as nothing covers focus.
    const toggle = page.locator('#hostile .fk-contact__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#hostile .fk-contact__panel');
    await expect(panel).toBeVisible();
    // Only the one good channel is a link; its hostile label is text.
    expect(await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['tel:+41215550123']);
    await expect(panel.locator('a')).toContainText('<img src=x onerror=');
    await expect(panel.locator('.fk-contact__name')).toHaveText(/^<img src=x onerror=/);
    // An avatar is an http(s) address or nothing (markup in it is only a strange relative path).
    for (const src of await page.locator('.fk-hostile img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
      expect(src).toMatch(/^https?:\/\//);
    expect(await page.evaluate(() => (window as unknown as { __pwned: string[] }).__pwned)).toEqual([]);
  });

  test('without JavaScript the same channels are plain links', async ({ page }) => {
    await page.goto(`${PAGE}?vitrine=off`);
    await page.locator('fk-contact-buttons summary').click();
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/41791234567');
  });
});

test.describe('floating bar', () => {
  test('a dismissed bar stays dismissed after a reload; a new version would show again', async ({ page, context }) => {
    await page.goto(PAGE);
    await widgetsReady(page, ['fk-floating-bar']);
    const bar = page.getByRole('region', { name: 'Annonce' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Fermer l’annonce' }).click();
    await expect(bar).toBeHidden();
    // The page's `document.cookie` write reaches the browser's cookie store a moment later than the page sees it.
    const dismissal = async () => (await context.cookies()).find((c) => c.name === 'fk_bar_livraison-offerte');
    await expect.poll(async () => (await dismissal())?.value).toBe('3');
    const cookie = await dismissal();
    await page.reload();
    await widgetsReady(page, ['fk-contact-buttons']);
    await expect(page.locator('fk-floating-bar')).toHaveCount(0);
    // Another version's dismissal does not hide this one.
    await context.addCookies([{ ...cookie!, value: '2' }]);
    await page.reload();
    await expect(bar).toBeVisible();
  });
});

test.describe('menu cart', () => {
  test('desktop: a dropdown lists the cart; removing there updates the side cart, which closes it when opened; Escape returns focus', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.miel, quantity: 2 }, { product_id: PRODUCTS.chocolat }], PAGE);
    await widgetsReady(page, ['fk-menu-cart', ...SIDE_CART_TAGS]);
    const toggle = menuToggle(page);
    await expect(toggle.locator('.fk-menu-cart__count')).toHaveText('3');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel(page);
    await expect(panel).toBeVisible();
    await expect(page.locator('.fk-menu-cart__container')).toHaveAttribute('data-mode', 'dropdown');
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(panel.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Commander' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The list's removal is the mini cart's (cart-buttons chunk, fetched as the list comes into view).
    await widgetsReady(page, ['fk-menu-cart fk-mini-cart']);
    await panel.getByRole('link', { name: /Retirer « Miel/ }).click();
    await expect(panel.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(toggle.locator('.fk-menu-cart__count')).toHaveText('1');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    // Opening the side cart over the open dropdown closes the dropdown: they never share the screen or focus. The
    // side cart shows the same cart.
    await toggle.click();
    await expect(panel).toBeVisible();
    await toggler(page).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(drawer(page).locator('li.fkcart-item')).toHaveCount(1);
    await expect(drawer(page).locator('li.fkcart-item', { hasText: 'Miel' })).toHaveCount(0);
  });

  test('412 px: an off-canvas modal panel, focus inside and the page inert; removing in the side cart updates it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 860 });
    await withCart(
      page,
      [
        { product_id: PRODUCTS.bougie, quantity: 1 },
        { product_id: PRODUCTS.chocolat, quantity: 1 },
      ],
      PAGE,
    );
    await widgetsReady(page, ['fk-menu-cart', ...SIDE_CART_TAGS]);
    // The side cart first: removing the candle there updates the menu cart's list and count.
    await toggler(page).click();
    await drawer(page)
      .locator('li.fkcart-item', { hasText: 'Bougie' })
      .getByRole('button', { name: /Retirer/ })
      .click();
    await expect(drawer(page).locator('li.fkcart-item')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    const toggle = menuToggle(page);
    await expect(toggle.locator('.fk-menu-cart__count')).toHaveText('1');
    await toggle.focus();
    await page.keyboard.press(' ');
    const panel = menuPanel(page);
    await expect(panel).toBeVisible();
    await expect(page.locator('.fk-menu-cart__container')).toHaveAttribute('data-mode', 'off-canvas');
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(panel.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(panel).not.toContainText('Bougie');
    // Modal: focus is inside, the page behind is inert.
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (const behind of ['.site-header', 'main h1', 'fk-contact-buttons']) {
      expect(await page.locator(behind).evaluate((el) => el.closest('[inert]') !== null), behind).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Fermer le panier' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the one lightbox', () => {
  test('a link group opens as one slideshow: counter, previous/next, zoom, Escape returns focus; a lone link has no counter', async ({ page }) => {
    await page.goto(PAGE);
    await widgetsReady(page, ['fk-hash-actions']);
    const second = page.locator('#galerie-2');
    await second.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText('2 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('3 / 4');
    await lightbox(page).getByRole('button', { name: 'Image précédente' }).click();
    await expect(counter(page)).toHaveText('2 / 4');
    const zoom = lightbox(page).getByRole('button', { name: 'Zoom' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(lightbox(page).locator('img')).toHaveCSS('transform', /matrix\(2, 0, 0, 2/);
    await lightbox(page).locator('img').dblclick();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await expect(second).toBeFocused();

    await page.locator('#galerie-seule').click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('.fk-lightbox__counter')).toHaveCount(0);
    await lightbox(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(lightbox(page)).toBeHidden();
  });

  test('the product gallery opens the same lightbox, with zoom and fullscreen', async ({ page }) => {
    await page.goto('/produit/coffret-artisans-du-jura/');
    await widgetsReady(page, ['fk-product-gallery']);
    await page.getByRole('button', { name: 'Voir la galerie d’images en plein écran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Galerie d’images' });
    await expect(dialog).toHaveClass(/fk-lightbox__dialog/);
    await expect(dialog.locator('.fk-lightbox__counter [aria-hidden="true"]')).toHaveText('1 / 3');
    await dialog.getByRole('button', { name: 'Zoom' }).click();
    await expect(dialog.locator('img')).toHaveCSS('transform', /matrix\(2, 0, 0, 2/);
    const fullscreen = dialog.getByRole('button', { name: 'Plein écran' });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('fk-lightbox'))).toBe(true);
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
