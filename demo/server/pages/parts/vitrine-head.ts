import { html, raw, type Html } from '../../http/html.ts';
import { builtFile, builtVersion } from '../../runtime/built-files.ts';
import { sha256Base64 } from '../../runtime/crypto.ts';

const FIRST_PAINT = 'vitrine-first-paint.css';
const INLINE_LOADER = 'vitrine-inline.js';

const cache = new Map<string, { version: number; text: string; hash: string }>();

/** A file of the build and its CSP hash, read again only when a rebuild changed it; undefined without a build. */
function built(storefrontDir: string, file: string): { text: string; hash: string } | undefined {
  const key = `${storefrontDir}\0${file}`;
  const version = builtVersion(storefrontDir, file);
  if (version === undefined) return undefined;
  const known = cache.get(key);
  if (known?.version === version) return known;
  const read = builtFile(storefrontDir, file);
  if (!read) return undefined;
  const entry = { version: read.version, text: read.text, hash: `sha256-${sha256Base64(read.text)}` };
  cache.set(key, entry);
  return entry;
}

/** The inline loader the pages print, if the build has one that can be printed: its code and its CSP hash. */
export function inlineLoader(storefrontDir: string): { text: string; hash: string } | undefined {
  const loader = built(storefrontDir, INLINE_LOADER);
  return loader && !/<\/script/i.test(loader.text) ? loader : undefined;
}

/**
 * What the theme prints in the `<head>` for Vitrine, as the WordPress plugin has WordPress print it:
 * - the loader inline (`#vitrine-loader`, its files under `data-base`, allowed by its hash in the page's CSP): on a
 *   phone's link its own request would cost a connection and two round trips before the first chunk is asked for,
 *   and Lighthouse counts it against the largest paint (docs/performance.md). Without a build to read, the script's
 *   address (a 404, as before).
 * - the first-paint stylesheet inline, as WordPress inlines a small stylesheet with a `path` (wp_maybe_inline_styles,
 *   up to 20 KB): one render-blocking request less, on a slow link a round trip before the first paint.
 *   `#vitrine-inline-css` is the id WordPress gives it; the loader puts each widget's stylesheet right after it.
 *   Without a build to read, the link.
 */
export function vitrineHead(storefrontDir: string): Html {
  const css = built(storefrontDir, FIRST_PAINT)?.text;
  const style =
    css !== undefined && !/<\/style/i.test(css)
      ? html`<style id="vitrine-inline-css">${raw(css)}</style>`
      : html`<link rel="stylesheet" href="/vitrine/${FIRST_PAINT}">`;
  const loader = inlineLoader(storefrontDir);
  const script = loader
    ? html`<script type="module" id="vitrine-loader" data-base="/vitrine/">${raw(loader.text)}</script>`
    : html`<script type="module" fetchpriority="low" src="/vitrine/vitrine.js"></script>`;
  return html`${script}
${style}`;
}
