import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { addLink, addPopup, hashAction, MENU_PANEL_ID, openPopups, pageIsInert, popupDialog, POPUPS, SELECTION, withoutDemoPopups } from './popups-support.ts';

const TAGS = ['fk-popup', 'fk-off-canvas', 'fk-hash-actions'];
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu de la sélection' });
const lightbox = (page: Page) => page.locator('.fk-lightbox [role="dialog"]');

/** Anything a hostile payload could do: set the sentinel, open an alert, or insert its markup. */
async function expectNothingHappened(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // No inline script but the loader the page prints (#vitrine-loader, allowed by its hash in the page's CSP).
  expect(await page.locator('img[src="x"], script:not([src]):not([type="application/json"]):not(#vitrine-loader)').count()).toBe(0);
  expect(await page.locator('script#vitrine-loader').count()).toBe(1);
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`);
  });
  await withoutDemoPopups(page);
});

test.describe('off-canvas panel by hash links', () => {
  test('open, close from inside, toggle twice; Escape and the overlay close it; focus returns', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    const open = page.locator('#open-menu');
    await open.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page)).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => pageIsInert(page)).toBe(true);
    await expect.poll(() => menu(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await menu(page).getByRole('link', { name: 'Fermer le menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(open).toBeFocused();

    const toggle = page.locator('#toggle-menu');
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await page.locator('.e-off-canvas__overlay').click({ position: { x: 1200, y: 300 } });
    await expect(menu(page)).toBeHidden();
    // A toggle link inside the content closes it too.
    await addLink(page, 'toggle-inside', hashAction('off_canvas:toggle', { id: MENU_PANEL_ID }));
    await page.locator('#toggle-inside').click();
    await expect(menu(page)).toBeVisible();
  });

  test('opens from the page URL when one of the page’s links carries that hash', async ({ page }) => {
    await page.goto(SELECTION + hashAction('off_canvas:open', { id: MENU_PANEL_ID }));
    await expect(menu(page)).toBeVisible();
  });

  test('axe-core finds no serious violation with the off-canvas panel open', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    await page.locator('#open-menu').click();
    await expect(menu(page)).toBeVisible();
    await page.waitForTimeout(400); // the slide
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('popups by hash links', () => {
  test('popup:open with toggle opens, then hides a visible popup; a disabled popup never opens', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    const toggle = hashAction('popup:open', { id: '1701', toggle: true });
    await addPopup(page, '1701', {}, `<h2>Nouveautés</h2><p><a id="hide-1701" href="${toggle}">Masquer</a></p>`);
    await addLink(page, 'show-1701', toggle, 'Nouveautés');
    await page.locator('#show-1701').click();
    await expect(popupDialog(page, '1701')).toBeVisible();
    await page.locator('#hide-1701').click();
    await expect(popupDialog(page, '1701')).toBeHidden();

    // The welcome popup was closed with "do not show again" (this visitor's storage): its link does nothing.
    await page.locator('#toggle-welcome').click();
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);
  });

  test('reload-page reloads the page', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    await addLink(page, 'reload', hashAction('reload-page'));
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await Promise.all([page.waitForEvent('load'), page.locator('#reload').click()]);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBeUndefined();
    await expect(page).toHaveURL(/\/selection\/$/);
  });

  test('a popup:open hash in the URL that no element carries does nothing', async ({ page }) => {
    await page.goto(SELECTION + hashAction('popup:open', { id: POPUPS.quote }));
    await widgetsReady(page, TAGS);
    await page.waitForTimeout(500);
    expect(await openPopups(page)).toEqual([]);
  });
});

test.describe('lightbox', () => {
  test('a hash link opens the image with its UTF-8 caption; Escape closes it and focus returns', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    const link = page.locator('#lightbox-jura');
    await link.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page)).toHaveAccessibleName('Coffret Artisans du Jura — édition d’été');
    await expect(lightbox(page).locator('img')).toHaveAttribute('src', /^http:\/\/localhost:\d+\/assets\/img\/.+\.svg$/);
    await expect(lightbox(page).locator('figcaption')).toHaveText('Coffret Artisans du Jura — édition d’été');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('an image link of the builder’s content opens in the site-wide lightbox', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    await page.locator('#lightbox-plaid').click();
    await expect(lightbox(page)).toHaveAccessibleName('Plaid en laine');
    await expect(page).toHaveURL(/\/selection\/$/);
    await page.locator('.fk-lightbox').click({ position: { x: 5, y: 5 } });
    await expect(lightbox(page)).toBeHidden();
  });
});

test.describe('hostile hash actions do nothing', () => {
  const payloads: Array<[string, string]> = [
    ['CVE-2021-24891: markup in html', hashAction('lightbox', { type: 'null', html: '<img src=x onerror="window.__pwned=1">' })],
    ['html beside a real image', hashAction('lightbox', { type: 'image', url: '/assets/img/a.svg', html: '<script>window.__pwned=1</script>' })],
    [
      'CVE-2022-29455: a handler in videoParams',
      hashAction('lightbox', {
        type: 'video',
        videoType: 'hosted',
        url: '/media/atelier.mp4',
        videoParams: { onerror: 'window.__pwned=1', onloadstart: 'window.__pwned=1' },
      }),
    ],
    ['a javascript: URL', hashAction('lightbox', { type: 'image', url: 'javascript:window.__pwned=1//a.png' })],
    ['a javascript: video', hashAction('lightbox', { type: 'video', url: ' javascript:window.__pwned=1' })],
    ['a data: URL', hashAction('lightbox', { type: 'video', url: 'data:text/html,<script>window.__pwned=1</script>' })],
    ['a hash with quotes', `#elementor-action:action=popup:open"],img[src=x],a[href="&settings=eyJpZCI6IjEyMDMifQ==`],
    ['a selector break-out', `#elementor-action:action=lightbox'"><img src=x onerror=window.__pwned=1>`],
    ['broken base64', '#elementor-action:action=lightbox&settings=eyJ0eXBlIjoiaW1hZ2Ui*%%'],
    ['broken JSON', `#elementor-action:action=lightbox&settings=${Buffer.from('{"type":"image",').toString('base64')}`],
  ];

  for (const [name, payload] of payloads) {
    test(`from the page URL: ${name}`, async ({ page }) => {
      await page.goto(SELECTION + payload);
      await widgetsReady(page, TAGS);
      await page.waitForTimeout(300);
      await expect(page.locator('.fk-lightbox')).toHaveCount(0);
      expect(await openPopups(page)).toEqual([]);
      await expectNothingHappened(page);
    });
  }

  test('from links on the page: nothing runs, and what opens is only plain media', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    for (const [index, [, payload]] of payloads.entries()) {
      await addLink(page, `hostile-${index}`, payload);
      await page.locator(`#hostile-${index}`).click();
      await page.keyboard.press('Escape');
    }
    await expectNothingHappened(page);
    await expect(page.locator('video[onerror], video[onloadstart], [onerror]')).toHaveCount(0);
    expect(warnings.filter((w) => /hash action ignored|lightbox ignorée/.test(w)).length).toBeGreaterThanOrEqual(6);
  });
});

test.describe('anchors and templates (§5.9)', () => {
  test('a same-page anchor scrolls to its section and moves focus there', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Livraison' }).click();
    await expect(page).toHaveURL(/#livraison$/);
    await expect(page.locator('#livraison')).toBeFocused();
    await expect(page.locator('#livraison')).toBeInViewport();
  });

  test('theme_template_id scrolls the page to that template', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${SELECTION}?theme_template_id=1210`);
    await widgetsReady(page, TAGS);
    await expect(page.locator('[data-elementor-id="1210"]')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('links clicked before their chunk has arrived', () => {
  test('a hash link clicked while its chunk is held back opens the panel once it arrives; the URL keeps no hash', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/chunks\/links-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(SELECTION);
    await widgetsReady(page, TAGS);
    expect(requested).toBe(false); // nothing on this page asked for it yet
    await page.locator('#open-menu').click();
    await expect.poll(() => requested).toBe(true);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/selection\/$/);
    release();
    await expect(menu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/selection\/$/);
  });
});
