import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';
import { testStore, type TestStore } from '../testing.ts';

let store: TestStore;
const runtime = `export const runtime = ${JSON.stringify('React '.repeat(4000))};`;
const loader = `import('./chunks/side-cart-ABCD1234.js'); // ${'x'.repeat(2000)}`;

beforeEach(() => {
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'chunks', 'chunk-GFPOE3TF.js'), runtime);
  writeFileSync(join(dist, 'vitrine.js'), loader);
  store = testStore({ storefrontDir: dist });
});
afterEach(() => store.dispose());

const get = (path: string, headers: Record<string, string> = {}) => store.app.request(path, { headers });

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('demo serving', () => {
  it('sends hashed chunks Brotli-compressed and cached for a year', async () => {
    const res = await get('/vitrine/chunks/chunk-GFPOE3TF.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(runtime.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(runtime);
  });

  it('sends the loader gzip-compressed to a browser without Brotli, revalidated each time, 304 when unchanged', async () => {
    const res = await get('/vitrine/vitrine.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(loader);
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^".+-gzip"$/);
    const again = await get('/vitrine/vitrine.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends plain bytes to a client that takes no encoding', async () => {
    const res = await get('/vitrine/chunks/chunk-GFPOE3TF.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(runtime);
  });

  it('compresses pages, which are never kept without asking', async () => {
    const res = await get('/boutique/', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Set-Cookie')).toBeTruthy();
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<fk-add-to-cart>');
  });
});
