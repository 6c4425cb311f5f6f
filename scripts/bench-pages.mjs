// What the bench's page measurements share: the input observer, pages with or without Vitrine, a cart to start from.

/**
 * Before any page script: Event Timing entries (input → next paint), the first input of an interaction (`t0`), and
 * `done(ok)`, which the "shown" predicates call so the frame where the result first shows is kept (`t1`).
 */
const OBSERVE_INPUT = () => {
  const input = { events: [], t0: null, t1: null };
  input.done = (ok) => {
    if (ok && input.t1 === null) input.t1 = performance.now();
    return ok;
  };
  window.__input = input;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) input.events.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* no Event Timing: input-to-paint stays null */
  }
  for (const type of ['pointerdown', 'keydown', 'change']) {
    addEventListener(
      type,
      (e) => {
        if (input.t0 === null) input.t0 = e.timeStamp;
      },
      { capture: true },
    );
  }
};

export const PRODUCT_MIEL = 14; // min 2, step 2, max 12: room for a burst of +
export const PRODUCT_COFFRET = 11;

export async function newPage(browser, base, { vitrine = true } = {}) {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-CH' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_INPUT);
  const off = (path) => `${path + (path.includes('?') ? '&' : '?')}vitrine=off`;
  const go = (path) => page.goto(vitrine ? path : off(path));
  return { context, page, go, off };
}

/** A cart already holding `productId` (and the drawer not opening after adds, so listings stay reachable). */
export async function withCart(page, productId, quantity = 1) {
  await page.goto('/?vitrine=off');
  await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } });
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity) } });
}

export const readyTags = (page, tags) =>
  Promise.all(tags.map((tag) => page.waitForSelector(`${tag}[data-vitrine-ready]`, { state: 'attached', timeout: 20_000 })));

/** Requests to one wc-ajax endpoint, each as its body (`byBody`) or its URL. */
export function countAjax(page, endpoint, byBody = false) {
  const seen = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) seen.push(byBody ? request.postData() : request.url());
  });
  return seen;
}

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

/** Puts `productPath`'s product in the page's cart through the shop's own link (no widget involved). */
export async function addSimpleProduct(page, base, productPath) {
  await page.goto(`${base + productPath}?vitrine=off`);
  const id = await page.locator('button[name="add-to-cart"]').first().getAttribute('value');
  await page.goto(`${base}/?add-to-cart=${id}&vitrine=off`);
}

/** Waits (up to 15 s) until every Vitrine element on the page has mounted; returns their tags. */
export async function everyWidgetReady(page) {
  const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('fk-')))]);
  await page.waitForFunction((list) => list.every((tag) => document.querySelector(`${tag}[data-vitrine-ready]`)), tags, { timeout: 15_000 }).catch(() => {});
  return tags;
}
