#!/usr/bin/env node
// `node demo/static/serve.mjs [--port 4176] [--root demo/static-dist]`: serves a folder as a plain static host does
// (GET and HEAD only, `dir/` → `dir/index.html`, else 404.html with a 404), for the static demo's journeys, the bench
// and anyone without `python3 -m http.server`. Nothing here knows the shop: the service worker is the store.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4176' }, root: { type: 'string', default: 'static-dist' } } });
const root = resolve(values.root);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/** The file an address names under the root, or undefined (never above the root). */
function fileFor(pathname) {
  let path;
  try {
    path = resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return undefined;
  }
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  for (const candidate of [path, join(path, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const found = fileFor(new URL(req.url ?? '/', 'http://localhost').pathname);
  const file = found ?? fileFor('/404.html');
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  // Revalidated every time, as a host serves files whose names do not change across builds (sw.js above all).
  res.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});
server.listen(Number(values.port), '127.0.0.1', () => console.log(`Static demo on http://localhost:${values.port} (${root})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
