import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import type { Router } from './router.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

const notFound = (c: Context) => c.text('Not found', 404);

/** A chunk name ends in the hash of its content (esbuild's `[name]-[hash]`): a new build is a new name. */
const HASHED = /-[A-Z0-9]{8}\.(js|css)$/;

/**
 * Hashed files never change under their name: cached for a year without asking again. Everything else (the
 * loader `vitrine.js`, `vitrine.css`, the theme's files) keeps its name across builds: the browser revalidates it
 * every time, and the ETag makes that a 304 without a body.
 */
export function cacheControl(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves a file below `root`, never above it (`..` and encoded tricks resolve outside and are refused). A missing
 * root (the storefront not built yet) is just a 404.
 */
async function serveFile(c: Context, root: string, subpath: string): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(subpath);
  } catch {
    return notFound(c);
  }
  if (decoded.includes('\0')) return notFound(c);
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (!file.startsWith(base + sep)) return notFound(c);
  try {
    const info = await stat(file);
    if (!info.isFile()) return notFound(c);
    const etag = `"${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}"`;
    const headers = { 'Cache-Control': cacheControl(decoded), ETag: etag };
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .some((tag) => tag.replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag)
    ) {
      return c.body(null, 304, headers);
    }
    const body = await readFile(file);
    return c.body(body, 200, { ...headers, 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
  } catch {
    return notFound(c);
  }
}

/** /vitrine/* (the built drop-in) and /assets/* (demo/public), from disk: the Node runtime's files. */
export function register({ app }: Router): void {
  app.get('/vitrine/*', (c) => serveFile(c, c.get('store').options.storefrontDir, c.req.path.slice('/vitrine'.length)));
  app.get('/assets/*', (c) => serveFile(c, c.get('store').options.assetsDir, c.req.path.slice('/assets'.length)));
}
