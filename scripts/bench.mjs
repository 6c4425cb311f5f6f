#!/usr/bin/env node
// `pnpm bench`: starts the demo store, drives Chromium over the main pages with Vitrine on and off, and
// prints bytes, requests, readiness, long tasks, layout shift and interaction timings; writes JSON.
// `--quick` (CI): fewer runs; exits non-zero only on byte budgets, request counts and layout shift.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const quick = process.argv.includes('--quick');
const runs = quick ? 1 : 3;
const port = Number(process.env.BENCH_PORT ?? 4180);
const base = `http://localhost:${port}`;
const root = new URL('..', import.meta.url).pathname;

const PAGES = {
  home: '/',
  shop: '/boutique/',
  'simple product': '/produit/coffret-artisans-du-jura/',
  'variable product': '/produit/t-shirt-leman/',
  cart: '/?page_id=7',
  checkout: '/checkout/',
};
/** Gzip bytes of JavaScript a page may load with an empty cart. */
const PAGE_JS_BUDGET = 110 * 1024;

async function startStore() {
  const db = join(tmpdir(), `vitrine-bench-${port}.sqlite`);
  const child = spawn('pnpm', ['exec', 'tsx', 'server/main.ts', '--port', String(port), '--db', db, '--reset', '--test-mode'], {
    cwd: join(root, 'demo'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('demo store did not start')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Vitrine demo store on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`demo store exited (${code})`)));
  });
  return child;
}

function classify(url) {
  const u = new URL(url);
  if (u.origin !== base) return 'third party';
  return 'vitrine';
}

/** Installs observers before any page script: long tasks, layout shifts. */
const OBSERVE = () => {
  const w = window;
  w.__bench = { longTasks: 0, cls: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longTasks += e.duration;
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) w.__bench.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* an older browser: the figures stay 0 */
  }
};

async function measurePage(browser, path, vitrine) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const scripts = [];
  const ajax = [];
  const readScript = async (response) => {
    const url = response.url();
    if (new URL(url).searchParams.get('wc-ajax')) ajax.push(new URL(url).searchParams.get('wc-ajax'));
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, runtime: body.includes('react-dom') || body.includes('__reactContainer') });
    } catch {
      /* a script with no body */
    }
  };
  const bodies = [];
  page.on('response', (response) => bodies.push(readScript(response)));
  const url = base + path + (vitrine ? '' : (path.includes('?') ? '&' : '?') + 'vitrine=off');
  await page.goto(url, { waitUntil: 'load' });
  const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('fk-')))]);
  if (vitrine) {
    await page.waitForFunction((count) => document.querySelectorAll('[data-vitrine-ready]').length >= count, tags.length, { timeout: 15_000 }).catch(() => {});
  }
  await page.waitForTimeout(1000);
  await Promise.all(bodies);
  const figures = await page.evaluate(() => {
    const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('vitrine:ready:'));
    return {
      readyMs: marks.length ? Math.max(...marks.map((m) => m.startTime)) : null,
      longTaskMs: window.__bench.longTasks,
      cls: window.__bench.cls,
      loadMs: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    };
  });
  await context.close();
  const sum = (f) => scripts.filter(f).reduce((n, s) => n + s.gzip, 0);
  return {
    tags,
    jsGzip: sum(() => true),
    vitrineGzip: sum((s) => classify(s.url) === 'vitrine' && !s.runtime),
    runtimeGzip: sum((s) => classify(s.url) === 'vitrine' && s.runtime),
    thirdPartyGzip: sum((s) => classify(s.url) === 'third party'),
    scripts: scripts.length,
    ajax,
    ...figures,
  };
}

async function cartRequests(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const count = async (action) => {
    const seen = [];
    const listener = (request) => {
      const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
      if (endpoint) seen.push(endpoint);
    };
    page.on('request', listener);
    await action();
    await page.waitForTimeout(1200);
    page.off('request', listener);
    return seen;
  };
  const empty = await count(() => page.goto(base + '/boutique/'));
  const stalePage = await (await page.request.get(base + '/boutique/')).text();
  await page.request.get(base + '/?add-to-cart=11');
  const known = await count(() => page.goto(base + '/boutique/'));
  // A page cache serving yesterday's copy: its printed cart no longer matches the cookie.
  await page.route(base + '/boutique/', (route) => route.fulfill({ body: stalePage, contentType: 'text/html; charset=utf-8' }));
  await page.evaluate(() => sessionStorage.clear());
  const stale = await count(() => page.goto(base + '/boutique/'));
  await context.close();
  return { empty, known, stale };
}

async function rapidListingAdds(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + '/boutique/');
  // The side cart opening after an add would cover the listing; this measures the listing alone.
  await page.request.post(base + '/__test/settings', { data: { should_open_cart: 'no' } });
  await page.reload();
  await page.waitForSelector('fk-add-to-cart[data-vitrine-ready]');
  const seen = [];
  page.on('request', (r) => {
    const e = new URL(r.url()).searchParams.get('wc-ajax');
    if (e) seen.push(e);
  });
  const buttons = page.locator('li.product a.ajax_add_to_cart');
  const started = Date.now();
  for (let i = 0; i < 3; i++) await buttons.nth(i).click();
  await page.waitForFunction(() => document.querySelectorAll('li.product a.ajax_add_to_cart.added').length >= 3, null, { timeout: 20_000 });
  const ms = Date.now() - started;
  await context.close();
  return { requests: seen.filter((e) => e === 'add_to_cart').length, ms };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

async function main() {
  const store = await startStore();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const failures = [];
  const result = { when: new Date().toISOString(), quick, runs, pages: {}, requests: {}, actions: {} };
  try {
    for (const [name, path] of Object.entries(PAGES)) {
      const on = [];
      const off = [];
      for (let i = 0; i < runs; i++) {
        on.push(await measurePage(browser, path, true));
        off.push(await measurePage(browser, path, false));
      }
      const row = {
        tags: on[0].tags,
        jsGzip: on[0].jsGzip,
        vitrineGzip: on[0].vitrineGzip,
        runtimeGzip: on[0].runtimeGzip,
        thirdPartyGzip: on[0].thirdPartyGzip,
        loadAjax: on[0].ajax,
        readyMs: median(on.map((r) => r.readyMs)),
        longTaskMs: median(on.map((r) => r.longTaskMs)),
        cls: Math.max(...on.map((r) => r.cls)),
        loadMs: median(on.map((r) => r.loadMs)),
        baselineLoadMs: median(off.map((r) => r.loadMs)),
        baselineCls: Math.max(...off.map((r) => r.cls)),
      };
      row.loadRatio = row.baselineLoadMs ? +(row.loadMs / row.baselineLoadMs).toFixed(2) : null;
      result.pages[name] = row;
      if (row.jsGzip > PAGE_JS_BUDGET) failures.push(`${name}: ${row.jsGzip} B of JavaScript (budget ${PAGE_JS_BUDGET})`);
      if (row.cls > row.baselineCls + 0.001) failures.push(`${name}: layout shift ${row.cls.toFixed(4)} caused by widgets`);
      // The side cart refreshes on the cart page by design (spec §4.11); every other page must ask nothing.
      if (row.loadAjax.length && path !== PAGES.cart) failures.push(`${name}: ${row.loadAjax.length} cart request(s) on load with an empty cart`);
    }
    result.requests = await cartRequests(browser);
    if (result.requests.empty.length !== 0) failures.push(`empty cart: ${result.requests.empty.length} requests on load`);
    if (result.requests.known.length !== 0) failures.push(`known cart: ${result.requests.known.length} requests on load`);
    if (result.requests.stale.length !== 1) failures.push(`stale cart: ${result.requests.stale.length} requests on load (expected 1)`);
    result.actions.threeListingAdds = await rapidListingAdds(browser);
    if (result.actions.threeListingAdds.requests !== 3) failures.push(`three listing adds sent ${result.actions.threeListingAdds.requests} requests`);
  } finally {
    await browser.close();
    store.kill();
  }

  const kb = (n) => (n / 1024).toFixed(1);
  console.log('\npage               JS gz KB  vitrine  runtime  3rd   ready ms  long ms  CLS     load ms  ratio  tags');
  for (const [name, r] of Object.entries(result.pages)) {
    console.log(
      `${name.padEnd(19)}${kb(r.jsGzip).padStart(8)}${kb(r.vitrineGzip).padStart(9)}${kb(r.runtimeGzip).padStart(9)}${kb(r.thirdPartyGzip).padStart(6)}` +
        `${String(Math.round(r.readyMs ?? 0)).padStart(10)}${String(Math.round(r.longTaskMs)).padStart(9)}  ${r.cls.toFixed(3)}${String(Math.round(r.loadMs ?? 0)).padStart(10)}${String(r.loadRatio).padStart(7)}  ${r.tags.join(' ')}`,
    );
  }
  const q = result.requests;
  console.log(`\ncart requests on load: empty ${q.empty.length}, known ${q.known.length}, stale ${q.stale.length} (${q.stale.join(', ')})`);
  console.log(`three rapid listing adds: ${result.actions.threeListingAdds.requests} requests, ${result.actions.threeListingAdds.ms} ms`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(root, 'bench-results', quick ? 'bench-quick.json' : 'bench.json');
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`\nwritten ${file}`);
  if (failures.length) {
    console.error(`\nBench budgets failed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Bench budgets met (bytes, requests, layout shift). Timings are informative only.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
