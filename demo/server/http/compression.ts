import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../store.ts';

/**
 * What any WordPress host does in front of PHP and its static files (nginx `gzip`/`brotli`, Apache `mod_deflate`):
 * text answers go compressed, Brotli when the browser takes it, else gzip. Without it the demo measured a phone
 * downloading the shared runtime at 245 KB instead of about 70.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** Below this a compressed body saves less than the header costs. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: Brotli first, then gzip, none if neither is taken. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses `body`. Files that never change under their name (`immutable`) get Brotli's best level once, kept in
 * memory; pages and other answers a quick level, as hosts do for dynamic output.
 */
const kept = new Map<string, Buffer>();
export function compress(body: Uint8Array, encoding: Encoding, keepAs?: string): Buffer {
  const key = keepAs && `${encoding}:${keepAs}`;
  const known = key ? kept.get(key) : undefined;
  if (known) return known;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: keepAs ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: keepAs ? 9 : 6 });
  if (key) kept.set(key, out);
  return out;
}

export const compressionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
  // Caches must keep one copy per encoding, the plain one included.
  res.headers.append('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.length < MIN_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const immutable = /\bimmutable\b/.test(res.headers.get('Cache-Control') ?? '');
  const etag = res.headers.get('ETag');
  // Hono copies the previous answer's headers onto the new one: the encoding headers are set after.
  c.res = new Response(new Uint8Array(compress(body, encoding, immutable ? new URL(c.req.url).pathname : undefined)), res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
  // A validator names the bytes sent: the encoded copy is another entity (RFC 9110 §8.8.3).
  if (etag) c.res.headers.set('ETag', etag.replace(/"$/, `-${encoding}"`));
};
