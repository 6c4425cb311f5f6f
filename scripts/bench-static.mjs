#!/usr/bin/env node
// The static demo (`pnpm demo:static`) in the bench: what a first visit downloads (every file the worker caches at
// install, raw and gzip as a host would send it) and how long until the shop shows, then a page and a store call
// answered by the worker once installed. `node scripts/bench-static.mjs [--runs N]` runs it alone (after `pnpm build`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStaticServer } from './bench-servers.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const kb = (n) => (n / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds the static demo into a scratch folder (the journeys' demo/static-dist is left alone). */
function build() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-static-bench-'));
  const run = spawnSync('pnpm', ['exec', 'tsx', 'static/build.ts', '--out', dir], { cwd: join(root, 'demo'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`static build failed: ${run.stderr || run.stdout}`);
  return dir;
}

/** Bytes by part: the worker, SQLite's WebAssembly, the storefront build, the rest (first page, theme, demo bar). */
function sizes(dir) {
  const parts = {};
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, file);
    if (!statSync(path).isFile()) continue;
    const name = relative(dir, path).split(sep).join('/');
    // Every entry page is the same first-visit page: a visitor downloads one.
    if (name.endsWith('.html') && name !== 'index.html') continue;
    const part = name === 'sw.js' ? 'worker' : name.startsWith('sqlite/') ? 'sqlite wasm' : name.startsWith('vitrine/') ? 'storefront' : 'page, theme, bar';
    const bytes = readFileSync(path);
    parts[part] ??= { files: 0, raw: 0, gzip: 0 };
    parts[part].files += 1;
    parts[part].raw += bytes.length;
    parts[part].gzip += gzipSync(bytes, { level: 6 }).length;
  }
  const total = Object.values(parts).reduce((t, p) => ({ files: t.files + p.files, raw: t.raw + p.raw, gzip: t.gzip + p.gzip }), { files: 0, raw: 0, gzip: 0 });
  return { ...parts, total };
}

/** One first visit in a new browser profile: the static host's page, the worker's install (files, seed), the shop. */
async function visit(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${base}/boutique/`);
  await page.locator('.static-demo-bar').waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - t0;
  await page.locator('fk-add-to-cart[data-vitrine-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const readyMs = Date.now() - t0;
  const t1 = Date.now();
  await page.goto(`${base}/produit/t-shirt-leman/`);
  await page.locator('.static-demo-bar').waitFor();
  const nextPageMs = Date.now() - t1;
  // A wc-ajax call answered by the store in the worker, as the widgets make them.
  const callMs = await page.evaluate(async () => {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await (await fetch('/?wc-ajax=get_variation', { method: 'POST', body: new URLSearchParams({ product_id: '21', attribute_pa_taille: 'm' }) })).text();
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[2];
  });
  await context.close();
  return { shownMs, readyMs, nextPageMs, callMs };
}

export async function measureStaticDemo(browser, runs, port = 4190) {
  const dir = build();
  const server = await startStaticServer(port, dir);
  try {
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, `http://localhost:${port}`));
    const pick = (key) => Math.round(median(visits.map((v) => v[key])));
    const result = { sizes: sizes(dir), shownMs: pick('shownMs'), readyMs: pick('readyMs'), nextPageMs: pick('nextPageMs'), callMs: pick('callMs') };
    printStaticDemo(result, runs);
    return result;
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printStaticDemo(result, runs) {
  console.log('\nstatic demo, first visit     files   raw KB   gzip KB');
  for (const [part, s] of Object.entries(result.sizes))
    console.log(`${part.padEnd(27)}${String(s.files).padStart(7)}${kb(s.raw).padStart(9)}${kb(s.gzip).padStart(10)}`);
  console.log(
    `median of ${runs}: shop shown ${result.shownMs} ms after the first request, widgets ready ${result.readyMs} ms; ` +
      `next page ${result.nextPageMs} ms; a wc-ajax call in the worker ${result.callMs} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    await measureStaticDemo(browser, runs);
  } finally {
    await browser.close();
  }
}
