#!/usr/bin/env node
// Records what a real WooCommerce shop answers to every call Vitrine makes, as the data fixtures the contract tests
// read (packages/contract/recorded/). Point it at a shop on loopback that has the catalogue docs/real-shop.md lists:
//
//   node scripts/record-shop/main.mjs http://127.0.0.1:8061
//
// The shop's versions and plugins are read from its pages (generator tags, FunnelKit Cart's assets, #vitrine-config)
// and name the file it writes. Nothing here installs or changes the shop beyond a shopper's own cart and one order.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Shopper } from './client.mjs';
import { catalogue, sideCartFlow, storeCartFlow } from './flows.mjs';
import { pagesFlow } from './flows-pages.mjs';
import { storeApiFlow } from './flows-store-api.mjs';
import { fkcartVersion, generators, jsonScript } from './page.mjs';

const base = process.argv[2];
if (!base || !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
  console.error('usage: node scripts/record-shop/main.mjs http://127.0.0.1:PORT (a shop on loopback)');
  process.exit(2);
}

const home = await new Shopper(base, []).send('home', { method: 'GET', path: '/produit/pull-cervin/', record: false });
const versions = generators(home.text);
const fkcart = fkcartVersion(home.text);
const vitrine = jsonScript(home.text, 'vitrine-config') !== null;
if (!versions.woocommerce) throw new Error('no WooCommerce generator tag on the product page');
// With Vitrine's side cart on, FunnelKit's assets are kept off the page; its endpoints say whether it is active.
const probe = await new Shopper(base, []).send('probe', { path: '/?wc-ajax=fkcart_get_slide_cart', form: [], record: false });
const fkcartActive = typeof probe.body === 'object' && probe.body?.code === 200;
const readme = fkcartActive
  ? await new Shopper(base, []).send('readme', { method: 'GET', path: '/wp-content/plugins/cart-for-woocommerce/readme.txt', record: false })
  : null;
const fkcartRelease = fkcart ?? readme?.text.match(/^Stable tag:\s*([\d.]+)/m)?.[1] ?? null;

const cat = await catalogue(base);
const exchanges = [];
for (const flow of [storeCartFlow, sideCartFlow, storeApiFlow, pagesFlow]) await flow(base, cat, exchanges);

const recording = {
  recorded: new Date().toISOString().slice(0, 10),
  shop: {
    wordpress: versions.wordpress,
    woocommerce: versions.woocommerce,
    fkcart: fkcartActive ? (fkcartRelease ?? 'active') : null,
    vitrine,
  },
  catalogue: cat,
  exchanges,
};
const here = dirname(fileURLToPath(import.meta.url));
const file = join(
  here,
  '../../packages/contract/recorded',
  `woocommerce-${versions.woocommerce}`,
  `${fkcartActive ? 'fkcart' : 'no-fkcart'}.${vitrine ? 'vitrine' : 'no-vitrine'}.json`,
);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(recording, null, 1)}\n`);
console.log(`${exchanges.length} exchanges → ${file}`);
