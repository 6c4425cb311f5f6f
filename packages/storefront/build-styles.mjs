// Writes the stylesheets after the ESM build: the first-paint stylesheet every page links (dist/vitrine-first-paint.css,
// with the styles of the widgets that load at once and every chunk's custom property defaults), one file per other
// chunk (dist/chunks/<chunk>-<HASH>.css: what its widgets render, linked by the loader with the chunk), and
// dist/vitrine.css, everything at once, for the IIFE build and themes that link one stylesheet. The sources live with
// their code (widgets/*/src/*.css, packages/ui/src/ui.css); see the README, "Styles".
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
/**
 * The first paint of pages that show no product (the WordPress plugin prints it on the checkout and the account's
 * pages): src/first-paint.css alone. What widgets need once they run (src/shared.css, FIRST_PAINT_PARTS, every
 * chunk's custom property defaults) and the product pages' and listings' tags (src/first-paint-catalog.css) are in
 * COMMON there, which the loader links with the first widget that renders. Those pages' HTML is
 * large already, and a document past the 14.6 KB of a new connection's first round trip costs a slow phone a round
 * trip before its first paint (docs/performance.md). It sets `--vitrine-first-paint: site`, which the loader reads.
 */
export const FIRST_PAINT_SITE = 'vitrine-first-paint-site.css';
/** `chunks/common-<hash>.css`: see FIRST_PAINT_SITE. */
export const COMMON = 'common';
export const ALL = 'vitrine.css';

/** Each style part and its sources, in cascade order. */
export const PARTS = {
  ui: ['packages/ui/src/ui.css'],
  lightbox: ['packages/ui/src/lightbox.css'],
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
  search: ['widgets/search/src/search.css'],
  'loop-carousel': ['widgets/loop-carousel/src/loop-carousel.css'],
  sticky: ['widgets/sticky/src/sticky.css'],
  'contact-buttons': ['widgets/contact-buttons/src/contact-buttons.css'],
  'menu-cart': ['widgets/menu-cart/src/menu-cart.css'],
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
  'site-forms': [],
  attribution: [],
  'side-cart': ['ui', 'side-cart'],
  popups: ['popups', 'lightbox'],
  'loop-filter': [],
  'variation-form': [],
  'product-page': ['ui', 'lightbox', 'product-page'],
  'express-checkout': ['express-checkout'],
  search: ['ui', 'search'],
  'loop-carousel': ['ui', 'loop-carousel'],
  sticky: ['sticky'],
  'share-buttons': [],
  'lazy-bg': [],
  'contact-buttons': ['contact-buttons'],
  'menu-cart': ['menu-cart'],
};

const minify = (css) => esbuild.transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code;
const read = (files) => files.map((file) => readFileSync(join(repo, file), 'utf8')).join('\n');

/**
 * Takes a minified stylesheet's top-level `:root{…}` rules (the custom properties' defaults) out of it. A chunk's
 * stylesheet keeps none: a `:root` rule arriving after the first paint makes the browser recompute every element's
 * style (its selector names no class or tag to narrow the change to), 23–44 ms a stylesheet on a product page at 4×
 * CPU slowdown (docs/performance.md, sixth pass); the defaults go in the first-paint stylesheet instead. Throws on a
 * `:root` rule it cannot move as it is: nested (in `@media`), grouped with other selectors, or setting more than custom
 * properties (which would change the first paint).
 */
export function takeRootRules(css) {
  const properties = [];
  let rest = '';
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    if (depth === 0 && css.startsWith(':root{', i)) {
      const end = css.indexOf('}', i);
      const declarations = css.slice(i + ':root{'.length, end).split(';');
      for (const declaration of declarations.filter(Boolean)) {
        if (!declaration.startsWith('--')) throw new Error(`A chunk's :root rule sets more than custom properties: ${declaration}`);
        properties.push(declaration);
      }
      i = end;
      continue;
    }
    if (css[i] === '{') depth++;
    else if (css[i] === '}') depth--;
    rest += css[i];
  }
  if (rest.includes(':root')) throw new Error('A chunk stylesheet has a :root rule that cannot move to the first paint (nested or grouped)');
  return { properties, rest };
}

/** One `:root` rule of every default, each property once; the same property with two defaults is an error. */
function rootRule(properties) {
  const byName = new Map();
  for (const declaration of properties) {
    const name = declaration.slice(0, declaration.indexOf(':'));
    if (byName.has(name) && byName.get(name) !== declaration) throw new Error(`Two defaults for ${name}: ${byName.get(name)}, ${declaration}`);
    byName.set(name, declaration);
  }
  return byName.size ? `:root{${[...byName.values()].join(';')}}` : '';
}

/**
 * Writes every stylesheet. Each chunk's is one file, its parts concatenated (the loader links one stylesheet per
 * chunk: the fewer names it carries, the smaller it is), named `chunks/<chunk>-<hash>.css` with one hash of them all,
 * so the loader carries one hash. Returns each chunk's file (relative to dist/, null without one), the hash and the two
 * page-level names.
 */
export function writeStyles() {
  const split = Object.fromEntries(
    Object.entries(CHUNK_STYLES)
      .filter(([, names]) => names.length > 0)
      .map(([chunk, names]) => [chunk, takeRootRules(minify(read(names.flatMap((name) => PARTS[name]))))]),
  );
  const css = Object.fromEntries(Object.entries(split).map(([chunk, { rest }]) => [chunk, rest]));
  const chunkDefaults = Object.values(split).flatMap(({ properties }) => properties);
  const source = (file) => readFileSync(join(here, 'src', file), 'utf8');
  const parts = FIRST_PAINT_PARTS.map((name) => read(PARTS[name]));
  const firstPaint = `${minify([source('shared.css'), source('first-paint.css'), source('first-paint-catalog.css'), ...parts].join('\n'))}${rootRule(chunkDefaults)}\n`;
  writeFileSync(join(dist, FIRST_PAINT), firstPaint);
  writeFileSync(join(dist, FIRST_PAINT_SITE), `${minify(source('first-paint.css'))}:root{--vitrine-first-paint:site}\n`);
  const common = takeRootRules(minify([source('shared.css'), source('first-paint-catalog.css'), ...parts].join('\n')));
  css[COMMON] = `${rootRule([...common.properties, ...chunkDefaults])}${common.rest}`;
  // Like esbuild's chunk names: a content hash, so the files can be cached for good under their names.
  const hash = createHash('sha256').update(JSON.stringify(css)).digest('hex').slice(0, 8).toUpperCase();
  const chunks = {};
  for (const chunk of Object.keys(CHUNK_STYLES)) {
    chunks[chunk] = css[chunk] === undefined ? null : `chunks/${chunk}-${hash}.css`;
    if (chunks[chunk]) writeFileSync(join(dist, chunks[chunk]), css[chunk]);
  }
  writeFileSync(join(dist, `chunks/${COMMON}-${hash}.css`), css[COMMON]);
  // Everything once (ui once), and the property the loader reads: with it linked, the loader links no chunk stylesheet.
  const seen = new Set(FIRST_PAINT_PARTS);
  const rest = Object.values(CHUNK_STYLES)
    .flat()
    .filter((name) => !seen.has(name) && seen.add(name));
  writeFileSync(join(dist, ALL), `${firstPaint}${takeRootRules(minify(read(rest.flatMap((name) => PARTS[name])))).rest}:root{--vitrine-stylesheet:all}\n`);
  return { firstPaint: FIRST_PAINT, firstPaintSite: FIRST_PAINT_SITE, all: ALL, chunks, hash };
}
