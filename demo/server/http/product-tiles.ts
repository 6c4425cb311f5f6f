import type { Router } from './router.ts';
import { imageBySlug } from '../catalog/images.ts';
import { escapeHtml } from './html.ts';

/** Splits a product name into lines of about `width` characters for the placeholder tile. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A coloured tile with the product name: product photos without shipping binary files. */
export function productSvg(label: string, color: string, width: number, height: number): string {
  const fill = /^#[0-9a-f]{6}$/i.test(color) ? color : '#444444';
  const lines = wrap(label, 18);
  const size = 44;
  const top = 300 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines.map((l, i) => `<tspan x="300" y="${Math.round(top + i * size * 1.2)}">${escapeHtml(l)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600"><title>${escapeHtml(
    label,
  )}</title><rect width="600" height="600" fill="${fill}"/><rect x="24" y="24" width="552" height="552" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/><text fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
}

/**
 * /assets/img/{slug}.svg, a tile drawn from the catalogue (both runtimes: the image rows are the store's), and the
 * favicon's empty answer. Registered before the host's own files, so `/assets/*` never shadows a tile.
 */
export function register({ app }: Router): void {
  app.get('/assets/img/:file', (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const img = match?.[1] ? imageBySlug(c.get('store').db, match[1]) : undefined;
    if (!img) return c.text('Not found', 404);
    return c.body(productSvg(img.label, img.color, img.width, img.height), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  app.get('/favicon.ico', (c) => c.body(null, 204));
}
