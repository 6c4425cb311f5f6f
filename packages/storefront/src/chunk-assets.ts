/**
 * A chunk's files, fetched side by side: its stylesheets, and the scripts it imports (`modulepreload`, fetched but not
 * run). The loader imports the chunk once its stylesheets apply, so a widget never mounts unstyled and its mount moves
 * nothing the stylesheet would have placed. Names come from the build (build-manifest.mjs writes them into the loader),
 * relative to the loader's own address.
 */
export interface ChunkAssets {
  /** The scripts every chunk imports (React, r2wc, nanostores, core), which the page may have preloaded already. */
  shared: string[];
  chunks: Record<string, { css: string[]; js: string[] }>;
}

/** A theme linking the whole of vitrine.css (which sets this property) needs no widget stylesheet on top. */
const ALL_LINKED = '--vitrine-stylesheet';
/** The stylesheet every page links; widget stylesheets go right after it (and after each other). */
const FIRST_PAINT = 'link[rel~="stylesheet"][href*="vitrine-first-paint"]';

const stylesheets = new Map<string, Promise<void>>();
const preloaded = new Set<string>();
let allLinked: boolean | undefined;
let lastLinked: Element | null = null;

/**
 * Links a stylesheet once, where the first-paint stylesheet is linked: the theme's rules printed after that keep
 * coming later in the cascade, as they did when one stylesheet held everything. Without it, at the end of <head>.
 */
function stylesheet(href: string): Promise<void> {
  let ready = stylesheets.get(href);
  if (ready) return ready;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  ready = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        // The next try (a later element, the shopper's next press) links it again.
        stylesheets.delete(href);
        link.remove();
        reject(new Error(`${href} : feuille de style introuvable`));
      },
      { once: true },
    );
  });
  stylesheets.set(href, ready);
  const after = lastLinked?.isConnected ? lastLinked : document.querySelector(FIRST_PAINT);
  if (after) after.after(link);
  else document.head.append(link);
  lastLinked = link;
  return ready;
}

function modulepreload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** Starts fetching chunk `name`'s files; resolves once its stylesheets apply, rejects if one cannot be had. */
export function chunkAssetsReady(name: string, assets: ChunkAssets, base: string): Promise<void> {
  const own = assets.chunks[name];
  if (!own) return Promise.resolve();
  const url = (file: string) => new URL(file, base).href;
  for (const file of [...assets.shared, ...own.js]) modulepreload(url(file));
  allLinked ??= getComputedStyle(document.documentElement).getPropertyValue(ALL_LINKED).trim() === 'all';
  if (allLinked) return Promise.resolve();
  return Promise.all(own.css.map((file) => stylesheet(url(file)))).then(() => undefined);
}
