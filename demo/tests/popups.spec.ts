import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import {
  addPopup,
  insertMarkup,
  openPopups,
  pageIsInert,
  popupDialog,
  popupRoot,
  POPUPS,
  SELECTION,
  storedElementor,
  withoutDemoPopups,
} from './popups-support.ts';

/** A popup that opens as soon as it is armed, unless its rules say otherwise. */
const atOnce = { page_load: 'yes', page_load_delay: 0 };

test.describe('popups: the demo page’s own', () => {
  test('the welcome popup opens after load as a modal dialog, focus moves in after 250 ms, and is counted', async ({ page }) => {
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup']);
    const dialog = popupDialog(page, POPUPS.welcome);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName('Bienvenue dans la sélection');
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await expect.poll(() => pageIsInert(page)).toBe(true);
    expect(await storedElementor(page)).toMatchObject({ pageViews: 1, sessions: 1, 'popup-1201-impressions-count': 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => pageIsInert(page)).toBe(false);
  });

  test('times: at most 3 a day — the fourth page view shows nothing', async ({ page }) => {
    for (let view = 1; view <= 3; view++) {
      await page.goto(SELECTION);
      await expect(popupDialog(page, POPUPS.welcome)).toBeVisible();
    }
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup']);
    await page.waitForTimeout(1800);
    expect(await openPopups(page)).toEqual([]);
    expect((await storedElementor(page))['popup-1201-impressions-count']).toBe(3);
  });

  test('« Ne plus afficher » closes it for good: it survives a reload, in Elementor’s key', async ({ page }) => {
    await page.goto(SELECTION);
    const dialog = popupDialog(page, POPUPS.welcome);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Ne plus afficher ce message' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedElementor(page)).popup_1201_disable).toBe(true);
    await page.reload();
    await widgetsReady(page, ['fk-popup']);
    await page.waitForTimeout(1800);
    await expect(dialog).toBeHidden();
  });

  test('avoid_multiple_popups: exit intent is skipped once the welcome popup has opened, shown otherwise', async ({ page }) => {
    const leave = () => page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })));
    await page.goto(SELECTION);
    await expect(popupDialog(page, POPUPS.welcome)).toBeVisible();
    await page.keyboard.press('Escape');
    // Its 0.3 s exit animation runs first: the check below is about the exit intent popup, not about that fade.
    await expect(popupDialog(page, POPUPS.welcome)).toBeHidden();
    await leave();
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('elementor', JSON.stringify({ popup_1201_disable: true, __expiration: {} })));
    await page.reload();
    await widgetsReady(page, ['fk-popup']);
    await page.waitForTimeout(1200);
    // close_button_delay 1 s: the page notes when the dialog and then its close button show, as the DOM changes (a
    // frame-by-frame look would see the dialog late on a busy machine, and so the close button early).
    const shownAfter = page.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          let dialogAt = 0;
          const look = () => {
            const root = document.querySelector(`[data-fk-popup-id="${id}"]`);
            const dialog = root?.querySelector('[role="dialog"]');
            const close = root?.querySelector<HTMLElement>('.dialog-close-button');
            if (!dialogAt && dialog?.checkVisibility()) dialogAt = performance.now();
            if (!dialogAt || !close?.checkVisibility()) return;
            observer.disconnect();
            resolve(performance.now() - dialogAt);
          };
          const observer = new MutationObserver(look);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'class', 'style'] });
          look();
        }),
      POPUPS.exit,
    );
    await leave();
    await expect(popupDialog(page, POPUPS.exit)).toBeVisible();
    expect(await shownAfter).toBeGreaterThanOrEqual(950);
    const close = popupRoot(page, POPUPS.exit).locator('.dialog-close-button');
    await expect(close).toBeVisible();
    await expect(close).toHaveClass(/fk-popup__close--outside/);
  });

  test('the quote popup opens from its button; the background does not close it, Escape does, focus returns', async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup', 'fk-hash-actions']);
    const button = page.getByRole('button', { name: 'Demander un devis' });
    await button.click();
    const dialog = popupDialog(page, POPUPS.quote);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Demande de devis');
    await expect(dialog.locator('form.fk-quote select[name="client_type"]')).toBeAttached();
    await page.mouse.click(5, 300); // the background, beside the dialog
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed'); // prevent_scroll
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
  });

  test('focus stays inside an open popup: Tab and Shift+Tab wrap around', async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup']);
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    const dialog = popupDialog(page, POPUPS.quote);
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    const insideAfterEachTab = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      insideAfterEachTab.push(await dialog.evaluate((el) => el.contains(document.activeElement)));
    }
    expect(insideAfterEachTab.every(Boolean)).toBe(true);
    await dialog.getByRole('button', { name: 'Fermer' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Envoyer la demande' })).toBeFocused();
  });

  test('axe-core finds no serious violation with a popup open', async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup']);
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(popupDialog(page, POPUPS.quote)).toBeVisible();
    await page.waitForTimeout(400); // the entrance animation
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('popups: display settings', () => {
  test.beforeEach(async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup', 'fk-hash-actions']);
  });

  test('close button delay, then automatic close', async ({ page }) => {
    await addPopup(page, '1301', { close_button_delay: 1, close_automatically: 4, triggers: atOnce });
    const close = popupRoot(page, '1301').locator('.dialog-close-button');
    await expect(popupDialog(page, '1301')).toBeVisible();
    await expect(close).toBeHidden();
    await expect(close).toBeVisible();
    await expect(popupDialog(page, '1301')).toBeVisible();
    await expect(popupDialog(page, '1301')).toBeHidden();
  });

  test('Escape and the background close it unless prevented', async ({ page }) => {
    await addPopup(page, '1302', { triggers: atOnce });
    await expect(popupDialog(page, '1302')).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(popupDialog(page, '1302')).toBeHidden();

    await addPopup(page, '1303', { prevent_close_on_esc_key: 'yes', prevent_close_on_background_click: 'yes', triggers: atOnce });
    await expect(popupDialog(page, '1303')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 300);
    await expect(popupDialog(page, '1303')).toBeVisible();
    await popupDialog(page, '1303').getByRole('button', { name: 'Fermer' }).click();
    await expect(popupDialog(page, '1303')).toBeHidden();
  });

  test('entrance and exit animations run, and not at all under reduced motion', async ({ page }) => {
    const settings = { entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { size: 0.5 }, triggers: atOnce };
    await addPopup(page, '1304', settings);
    const content = popupRoot(page, '1304').locator('.dialog-widget-content');
    await expect(content).toHaveClass(/animated zoomIn/);
    expect(await content.evaluate((el) => getComputedStyle(el).animationName)).toBe('vitrine-zoom-in');
    await page.keyboard.press('Escape');
    await expect(popupRoot(page, '1304')).toHaveAttribute('data-state', 'closing');
    await expect(popupRoot(page, '1304')).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await addPopup(page, '1305', settings);
    const reduced = popupRoot(page, '1305').locator('.dialog-widget-content');
    await expect(reduced).toBeVisible();
    expect(await reduced.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.keyboard.press('Escape');
    await expect(popupRoot(page, '1305')).toBeHidden(); // no exit phase to wait for
  });
});

test.describe('popups: triggers — each fires once and disarms the others', () => {
  test.beforeEach(async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup', 'fk-hash-actions']);
  });

  test('page load: after its delay', async ({ page }) => {
    await addPopup(page, '1401', { triggers: { page_load: 'yes', page_load_delay: 2 } });
    await page.waitForTimeout(800);
    expect(await openPopups(page)).toEqual([]);
    await expect(popupDialog(page, '1401')).toBeVisible();
  });

  test('scrolling down past the offset', async ({ page }) => {
    await addPopup(page, '1402', { triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: { unit: '%', size: 40 } } });
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(popupDialog(page, '1402')).toBeVisible();
  });

  test('scrolling up', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 600));
    await addPopup(page, '1403', { triggers: { scrolling: 'yes', scrolling_direction: 'up' } });
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(popupDialog(page, '1403')).toBeVisible();
  });

  test('scrolling to an element; an invalid selector is ignored with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await addPopup(page, '1404', { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#engagements' } });
    await addPopup(page, '1405', { triggers: { scrolling_to: 'yes', scrolling_to_selector: 'div[' } });
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);
    await page.locator('#engagements').scrollIntoViewIfNeeded();
    await expect(popupDialog(page, '1404')).toBeVisible();
    expect(await openPopups(page)).toEqual(['1404']);
    expect(warnings.some((w) => w.includes('1405'))).toBe(true);
  });

  test('clicks: on the second', async ({ page }) => {
    await addPopup(page, '1406', { triggers: { click: 'yes', click_times: 2 } });
    await page.locator('h1').click();
    await page.waitForTimeout(200);
    expect(await openPopups(page)).toEqual([]);
    await page.locator('h1').click();
    await expect(popupDialog(page, '1406')).toBeVisible();
  });

  test('inactivity: the mouse restarts the wait', async ({ page }) => {
    // The page's clock, driven by the test: a busy machine stalling between two moves past the second would rightly
    // open the popup, and prove nothing about the restart.
    await page.clock.install();
    await page.reload();
    await widgetsReady(page, ['fk-popup', 'fk-hash-actions']);
    // Paused from here: the popup's wait runs only as far as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await insertMarkup(
      page,
      '.fk-demo-overlays',
      `<fk-popup popup-id="1407" settings='{"triggers":{"inactivity":"yes","inactivity_time":1}}'><h2>Popup 1407</h2></fk-popup>`,
    );
    const armed = page.locator('fk-popup[popup-id="1407"][data-fk-armed]');
    for (let i = 0; i < 100 && !(await armed.count()); i++) await page.clock.runFor(20);
    await expect(armed).toBeAttached();
    for (let i = 0; i < 4; i++) {
      await page.clock.runFor(400);
      await page.mouse.move(100 + i * 10, 200);
    }
    // 1.6 s since it was armed, never a second without a move.
    expect(await openPopups(page)).toEqual([]);
    await page.clock.runFor(1000);
    await expect(popupDialog(page, '1407')).toBeVisible();
  });

  test('exit intent: the pointer leaves through the top', async ({ page }) => {
    await addPopup(page, '1408', { triggers: { exit_intent: 'yes' } });
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 400, relatedTarget: null })));
    await page.waitForTimeout(200);
    expect(await openPopups(page)).toEqual([]);
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })));
    await expect(popupDialog(page, '1408')).toBeVisible();
  });

  test('adblock detection: only when the bait gets hidden', async ({ page }) => {
    await addPopup(page, '1409', { triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.2 } });
    await page.waitForTimeout(800);
    expect(await openPopups(page)).toEqual([]);
    await page.addStyleTag({ content: '.adsbox { display: none !important; }' });
    await addPopup(page, '1410', { triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.2 } });
    await expect(popupDialog(page, '1410')).toBeVisible();
  });

  test('the first trigger to fire wins: the others never fire afterwards', async ({ page }) => {
    await addPopup(page, '1411', { triggers: { click: 'yes', click_times: 1, page_load: 'yes', page_load_delay: 1, exit_intent: 'yes' } });
    await page.locator('h1').click();
    await expect(popupDialog(page, '1411')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popupDialog(page, '1411')).toBeHidden();
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })));
    await page.waitForTimeout(1300);
    expect(await openPopups(page)).toEqual([]);
    expect((await storedElementor(page)).popup_1411_times).toBe(1);
  });
});

test.describe('popups: timing rules', () => {
  test('page views count from the popup’s first evaluation', async ({ page }) => {
    await withoutDemoPopups(page);
    const rule = { timing: { page_views: 'yes', page_views_views: 2 }, triggers: atOnce };
    for (const expected of [[], [], ['1501']]) {
      await page.goto(SELECTION);
      await widgetsReady(page, ['fk-popup']);
      await addPopup(page, '1501', rule);
      if (expected.length) await expect(popupDialog(page, '1501')).toBeVisible();
      else await page.waitForTimeout(300);
      expect(await openPopups(page)).toEqual(expected);
    }
  });

  test('sessions: a new tab is a new session', async ({ page, context }) => {
    await withoutDemoPopups(page);
    const rule = { timing: { sessions: 'yes', sessions_sessions: 1 }, triggers: atOnce };
    await page.goto(SELECTION);
    await widgetsReady(page, ['fk-popup']);
    await addPopup(page, '1502', rule);
    await page.waitForTimeout(300);
    expect(await openPopups(page)).toEqual([]);
    const tab = await context.newPage();
    await tab.goto(SELECTION);
    await widgetsReady(tab, ['fk-popup']);
    await addPopup(tab, '1502', rule);
    await expect(popupDialog(tab, '1502')).toBeVisible();
  });

  test('referrer, sources, devices, browsers and schedule rules; a broken regex fails its rule', async ({ page }) => {
    await withoutDemoPopups(page);
    await page.goto(SELECTION, { referer: 'https://www.google.ch/search?q=coffret' });
    await widgetsReady(page, ['fk-popup']);
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const rules: Record<string, Record<string, unknown>> = {
      '1601': { url: 'yes', url_url: 'google', url_action: 'show' },
      '1602': { url: 'yes', url_url: 'google', url_action: 'hide' },
      '1603': { url: 'yes', url_url: '^https://www\\.google\\.', url_action: 'regex' },
      '1604': { url: 'yes', url_url: '([', url_action: 'regex' },
      '1605': { sources: 'yes', sources_sources: ['search'] },
      '1606': { sources: 'yes', sources_sources: ['internal'] },
      '1607': { devices: 'yes', devices_devices: ['desktop'] },
      '1608': { devices: 'yes', devices_devices: ['mobile'] },
      '1609': { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] },
      '1610': { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'safari'] },
      '1611': { schedule: 'yes', schedule_timezone: 'site', schedule_start_date: '2020-01-01', schedule_end_date: '2099-12-31', schedule_server_datetime: now },
      '1612': { schedule: 'yes', schedule_timezone: 'user', schedule_start_date: '2098-01-01' },
      '1613': { logged_in: 'yes', logged_in_users: 'all' }, // hides from logged-in shoppers: a guest sees it
    };
    for (const [id, timing] of Object.entries(rules)) await addPopup(page, id, { timing, triggers: atOnce });
    await expect.poll(() => openPopups(page).then((ids) => ids.sort())).toEqual(['1601', '1603', '1605', '1607', '1609', '1611', '1613']);
  });
});
