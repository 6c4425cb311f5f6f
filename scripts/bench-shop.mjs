#!/usr/bin/env node
// `pnpm bench:shop`: Lighthouse 12's mobile preset (412 px, 4x CPU slowdown, simulated slow 4G) over the pages of a
// running WooCommerce shop, to compare the same shop with Vitrine's plugin on and off (switched between two runs by
// whoever runs the shop). The median of each figure over `--runs` runs, written to bench-results/shop-<label>.json.
//
//   node scripts/bench-shop.mjs --base http://127.0.0.1:8068 --label on --cart /produit/x/ /boutique/ /produit/x/ /panier/
//   node scripts/bench-shop.mjs --compare on off
//
// `--throttling devtools` slows the load itself (4x CPU, slow 4G) instead of Lighthouse's simulation: what a figure
// from the simulation becomes on a load that really ran that slowly.
//
// Pages whose path is given after `--with-item` (the cart, the checkout) are measured with `--cart`'s product in the
// cart, put there before each run through the product page's own form.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fillCart, lighthouseScores } from './bench-lighthouse.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    label: { type: 'string', default: 'shop' },
    runs: { type: 'string', default: '5' },
    cart: { type: 'string' },
    'with-item': { type: 'string', multiple: true, default: [] },
    throttling: { type: 'string', default: 'simulate' },
    compare: { type: 'boolean', default: false },
  },
});
const results = join(new URL('..', import.meta.url).pathname, 'bench-results');
const fileOf = (label) => join(results, `shop-${label}.json`);
const FIGURES = ['performance', 'lcp', 'tbt', 'cls', 'scriptKb', 'requests'];

async function measure() {
  if (!values.base) throw new Error('--base URL of the running shop is required');
  const devtoolsPort = 9333;
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, `--remote-debugging-port=${devtoolsPort}`] });
  try {
    const urls = {};
    for (const path of positionals) urls[path] = { url: values.base + path, withItem: values['with-item'].includes(path) };
    if (Object.values(urls).some((u) => u.withItem) && !values.cart) throw new Error('--cart /product-path/ is needed for --with-item pages');
    const scores = await lighthouseScores(devtoolsPort, urls, Number(values.runs), () => fillCart(devtoolsPort, values.base, values.cart), values.throttling);
    mkdirSync(results, { recursive: true });
    writeFileSync(
      fileOf(values.label),
      JSON.stringify({ base: values.base, runs: Number(values.runs), throttling: values.throttling, at: new Date().toISOString(), scores }, null, 2),
    );
    for (const [path, row] of Object.entries(scores)) console.log(path.padEnd(36), FIGURES.map((f) => `${f} ${show(f, row[f])}`).join('  '), row.error ?? '');
    console.log(`written ${fileOf(values.label)}`);
  } finally {
    await browser.close();
  }
}

const show = (figure, value) =>
  value == null ? '—' : figure === 'lcp' || figure === 'tbt' ? `${Math.round(value)} ms` : figure === 'cls' ? value.toFixed(3) : value;

/** Each page, Vitrine on against off: the targets are less script, no more requests, LCP no later, TBT no higher, a score no lower. */
function compare([onLabel, offLabel]) {
  const on = JSON.parse(readFileSync(fileOf(onLabel), 'utf8')).scores;
  const off = JSON.parse(readFileSync(fileOf(offLabel), 'utf8')).scores;
  const wins = {
    performance: (a, b) => a >= b,
    lcp: (a, b) => a <= b,
    tbt: (a, b) => a <= b,
    cls: (a, b) => a <= b + 0.001,
    scriptKb: (a, b) => a < b,
    requests: (a, b) => a <= b,
  };
  console.log(`page                                 ${FIGURES.map((f) => f.padEnd(22)).join('')}`);
  let lost = 0;
  for (const path of Object.keys(on)) {
    const cells = FIGURES.map((f) => {
      const ok = on[path][f] != null && off[path]?.[f] != null && wins[f](on[path][f], off[path][f]);
      if (!ok) lost++;
      return `${show(f, on[path][f])} / ${show(f, off[path]?.[f])}${ok ? '' : ' ✗'}`.padEnd(22);
    });
    console.log(path.padEnd(37) + cells.join(''));
  }
  console.log(lost ? `\n${lost} figure(s) where ${onLabel} does not win` : `\n${onLabel} wins every figure`);
}

(values.compare ? Promise.resolve(compare(positionals)) : measure()).catch((error) => {
  console.error(error);
  process.exit(1);
});
