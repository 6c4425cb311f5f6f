import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testStore, type TestStore } from '../testing.ts';

let store: TestStore | undefined;
afterEach(() => store?.dispose());

describe('modulepreload from the build manifest', () => {
  it('prints the shared runtime for preloading before the loader, and nothing for the server-markup baseline', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    const manifest = { loader: 'vitrine.js', stylesheet: 'vitrine.css', shared: ['chunks/chunk-AAAA1111.js', 'chunks/chunk-BBBB2222.js'], tags: {} };
    writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest));
    store = testStore({ storefrontDir: dist });
    const doc = await (await store.app.request('/')).text();
    const preload = doc.indexOf('<link rel="modulepreload" href="/vitrine/chunks/chunk-AAAA1111.js">');
    expect(preload).toBeGreaterThan(0);
    expect(doc).toContain('<link rel="modulepreload" href="/vitrine/chunks/chunk-BBBB2222.js">');
    expect(preload).toBeLessThan(doc.indexOf('<script type="module" src="/vitrine/vitrine.js">'));
    const off = await (await store.app.request('/?vitrine=off')).text();
    expect(off).not.toContain('modulepreload');
  });

  it('prints none before any build', async () => {
    store = testStore();
    const doc = await (await store.app.request('/')).text();
    expect(doc).toContain('/vitrine/vitrine.js');
    expect(doc).not.toContain('modulepreload');
  });
});
