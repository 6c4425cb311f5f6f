// What the bench's page measurements share: the input observer, pages with or without Vitrine, a cart to start from.
import { readFileSync } from 'node:fs';

/** The build's manifest: each tag's files (`tags`) and default loading strategy (`loading`). */
export const MANIFEST = JSON.parse(readFileSync(new URL('../packages/storefront/dist/manifest.json', import.meta.url), 'utf8'));

/** Lighthouse's mobile preset: a Moto G Power's 412 px viewport, CPU four times slower. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const CPU_SLOWDOWN = 4;

/**
 * Before any page script: Event Timing entries (input → next paint, with when the handlers ran), the long animation
 * frames (which scripts held a frame), the first input of an interaction (`t0`), and `done(ok)`, which the "shown"
 * predicates call so the frame where the result first shows is kept (`t1`).
 */
const OBSERVE_INPUT = () => {
  const input = { events: [], frames: [], t0: null, t1: null };
  input.done = (ok) => {
    if (ok && input.t1 === null) input.t1 = performance.now();
    return ok;
  };
  window.__input = input;
  // Also sent to the bench as they come: a page whose form or link is navigating answers no evaluate until it has.
  const report = (kind, data) => window.__inputReport?.(kind, performance.timeOrigin, data);
  const describe = (node) => (node?.localName ? node.localName + (node.classList?.length ? `.${[...node.classList].join('.')}` : '') : null);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const { name, interactionId: id, startTime: start, processingStart, processingEnd, duration } = e;
        const event = { name, id, start, processingStart, processingEnd, duration, target: describe(e.target) };
        input.events.push(event);
        report('events', event);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        const scripts = f.scripts.map((s) => ({
          invoker: s.invoker,
          source: `${s.sourceURL.split('/').pop()}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
          ms: Math.round(s.duration),
          layoutMs: Math.round(s.forcedStyleAndLayoutDuration),
        }));
        const frame = { start: f.startTime, duration: f.duration, renderStart: f.renderStart, scripts };
        input.frames.push(frame);
        report('frames', frame);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    /* no Event Timing: input-to-paint stays null */
  }
  for (const type of ['pointerdown', 'keydown', 'change']) {
    addEventListener(
      type,
      (e) => {
        if (input.t0 !== null) return;
        input.t0 = e.timeStamp;
        report('t0', e.timeStamp);
      },
      { capture: true },
    );
  }
};

export const PRODUCT_MIEL = 14; // min 2, step 2, max 12: room for a burst of +
export const PRODUCT_COFFRET = 11;

/**
 * A fresh shopper: a new context, at a phone (`PHONE`, CPU slowed down) or at desktop. `reported`: what the input
 * observer has sent, each with its document's `timeOrigin`.
 */
export async function newPage(browser, base, { vitrine = true, phone = false } = {}) {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-CH', ...(phone ? PHONE : {}) });
  const page = await context.newPage();
  const reported = [];
  await page.exposeFunction('__inputReport', (kind, origin, data) => reported.push({ kind, origin, data }));
  if (phone) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVE_INPUT);
  const off = (path) => `${path + (path.includes('?') ? '&' : '?')}vitrine=off`;
  const go = (path) => page.goto(vitrine ? path : off(path));
  return { context, page, go, off, reported };
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
  const mid = Math.floor(s.length / 2);
  return !s.length ? null : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Puts `productPath`'s product in the page's cart through the shop's own link (no widget involved). */
export async function addSimpleProduct(page, base, productPath) {
  await page.goto(`${base + productPath}?vitrine=off`);
  const id = await page.locator('button[name="add-to-cart"]').first().getAttribute('value');
  await page.goto(`${base}/?add-to-cart=${id}&vitrine=off`);
}

/**
 * Waits (up to 15 s) until every Vitrine element on the page has mounted, but those loading on intent (the search),
 * which wait for the shopper to reach for them; returns every tag on the page.
 */
export async function everyWidgetReady(page) {
  const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('fk-')))]);
  const awaited = tags.filter((tag) => MANIFEST.loading[tag] !== 'intent');
  await page.waitForFunction((list) => list.every((tag) => document.querySelector(`${tag}[data-vitrine-ready]`)), awaited, { timeout: 15_000 }).catch(() => {});
  return tags;
}
