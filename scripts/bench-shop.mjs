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
// `--switch CMD` alternates the two sides in one measure: before each run the bench runs `CMD on` or `CMD off` (a
// command of the shop's own, which turns Vitrine's plugin on or off), one run of each per round, the order swapped
// every other round (on off, off on, …), so a machine that drifts during the measure weighs on both sides alike. It
// writes shop-on.json and shop-off.json (shop-<label>-on.json… with `--label`).
//
// Pages whose path is given after `--with-item` (the cart, the checkout) are measured with `--cart`'s product in the
// cart, put there before each run through the product page's own form.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fillCart, lighthouseRun, lighthouseScores, medianScores } from './bench-lighthouse.mjs';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    label: { type: 'string' },
    switch: { type: 'string' },
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
    const filled = () => fillCart(devtoolsPort, values.base, values.cart);
    const runs = Number(values.runs);
    const measured = values.switch
      ? await alternated(devtoolsPort, urls, runs, filled)
      : { [values.label ?? 'shop']: await lighthouseScores(devtoolsPort, urls, runs, filled, values.throttling) };
    mkdirSync(results, { recursive: true });
    for (const [label, scores] of Object.entries(measured)) {
      writeFileSync(
        fileOf(label),
        JSON.stringify({ base: values.base, runs, throttling: values.throttling, alternated: !!values.switch, at: new Date().toISOString(), scores }, null, 2),
      );
      console.log(`\n${label}`);
      for (const [path, row] of Object.entries(scores)) console.log(path.padEnd(36), FIGURES.map((f) => `${f} ${show(f, row[f])}`).join('  '), row.error ?? '');
      console.log(`written ${fileOf(label)}`);
    }
  } finally {
    await browser.close();
  }
}

/** Each page run `runs` times on each side, the sides taking turns and swapping who goes first every round. */
async function alternated(devtoolsPort, urls, runs, filled) {
  const sides = ['on', 'off'];
  const each = { on: {}, off: {} };
  for (const [path, { url, withItem }] of Object.entries(urls)) {
    for (let round = 0; round < runs; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        execFileSync('sh', ['-c', `${values.switch} ${side}`], { stdio: 'ignore' });
        if (withItem) await filled();
        (each[side][path] ??= []).push(await lighthouseRun(devtoolsPort, url, withItem, values.throttling));
      }
    }
  }
  const label = (side) => (values.label ? `${values.label}-${side}` : side);
  return Object.fromEntries(
    sides.map((side) => [label(side), Object.fromEntries(Object.entries(each[side]).map(([path, runs]) => [path, medianScores(runs)]))]),
  );
}

const show = (figure, value) =>
  value == null ? '—' : figure === 'lcp' || figure === 'tbt' ? `${Math.round(value)} ms` : figure === 'cls' ? value.toFixed(3) : value;

/** Each page, Vitrine on against off: the targets are less script, no more requests, LCP no later, TBT no higher, a score no lower. */
function compare([onLabel, offLabel]) {
  const onFile = JSON.parse(readFileSync(fileOf(onLabel), 'utf8'));
  const offFile = JSON.parse(readFileSync(fileOf(offLabel), 'utf8'));
  const [on, off] = [onFile.scores, offFile.scores];
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
  // A median of a few runs hides how far apart single runs fall; TBT is the figure that spreads most.
  console.log('\nTBT over the runs, min–max');
  const spread = (runs) => `${Math.round(Math.min(...runs.map((r) => r.tbt)))}–${Math.round(Math.max(...runs.map((r) => r.tbt)))} ms`;
  for (const path of Object.keys(on)) {
    if (!off[path]) continue;
    // Run i on and run i off were made in the same round when the sides were alternated: compare them pair by pair.
    const paired = onFile.alternated && offFile.alternated && on[path].runs.length === off[path].runs.length;
    const noHigher = paired ? on[path].runs.filter((r, i) => r.tbt <= off[path].runs[i].tbt).length : null;
    console.log(
      `${path.padEnd(37)}${spread(on[path].runs)} / ${spread(off[path].runs)}${paired ? `, no higher in ${noHigher} of ${on[path].runs.length} rounds` : ''}`,
    );
  }
}

(values.compare ? Promise.resolve(compare(positionals)) : measure()).catch((error) => {
  console.error(error);
  process.exit(1);
});
