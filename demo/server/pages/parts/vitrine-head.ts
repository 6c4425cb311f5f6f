import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { html, raw, type Html } from '../../http/html.ts';

const FIRST_PAINT = 'vitrine-first-paint.css';

let cached: { path: string; mtimeMs: number; css: string } | undefined;

/** The build's first-paint stylesheet, read again only when a rebuild changed it; undefined without a build. */
function firstPaintCss(storefrontDir: string): string | undefined {
  const path = join(storefrontDir, FIRST_PAINT);
  try {
    const { mtimeMs } = statSync(path);
    if (cached?.path !== path || cached.mtimeMs !== mtimeMs) cached = { path, mtimeMs, css: readFileSync(path, 'utf8') };
    return cached.css;
  } catch {
    return undefined;
  }
}

/**
 * What the theme prints in the `<head>` for Vitrine, as the WordPress plugin has WordPress print it:
 * - the first-paint stylesheet inline, as WordPress inlines a small stylesheet with a `path` (wp_maybe_inline_styles,
 *   up to 20 KB): one render-blocking request less, on a slow link a round trip before the first paint
 *   (docs/performance.md). `#vitrine-inline-css` is the id WordPress gives it; the loader puts each widget's
 *   stylesheet right after it. Without a build to read, the link (a 404, as before).
 * - the loader with a low fetch priority: nothing in it is needed for the first paint, and it starts once the page
 *   has painted anyway, so the stylesheet and the largest image go first.
 */
export function vitrineHead(storefrontDir: string): Html {
  const css = firstPaintCss(storefrontDir);
  const style =
    css !== undefined && !/<\/style/i.test(css)
      ? html`<style id="vitrine-inline-css">${raw(css)}</style>`
      : html`<link rel="stylesheet" href="/vitrine/${FIRST_PAINT}">`;
  return html`<script type="module" fetchpriority="low" src="/vitrine/vitrine.js"></script>
${style}`;
}
