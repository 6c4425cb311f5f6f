import { expect, type Page } from '@playwright/test';

/** Helpers shared by the popup, off-canvas and hash action journeys (popups*.spec.ts, loop-filter.spec.ts). */

export const SELECTION = '/selection/';
export const POPUPS = { welcome: '1201', exit: '1202', quote: '1203' } as const;
export const MENU_PANEL_ID = 'c0ffee1';

/** `#elementor-action:action=NAME&settings=BASE64(JSON)`, as the page builder prints it. */
export const hashAction = (action: string, settings?: unknown): string =>
  `#elementor-action:action=${action}${settings === undefined ? '' : `&settings=${Buffer.from(JSON.stringify(settings), 'utf8').toString('base64')}`}`;

/**
 * Marks the demo's own popups "do not show again" before the page loads (the visitor's storage, as Elementor keeps
 * it), for journeys about something else: a welcome popup on page load would make the page inert.
 */
export async function withoutDemoPopups(page: Page, ids: string[] = [POPUPS.welcome, POPUPS.exit]): Promise<void> {
  await page.addInitScript((disabled) => {
    if (sessionStorage.getItem('fk-test-storage-set')) return;
    sessionStorage.setItem('fk-test-storage-set', '1');
    const bag = Object.fromEntries(disabled.map((id) => [`popup_${id}_disable`, true]));
    localStorage.setItem('elementor', JSON.stringify({ ...bag, __expiration: {} }));
  }, ids);
}

/** The popup's dialog element (rendered at the end of <body>). */
export const popupRoot = (page: Page, id: string) => page.locator(`[data-fk-popup-id="${id}"]`);
export const popupDialog = (page: Page, id: string) => popupRoot(page, id).getByRole('dialog');

/**
 * Appends markup to an element of the loaded page in one piece, as if the server had printed it there. It goes
 * through the DevTools protocol: the demo requires Trusted Types (demo/server/http/csp.ts), so `innerHTML = string` from
 * a test's page script would be refused.
 */
export async function insertMarkup(page: Page, parentSelector: string, markup: string): Promise<void> {
  const slot = `fk-test-slot-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ parentSelector, slot }) => {
      const placeholder = document.createElement('div');
      placeholder.id = slot;
      document.querySelector(parentSelector)!.append(placeholder);
    },
    { parentSelector, slot },
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#${slot}` });
    await cdp.send('DOM.setOuterHTML', { nodeId, outerHTML: markup });
  } finally {
    await cdp.detach();
  }
}

/**
 * Adds a popup to the loaded page, as a theme would print one: the loader defines it on sight, then its rules and
 * triggers run. Returns once the element has mounted and its triggers, if any, listen.
 */
export async function addPopup(
  page: Page,
  id: string,
  settings: Record<string, unknown>,
  content = `<h2>Popup ${id}</h2><p><a href="/boutique/">Boutique</a></p>`,
) {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  await insertMarkup(
    page,
    '.fk-demo-overlays',
    `<fk-popup popup-id="${attribute(id)}" settings="${attribute(JSON.stringify(settings))}">${content}</fk-popup>`,
  );
  await expect(page.locator(`fk-popup[popup-id="${id}"][data-vitrine-ready]`)).toBeAttached();
  // Its triggers load in a chunk of their own: a click or scroll before they listen would not count.
  if (settings.triggers && Object.keys(settings.triggers).length) await expect(page.locator(`fk-popup[popup-id="${id}"][data-fk-armed]`)).toBeAttached();
}

/** Adds a link to the page's content (what a page author would print). */
export async function addLink(page: Page, id: string, href: string, text = id) {
  await page.evaluate(
    ({ id, href, text }) => {
      const link = document.createElement('a');
      link.id = id;
      link.href = href;
      link.textContent = text;
      document.querySelector('#main')!.prepend(link);
    },
    { id, href, text },
  );
}

/** The visitor's `elementor` object in localStorage. */
export const storedElementor = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>);

/** Ids of the popups open right now. */
export const openPopups = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-fk-popup-id]')].filter((el) => !el.hidden).map((el) => el.dataset.fkPopupId ?? ''));

/** The page behind a modal dialog is inert (the page's main content sits inside an inert ancestor). */
export const pageIsInert = (page: Page): Promise<boolean> => page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
