// What `pnpm bench` holds the pages to. Bytes, layout shift (and, in bench-actions.mjs, request counts) in every
// run, `--quick` (CI) too; INP, a timing, in the full run only.

/** Layout shift at the phone (412 px, 4x CPU) and at desktop, summed over a load and scrolled to the end. */
export const MAX_CLS = 0.01;

/**
 * Gzip KB of JavaScript each page may fetch before it is interactive on a phone (asked for before the load event and
 * every eager widget's first mount, at 412 px with 4x CPU slowdown), the phone targets; and of all JavaScript it
 * loads with an empty cart, a regression guard a few KB above today's figures (docs/performance.md has the
 * breakdown). The runtime (React and core) is 74 KB of every figure.
 */
// The phone targets: 90 KB on pages without product widgets, 100 KB on product pages (the cart and the checkout with
// an item count as pages without: their express button waits, as the gallery and tabs do). Counted up to the eager
// widgets' first mounts: widgets in view but not eager (gallery, tabs, stars, wallet buttons) are asked for once
// those have mounted, and the messages one package shows come with its chunk, not with the runtime. Measured 89.1
// on home, shop and the cart, 96.1 on product pages (docs/performance.md).
export const BEFORE_INTERACTIVE_BUDGET_KB = { home: 90, shop: 90, 'simple product': 100, 'variable product': 100, cart: 90, checkout: 90 };
// Product pages 140 KB: 134.8 plus the demo wallet (3.7 KB), which comes once the express button is near and its
// totals are known; the desktop pass now waits for the top of the page to settle, so it is always counted.
// Product pages 140 -> 142 KB with 3-D Secure on the card form (measured 138.3 -> 140.1): the express chunk, which the
// express button brings, holds spec §4.7's confirmation shared with the card form, the card form's own and its
// one-post guard (+1.4 KB gz), and the demo wallet its bank (+0.1 KB). Splitting the card form's part into a chunk
// fetched on need saved 0.16 KB here for one more file: not kept. 142 -> 143 KB with the side cart's Store API protocol
// (+0.9 KB, measured 141.7 -> 142.6; scripts/size.mjs says why it is not a chunk of its own).
// Home, shop, cart and checkout 105 -> 106 KB with the layout widgets (104.5 -> 105.1): packages/ui's Carousel, which
// the side cart's upsells use, gained autoplay, its pause button and announced moves for the loop carousel (+0.4 KB),
// and core the device breakpoints and the Store API's GET (+0.2 KB). Widgets that load on intent (the header's
// search) are not in it: they wait for the shopper to reach for them (bench.mjs counts them apart).
// Every page +2 KB (measured 105.9 -> 107.5 and 142.6 -> 144.4) for what lets a page wait for the shopper's first
// action: the loader's `interaction` strategy and held clicks (+0.65 KB), and attribution without React, a chunk with
// its own settings reader whose shared modules now come in a file of their own (+1 KB). This demo loads its widgets
// as before; a page that asks to wait (the WordPress plugin's default) loads 7 KB of script instead, before acting.
// Home, shop, cart and checkout +0.5 KB (107.6 -> 108.0): the loader's check of a page cache's stale cart (+0.1),
// the side cart's drawer drawn ahead (opening it 144 -> 72 ms at p75 on a phone) and core's `nextPaint`.
export const PAGE_JS_BUDGET_KB = { home: 108.5, shop: 108.5, 'simple product': 145.5, 'variable product': 145.5, cart: 108.5, checkout: 108.5 };

/** INP at the 75th percentile, on a phone (412 px, 4x CPU), for each interaction: Google's "good". */
export const INP_BUDGET_MS = 200;
/**
 * And no slower than the server markup's own input plus this: less than one long task (50 ms) of work of ours at 4x
 * CPU, about 12 ms on the phone it stands for, under the 100 ms a response still feels immediate in.
 */
export const INP_TOLERANCE_MS = 50;
