// Lighthouse 12 for `pnpm bench` (full mode only): its default mobile preset (412 px, 4x CPU slowdown, simulated
// slow 4G), on the Chromium the bench already drives (through its DevTools port), for each page with Vitrine and
// with the server markup alone; the median of `runs` runs of each figure. A page `withItem` is measured with the
// cart filled by `fillCart` before each run (Lighthouse's storage reset would empty it, so it is off for that page
// and `fillCart` clears the HTTP cache itself).
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { addSimpleProduct, median } from './bench-pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = { cls: 'cumulative-layout-shift', lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', tbt: 'total-blocking-time' };

/**
 * `throttling` is Lighthouse's `throttlingMethod`: 'simulate' (its default, Lantern's model of a phone over the
 * trace of an unthrottled load) or 'devtools' (the load itself slowed: 4x CPU and slow 4G applied by the browser).
 */
export async function lighthouseScores(port, urls, runs, fillCart, throttling = 'simulate') {
  const scores = {};
  for (const [name, { url, withItem }] of Object.entries(urls)) {
    const each = [];
    for (let i = 0; i < runs; i++) {
      if (withItem) await fillCart();
      each.push(await lighthouseRun(port, url, withItem, throttling));
    }
    scores[name] = medianScores(each);
  }
  return scores;
}

/** One Lighthouse run of one page: its category scores, metrics, requests, script bytes and long tasks. */
export async function lighthouseRun(port, url, withItem, throttling = 'simulate') {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: withItem, throttlingMethod: throttling };
  const { lhr } = await lighthouse(url, flags);
  const run = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  for (const [key, audit] of Object.entries(METRICS)) run[key] = lhr.audits[audit]?.numericValue ?? null;
  run.renderBlocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url);
  // What the page made the phone fetch: requests, and script bytes as they crossed the network (compressed).
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  run.requests = requests.length;
  run.scriptKb = Math.round(requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
  // What TBT is made of: each long task Lighthouse found (simulated at 4x), by the script it is attributed to.
  run.longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
    url: item.url,
    start: Math.round(item.startTime),
    ms: Math.round(item.duration),
  }));
  if (lhr.runtimeError) run.error = lhr.runtimeError.message;
  return run;
}

/** The median of each figure over a page's runs, the runs themselves kept beside it. */
export function medianScores(each) {
  const scores = Object.fromEntries(
    [...CATEGORIES, ...Object.keys(METRICS), 'requests', 'scriptKb'].map((key) => [
      key,
      each.some((r) => r[key] == null) ? null : median(each.map((r) => r[key])),
    ]),
  );
  scores.runs = each;
  if (each.some((r) => r.error)) scores.error = each.find((r) => r.error).error;
  return scores;
}

/** Puts a product in the cart of the browser's default context, the one Lighthouse drives. */
export async function fillCart(devtoolsPort, base, productPath) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await addSimpleProduct(page, base, productPath);
    // A cold load, as Lighthouse's own storage reset would give: the cookie stays, the HTTP cache goes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects this client only; the browser stays for Lighthouse.
    await browser.close();
  }
}
