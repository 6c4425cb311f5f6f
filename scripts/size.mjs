#!/usr/bin/env node
// Size budget: gzip bytes of each storefront file, classified from esbuild's metafile. Fails when a
// budget is passed. Run after `pnpm build`.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/storefront/dist/', import.meta.url).pathname;
const metafilePath = join(dist, 'metafile-esm.json');
if (!existsSync(metafilePath)) {
  console.error('No build found: run `pnpm build` first.');
  process.exit(1);
}
const KB = 1024;
/** Budgets in gzip bytes; `runtime` is the shared chunk holding React and core. */
const budgets = {
  loader: 3 * KB,
  runtime: 80 * KB,
  'cart-buttons': 6 * KB,
  site: 6 * KB,
};

const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
const rows = [];
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  const inputs = Object.keys(output.inputs);
  let name;
  if (output.entryPoint?.endsWith('src/loader.ts')) name = 'loader';
  else if (inputs.some((i) => i.includes('react-dom'))) name = 'runtime';
  else {
    const widget = inputs.map((i) => /widgets\/([^/]+)\//.exec(i)?.[1]).find(Boolean);
    name = widget ?? 'shared';
  }
  const bytes = readFileSync(join(dist, '..', file));
  rows.push({ name, file: file.replace(/^dist\//, ''), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
}
const iife = readFileSync(join(dist, 'vitrine.iife.js'));
rows.push({ name: 'iife (all widgets)', file: 'vitrine.iife.js', raw: iife.length, gzip: gzipSync(iife, { level: 9 }).length });

let failed = false;
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('part', 20)}${pad('file', 34)}${pad('raw', 10)}${pad('gzip', 10)}budget`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  const budget = budgets[row.name];
  const over = budget !== undefined && row.gzip > budget;
  failed ||= over;
  const verdict = budget === undefined ? '' : `${(budget / KB).toFixed(1)} KB ${over ? 'OVER' : 'ok'}`;
  console.log(`${pad(row.name, 20)}${pad(row.file, 34)}${pad(row.raw, 10)}${pad(row.gzip, 10)}${verdict}`);
}
for (const name of Object.keys(budgets)) {
  if (!rows.some((r) => r.name === name)) {
    console.error(`No output found for budgeted part "${name}".`);
    failed = true;
  }
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
console.log('All size budgets met.');
