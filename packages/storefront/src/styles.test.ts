import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ESM script of the build, without types
import { CHUNK_STYLES, FIRST_PAINT_PARTS, PARTS, takeRootRules } from '../build-styles.mjs';
import { strategyOf } from './loading.ts';
import { chunks, widgetChunks } from './widgets.ts';

/**
 * The stylesheets as build-styles.mjs ships them (README, "Styles"): every widget stylesheet in a part, every chunk
 * with its parts, every tag's box in the first-paint stylesheet, and none in a widget's (it would arrive with the
 * chunk and move the page).
 */
const repo = join(import.meta.dirname, '../../..');
const parts = PARTS as Record<string, string[]>;
const chunkStyles = CHUNK_STYLES as Record<string, string[]>;
const firstPaintParts = FIRST_PAINT_PARTS as string[];
const source = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const firstPaint = source('first-paint.css');
const firstPaintCatalog = source('first-paint-catalog.css');
/** The tags only product pages and listings hold: their boxes are left out of the site first paint (the checkout's). */
const CATALOG_TAGS = [
  'fk-add-to-cart',
  'fk-loop-filter',
  'fk-loop-grid',
  'fk-variation-form',
  'fk-product-gallery',
  'fk-product-tabs',
  'fk-review-stars',
  'fk-product-view',
  'fk-share-buttons',
  'fk-loop-carousel',
];

/** Each rule's selectors, comments left out. */
const selectors = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap(([, list]) => list!.split(',').map((s) => s.trim()));

describe('the stylesheets', () => {
  it('ship every stylesheet beside a widget or in packages/ui, each in one part', () => {
    const found = ['widgets', 'packages/ui'].flatMap((dir) =>
      readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css') && !file.includes('node_modules'))
        .map((file) => `${dir}/${file}`),
    );
    const listed = Object.values(parts).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(found.sort()).toEqual([...listed].sort());
  });

  it('give every chunk the loader imports its parts, and ship every part once: with a chunk, or in the first paint', () => {
    expect(Object.keys(chunkStyles).sort()).toEqual(Object.keys(chunks).sort());
    const withChunks = new Set(Object.values(chunkStyles).flat());
    for (const name of withChunks) expect(parts).toHaveProperty([name]);
    for (const name of firstPaintParts) expect(withChunks.has(name), name).toBe(false);
    expect([...withChunks, ...firstPaintParts].sort()).toEqual(Object.keys(parts).sort());
  });

  it('bundle into the first paint only the styles of chunks a tag loads at once by default', () => {
    for (const name of firstPaintParts) {
      const tags = Object.keys(widgetChunks).filter((key) => widgetChunks[key] === name);
      expect(
        tags.some((tag) => strategyOf(tag, null) === 'eager'),
        name,
      ).toBe(true);
    }
  });

  it('give each tag its box in the first paint: a product page’s or a listing’s in the catalogue’s part, every other in every page’s', () => {
    const boxes = new Set(selectors(firstPaint));
    const catalogBoxes = new Set(selectors(firstPaintCatalog));
    for (const tag of Object.keys(widgetChunks).filter((key) => /^fk-[a-z-]+$/.test(key))) {
      expect(CATALOG_TAGS.includes(tag) ? catalogBoxes : boxes, tag).toContain(tag);
      expect(CATALOG_TAGS.includes(tag) ? boxes : catalogBoxes, tag).not.toContain(tag);
    }
  });

  it('keep out of the site first paint only what the catalogue’s tags and running widgets need', () => {
    const tagsIn = (css: string) => new Set(selectors(css).flatMap((selector) => selector.match(/^fk-[a-z-]+/) ?? []));
    for (const tag of tagsIn(firstPaintCatalog)) expect(CATALOG_TAGS, tag).toContain(tag);
    // What the shared part styles is drawn by widgets (the live region, alerts, a held click), never printed by a server.
    expect(
      selectors(source('shared.css')).filter((selector) => !/^(:root|to|\[data-vitrine-held\]|\.vitrine-visually-hidden|\.fk-form-alert)$/.test(selector)),
    ).toEqual([]);
  });

  it('never style a tag’s own box in a widget stylesheet, which arrives with the chunk', () => {
    for (const [name, files] of Object.entries(parts)) {
      const css = files.map((file) => readFileSync(join(repo, file), 'utf8')).join('\n');
      expect(
        selectors(css).filter((selector) => /^fk-[a-z-]+$/.test(selector)),
        name,
      ).toEqual([]);
    }
  });
});

describe('takeRootRules', () => {
  it('takes the top-level :root rules’ custom properties out of a chunk stylesheet and keeps every other rule', () => {
    expect(takeRootRules(':root{--a: 1px;--b: #fff}.x{color:var(--a)}@media(min-width:1px){.y{top:0}}:root{--c: 0}')).toEqual({
      properties: ['--a: 1px', '--b: #fff', '--c: 0'],
      rest: '.x{color:var(--a)}@media(min-width:1px){.y{top:0}}',
    });
  });

  it('refuses a :root rule it cannot move to the first paint as it is', () => {
    expect(() => takeRootRules('@media(min-width:1px){:root{--a: 1px}}')).toThrow(/nested or grouped/);
    expect(() => takeRootRules(':root,.x{--a: 1px}')).toThrow(/nested or grouped/);
    expect(() => takeRootRules(':root{--a: 1px;color:red}')).toThrow(/more than custom properties: color:red/);
  });
});
