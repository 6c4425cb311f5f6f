#!/usr/bin/env node
// Size budget: gzip bytes of each storefront file, classified from esbuild's metafile, and of each stylesheet.
// Fails when a budget is passed, naming the file. Run after `pnpm build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
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
  // 3 → 3.1 KB: page content can shadow `document`'s members (`<form name="getElementById">` stopped every widget),
  // so the loader reads the page through Document.prototype and finds its own tag by type and id (+60 B, after the
  // chunk tables lost their `chunks/` and `.js`, −20 B).
  // 3.1 → 3.7 KB: the `interaction` strategy, the tags whose server markup is whole until the shopper acts with the
  // clicks each widget takes, and those clicks held meanwhile (+650 B). On a page that asks for it, they stand in for
  // the runtime's 76 KB at load.
  // 3.7 → 3.8 KB: on such a page, one the shop served from its page cache for another cart loads the widgets as
  // without the wish, so the header's count is put right without an action (+114 B; the page's HTML is the price,
  // docs/performance.md: Vitrine's inline parts are what takes a checkout past the first round trip); 3.85 with one
  // query, not one per widget, for each node the page's own scripts add (+25 B).
  // 3.85 → 3.95 KB: the site first paint of the checkout and the account's pages, whose widgets wait for the
  // stylesheet it leaves out (+55 B), and a search field focused before the loader came loads its widget (+13 B).
  // Measured 3 988 B inline.
  loader: 3.95 * KB,
  'loader-inline': 3.95 * KB,
  // The loader's stand-in on those pages (src/waiting-loader.ts), in their HTML instead of the loader's 3.9 KB.
  'loader-waiting': 0.65 * KB,
  // 80 → 76 KB (the phone pass): the messages one package shows moved from core's catalogue to that package's chunk
  // (78 793 → 75 605 B).
  runtime: 76 * KB,
  'cart-buttons': 6 * KB,
  site: 6 * KB,
  // The quote form and the password toggle, apart from the menu and notices that every page mounts.
  'site-forms': 3 * KB,
  // Attribution: sourcebuster and funnel tracker rules, the checkout inputs and the dataLayer hook (5 KB).
  // 5 → 5.5 KB (the phone pass): it reads and checks the loader's notes of pages left before it ran (+250 B).
  // 5.5 → 5.75 KB: its work in steps of a task each, run at once as the page goes or its checkout is sent (+190 B,
  // 5 495 → 5 685 B).
  attribution: 5.75 * KB,
  // Side cart: drawer, items, coupons, upsells and the cart calls (React and core are in the runtime, the Drawer
  // and Carousel in ui). Quick view is its own chunk, loaded when a shopper reaches for it. keen-slider is
  // Carousel's own chunk, shared with the gallery; its budget is side cart + keen-slider ≤ 15 KB (below).
  // 9 → 9.5 KB (the phone pass): its own French, 30 messages (+510 B), came with it from the runtime.
  // 9.5 → 10.25 KB: the Store API protocol for shops without FunnelKit Cart (the reader of WooCommerce's cart answer
  // and its calls, measured 9 359 → 10 304 B, +945 B). Kept in this chunk rather than one of its own: that chunk would
  // be asked for only once this one runs, a round trip more on a phone than 945 B take to arrive.
  'side-cart': 10.25 * KB,
  'side-cart-quick-view': 4 * KB,
  'keen-slider': 8 * KB,
  // packages/ui's shared parts (Drawer, focus trap, stepper, carousel, variation picker) when several widgets use them.
  ui: 6 * KB,
  // The one lightbox (counter, zoom, fullscreen, groups): its own chunk, shared by the product gallery and
  // the links chunk, so the drawer's and carousel's pages do not carry it.
  lightbox: 2.5 * KB,
  // Popups: popups, off-canvas panels, and the watch on the builder's links. Their timing rules and triggers
  // are a chunk of their own, loaded only for a popup that can still be triggered; their budget is popups +
  // popups-arming ≤ 9 KB (below). Hash action parsing, anchors, theme_template_id and the lightbox are another,
  // fetched when the page URL asks for them or a shopper reaches for such a link. Loop filter: buttons and listing.
  popups: 6 * KB,
  'popups-arming': 4 * KB,
  'popups-links': 4 * KB,
  'loop-filter': 5 * KB,
  // Product page: the product form with its server-mode lookups; gallery, tabs, stars and product view.
  // keen-slider and the Carousel/VariationPicker come from the shared chunks above.
  'variation-form': 8 * KB,
  'product-page': 10 * KB,
  // Express checkout: the three elements, the payload and redirect rules, the sheet's events. The provider
  // code is never in it: Stripe's loader (@stripe/stripe-js/pure, ≈2 KB, which then fetches Stripe.js from Stripe),
  // Google Pay's client and the demo wallet are chunks of their own, fetched when a wallet button nears the viewport.
  // 10 KB until the card box stayed folded until the card is picked (the phone pass: it moved the checkout 90 px), 8 B over.
  // 10.25 → 10.6 KB (saved cards, measured 10 246 → 10 736 B, +490 B): saved cards in the card form, setup mode on the
  // account's pages, a refused order's messages above the form, Google Pay's reload, no wallet on order-pay pages.
  // 10.6 → 11.25 KB (the phone pass): its French and the payment messages (+543 B) came with it from the runtime.
  // 11.25 → 12.5 KB: 3-D Secure on the card form (measured 11 292 → 12 687 B, +1 395 B): spec §4.7's confirmation
  // shared with the express order (time limits, a paid intent confirmed again), the card form's confirmation of a
  // `#fkwcs-confirm-…` address, the one-post guard, nested form blocks, their French. Splitting the confirmation
  // into a chunk fetched on need was tried: esbuild then cut the shared modules into four files, 12 731 B and two
  // more requests on every checkout. 12.5 → 12.6 KB: core's config and stores now come in a file of their own, which
  // attribution shares without React, and the express files import it as well (12 803 B).
  'express-checkout': 12.6 * KB,
  'payments-stripe': 3 * KB,
  'payments-google-pay': 1.5 * KB,
  'payments-demo-wallet': 4 * KB,
  // 2.5 → 3 KB (the phone pass): the card messages' French (spec §5.5, §8.2) comes with the only chunk that shows them,
  // fetched when a card error is, rather than with the runtime (measured 2 956 B).
  // 3 → 3.25 KB: 3-D Secure's refused or interrupted challenge, for a payment and for a setup (2 973 → 3 146 B).
  'payments-card-errors': 3.25 * KB,
  'express-google-pay': 3 * KB,
  // Search: the combobox, its suggestions and the Store API call; the overlay machinery is ui's.
  search: 5 * KB,
  // One chunk per widget (a page has one or two of them, rarely all three): the loop carousel (keen-slider
  // and the Carousel come from the shared chunks above), sticky sections, share buttons (twenty networks' addresses).
  'loop-carousel': 1.5 * KB,
  sticky: 1.5 * KB,
  'share-buttons': 2.25 * KB,
  // The floating contact button with its channel rules and the floating bar; the menu cart (its list and
  // removal are the mini cart's and the fragments', its modal machinery packages/ui's).
  'contact-buttons': 3 * KB,
  'menu-cart': 1.25 * KB,
};

/** Express checkout's lazily loaded modules (provider code, demo wallet, error table, Google Pay flow), each a chunk. */
const PAYMENT_CHUNKS = {
  'payments/src/stripe-gateway': 'payments-stripe',
  'payments/src/google-pay-client': 'payments-google-pay',
  'payments/src/demo-wallet': 'payments-demo-wallet',
  'payments/src/card-errors': 'payments-card-errors',
  'express-checkout/src/google-pay': 'express-google-pay',
};

const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
const rows = [];
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  const inputs = Object.keys(output.inputs);
  const paymentChunk = inputs.map((i) => /((?:payments|express-checkout)\/src\/[a-z-]+)\.ts$/.exec(i)?.[1]).find((i) => i in PAYMENT_CHUNKS);
  let name;
  if (output.entryPoint?.endsWith('src/loader.ts')) name = 'loader';
  else if (output.entryPoint?.endsWith('widgets/popups/src/arming.ts')) name = 'popups-arming';
  else if (output.entryPoint?.endsWith('widgets/popups/src/links.ts')) name = 'popups-links';
  else if (output.entryPoint?.endsWith('chunks/site-forms.ts')) name = 'site-forms';
  else if (inputs.some((i) => i.includes('react-dom'))) name = 'runtime';
  else if (inputs.some((i) => i.includes('/keen-slider/'))) name = 'keen-slider';
  else if (paymentChunk) name = PAYMENT_CHUNKS[paymentChunk];
  else if (inputs.some((i) => /side-cart\/src\/(QuickView\.tsx|quick-view-)/.test(i)) && !inputs.some((i) => i.endsWith('quick-view-chunk.ts')))
    name = 'side-cart-quick-view';
  else if (inputs.some((i) => i.endsWith('ui/src/Lightbox.tsx'))) name = 'lightbox';
  else if (inputs.length > 0 && inputs.every((i) => i.includes('/ui/src/'))) name = 'ui';
  else {
    const widget = inputs.map((i) => /widgets\/([^/]+)\//.exec(i)?.[1]).find(Boolean);
    name = widget ?? 'shared';
  }
  const bytes = readFileSync(join(dist, '..', file));
  rows.push({ name, file: file.replace(/^dist\//, ''), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
}
// The loader as pages print it inline (build-manifest.mjs): in every page's HTML, so under the loader's budget too.
for (const [name, file] of [
  ['loader-inline', 'vitrine-inline.js'],
  ['loader-waiting', 'vitrine-waiting-inline.js'],
]) {
  const bytes = readFileSync(join(dist, file));
  rows.push({ name, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
}
const iife = readFileSync(join(dist, 'vitrine.iife.js'));
rows.push({ name: 'iife (all widgets)', file: 'vitrine.iife.js', raw: iife.length, gzip: gzipSync(iife, { level: 9 }).length });

/**
 * Stylesheets (build-styles.mjs), a little above their size when split: the first-paint one (with the
 * styles of the widgets that load at once) blocks every page's first paint; each other chunk's comes with it (the side
 * cart's and the product page's each hold packages/ui's parts); vitrine.css, everything at once, is for the IIFE build
 * and themes that link one file.
 */
const cssBudgets = {
  // The page builder's layout widgets each keep their box from the first paint (2 202 -> 2 617 B): the loop carousel's row, the
  // floating bar's place and look (it is the server's markup, shown before its chunk), the contact button's corner,
  // the menu cart's icon. Under slow 4G a render-blocking file costs its round trip, not its 0.4 KB (docs/performance.md).
  // The chunks' custom property defaults moved here (2 617 -> 2 906 B): a `:root` rule in a chunk's stylesheet made the
  // browser recompute every element's style as it applied (build-styles.mjs, takeRootRules).
  'css:first-paint': 3 * KB,
  // The checkout's and the account's pages: each tag's box and the room kept for what widgets render (932 B).
  'css:first-paint-site': 1 * KB,
  // What that one leaves out, linked with the first widget there (2 301 B).
  'css:common': 2.5 * KB,
  // Everything at once (the IIFE build): the page builder's seven layout widgets added 1.3 KB.
  'css:all': 7.25 * KB,
  // Popups and product page: + the shared lightbox's 0.3 KB.
  'css:popups': 1.5 * KB,
  'css:side-cart': 2.5 * KB,
  'css:product-page': 2.25 * KB,
  'css:express-checkout': 0.75 * KB,
  // The suggestions list and the phone's panel, with packages/ui's parts (the spinner).
  'css:search': 1.75 * KB,
  'css:loop-carousel': 1.5 * KB,
  'css:sticky': 0.25 * KB,
  'css:contact-buttons': 0.75 * KB,
  'css:menu-cart': 0.75 * KB,
};
Object.assign(budgets, cssBudgets);
const stylesheets = [
  ['css:first-paint', 'vitrine-first-paint.css'],
  ['css:first-paint-site', 'vitrine-first-paint-site.css'],
  ['css:all', 'vitrine.css'],
  ...readdirSync(join(dist, 'chunks'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`css:${file.replace(/-[0-9A-F]{8}\.css$/, '')}`, `chunks/${file}`]),
];
for (const [name, file] of stylesheets) {
  if (!existsSync(join(dist, file))) continue;
  const bytes = readFileSync(join(dist, file));
  rows.push({ name, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
}

let failed = false;
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('part', 20)}${pad('file', 34)}${pad('raw', 10)}${pad('gzip', 10)}budget`);
// A part split into several chunks (code shared with one of its lazy chunks) is judged on their sum.
const partBytes = {};
const overFiles = [];
for (const row of rows) partBytes[row.name] = (partBytes[row.name] ?? 0) + row.gzip;
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  const budget = budgets[row.name];
  const over = budget !== undefined && partBytes[row.name] > budget;
  failed ||= over;
  if (over) overFiles.push(`${row.file} (${row.name}: ${partBytes[row.name]} B gzip, budget ${budget} B)`);
  const whole = partBytes[row.name] === row.gzip ? '' : ` (part: ${partBytes[row.name]})`;
  const verdict = budget === undefined ? '' : `${(budget / KB).toFixed(1)} KB ${over ? 'OVER' : 'ok'}${whole}`;
  console.log(`${pad(row.name, 20)}${pad(row.file, 34)}${pad(row.raw, 10)}${pad(row.gzip, 10)}${verdict}`);
}
/** Budgets on parts loaded together: [label, parts, bytes]. */
const together = [
  // 15 KB when first set; 15.5 since its French (+510 B) moved out of the runtime every page loads (the phone pass);
  // 16.25 with the Store API protocol (+945 B, above); 16.35 with the drawer drawn ahead while closed (+52 B), which
  // took opening it from 144 to 72 ms at p75 on a phone.
  ['side cart with its carousel', ['side-cart', 'keen-slider'], 16.35 * KB],
  // 9 KB when first set; +0.5 KB since for the url rule's guard against slow patterns (the first outside review), an Escape
  // pressed while the links chunk downloads (the first outside review) and Elementor's showPopup API for themes' scripts.
  ['popups with their triggers', ['popups', 'popups-arming'], 9.5 * KB],
];
for (const [label, parts, budget] of together) {
  const sum = parts.reduce((total, part) => total + (partBytes[part] ?? 0), 0);
  const over = sum > budget;
  failed ||= over;
  if (over) overFiles.push(`${label} (${sum} B gzip, budget ${budget} B)`);
  console.log(`${pad(label, 54)}${pad(sum, 10)}${(budget / KB).toFixed(1)} KB ${over ? 'OVER' : 'ok'}`);
}
for (const name of Object.keys(budgets)) {
  if (!rows.some((r) => r.name === name)) {
    console.error(`No output found for budgeted part "${name}".`);
    failed = true;
  }
}
if (failed) {
  console.error(`Size budget exceeded${overFiles.length ? `: ${overFiles.join('; ')}` : ''}.`);
  process.exit(1);
}
console.log('All size budgets met.');
