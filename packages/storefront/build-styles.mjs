// Writes the stylesheets after the ESM build: the first-paint stylesheet every page links (dist/vitrine-first-paint.css,
// with the styles of the widgets that load at once), one file per other style part (dist/chunks/<part>-<HASH>.css:
// what a widget chunk renders, linked by the loader with the chunk), and dist/vitrine.css, everything at once, for the
// IIFE build and themes that link one stylesheet. The
// sources live with their code (widgets/*/src/*.css, packages/ui/src/ui.css); see the README, "Styles".
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const dist = join(here, 'dist');
// The esbuild tsup builds with (not a dependency of this package of its own).
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

export const FIRST_PAINT = 'vitrine-first-paint.css';
export const ALL = 'vitrine.css';

/** Each style part and its sources, in cascade order. A part used by several chunks (ui) is fetched once. */
export const PARTS = {
  ui: ['packages/ui/src/ui.css'],
  'cart-buttons': ['widgets/cart-buttons/src/cart-buttons.css'],
  site: ['widgets/site/src/site.css'],
  popups: ['widgets/popups/src/popups.css'],
  'loop-filter': ['widgets/loop-filter/src/loop-filter.css'],
  'side-cart': [
    'widgets/side-cart/src/side-cart.css',
    'widgets/side-cart/src/cart-summary.css',
    'widgets/side-cart/src/cart-toggle.css',
    'widgets/side-cart/src/quick-view.css',
  ],
  'variation-form': ['widgets/variation-form/src/variation-form.css'],
  'product-page': ['widgets/product-page/src/product-page.css'],
  'express-checkout': ['widgets/express-checkout/src/express-checkout.css'],
};

/**
 * Parts bundled into the first-paint stylesheet: the chunks a tag loads at once by default (src/loading.ts: add
 * buttons, menu and notices, filters, the product form) mount right after the first paint, so a stylesheet of their
 * own would only hold each back by a request, and its link would hold the page's load event (1.0 KB gzip together).
 */
export const FIRST_PAINT_PARTS = ['cart-buttons', 'site', 'loop-filter', 'variation-form'];

/** The parts each chunk (src/chunks/<name>.ts) renders with, shared parts first. Attribution renders nothing. */
export const CHUNK_STYLES = {
  'cart-buttons': [],
  site: [],
  attribution: [],
  'side-cart': ['ui', 'side-cart'],
  popups: ['popups'],
  'loop-filter': [],
  'variation-form': [],
  'product-page': ['ui', 'product-page'],
  'express-checkout': ['express-checkout'],
};

const minify = (css) => esbuild.transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code;
const read = (files) => files.map((file) => readFileSync(join(repo, file), 'utf8')).join('\n');
/** Like esbuild's chunk names: the content's hash, so a file can be cached for good under its name. */
const hashed = (name, css) => `chunks/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;

/** Writes every stylesheet; returns each chunk's files (relative to dist/) and the two page-level names. */
export function writeStyles() {
  const parts = {};
  const firstPaint = minify(
    [readFileSync(join(here, 'src/first-paint.css'), 'utf8'), ...FIRST_PAINT_PARTS.map((name) => read(PARTS[name]))].join('\n'),
  );
  writeFileSync(join(dist, FIRST_PAINT), firstPaint);
  const all = [firstPaint];
  for (const [name, sources] of Object.entries(PARTS)) {
    if (FIRST_PAINT_PARTS.includes(name)) continue;
    const css = minify(read(sources));
    parts[name] = hashed(name, css);
    writeFileSync(join(dist, parts[name]), css);
    all.push(css);
  }
  // The loader reads this property: with the whole stylesheet linked, it links no widget stylesheet again.
  all.push(':root{--vitrine-stylesheet:all}\n');
  writeFileSync(join(dist, ALL), all.join(''));
  const chunks = Object.fromEntries(Object.entries(CHUNK_STYLES).map(([chunk, names]) => [chunk, names.map((name) => parts[name])]));
  return { firstPaint: FIRST_PAINT, all: ALL, parts, chunks };
}
