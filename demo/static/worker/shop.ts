import type { Hono } from 'hono';
import initSqlJs from 'sql.js';
import { ensureDemoCustomer } from '../../server/account/customers.ts';
import { seed } from '../../server/catalog/seed.ts';
import { isSeeded, prepareDatabase } from '../../server/db.ts';
import { openSqlJs, type SqlJsDB } from '../../server/db-sqljs.ts';
import { provideBuiltFiles } from '../../server/runtime/built-files.browser.ts';
import type { AppEnv, Store } from '../../server/store.ts';
import { storeApp } from '../../server/store-app.ts';
import { BUILD, INLINE_FILES, SEEDED, STOREFRONT, WASM } from './build-info.ts';
import { dropKept, loadKept, saveKept } from './kept-data.ts';

/**
 * The demo store in the worker: the server's own app (store-app.ts) over sql.js, opened from the bytes kept in
 * IndexedDB, or, on the first visit, after a reset or for a new build, from the database the build seeded from the
 * catalogue (catalog/seed.ts, static/build.ts).
 */

export interface Shop {
  app: Hono<AppEnv>;
  db: SqlJsDB;
  /** total_changes() when the database was last kept. */
  kept: number;
}

interface KeptDatabase {
  build: string;
  bytes: Uint8Array;
}

const DB_KEY = 'database';

async function cachedBytes(path: string): Promise<Response> {
  const res = (await caches.match(path)) ?? (await fetch(path));
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res;
}

/** The inline loader and first-paint stylesheet the pages print, from the worker's cache. */
async function builtFiles(): Promise<Record<string, string>> {
  const texts = await Promise.all(INLINE_FILES.map(async (file) => (await cachedBytes(`${STOREFRONT}/${file}`)).text()));
  return Object.fromEntries(INLINE_FILES.map((file, i) => [file, texts[i] ?? '']));
}

async function open(): Promise<Shop> {
  const [SQL, files, kept] = await Promise.all([
    cachedBytes(WASM).then(async (res) => initSqlJs({ wasmBinary: await res.arrayBuffer() })),
    builtFiles(),
    loadKept<KeptDatabase>(DB_KEY),
  ]);
  // A database kept by another build may miss a table or a product of this one: a demo starts again instead.
  const bytes = kept?.build === BUILD ? kept.bytes : new Uint8Array(await (await cachedBytes(SEEDED)).arrayBuffer());
  const db = openSqlJs(SQL, bytes);
  // As the server opens its file: the connection's settings, and anything missing made (a no-op on the seeded file).
  prepareDatabase(db);
  if (!isSeeded(db)) seed(db);
  ensureDemoCustomer(db);
  provideBuiltFiles(STOREFRONT, files);
  const store: Store = {
    db,
    options: { dbPath: 'indexeddb:vitrine-static-demo', timeoutMs: 8000, assetsDir: '/assets', storefrontDir: STOREFRONT },
    hooks: {},
  };
  // As opened, it is what is kept (or the seeded file, which a later start opens again): nothing to write yet.
  return { app: storeApp(store), db, kept: db.totalChanges() };
}

let current: Promise<Shop> | undefined;
let saving: Promise<void> = Promise.resolve();

/** The shop, opened once per worker; every request waits for the same one. */
export const openShop = (): Promise<Shop> => (current ??= open());

/**
 * Keeps the database in IndexedDB when a request changed it. Saves run one after another, each with the database
 * as it is when its turn comes, so the last kept copy is never older than the last change.
 */
export function keepShop(shop: Shop): Promise<void> {
  saving = saving
    .catch(() => undefined)
    .then(async () => {
      const changes = shop.db.totalChanges();
      if (changes === shop.kept) return;
      await saveKept(DB_KEY, { build: BUILD, bytes: shop.db.export() } satisfies KeptDatabase);
      shop.kept = changes;
    });
  return saving;
}

/** « Réinitialiser la boutique »: the kept database dropped, the catalogue seeded again. */
export async function resetShop(): Promise<Shop> {
  const old = await current?.catch(() => undefined);
  await saving.catch(() => undefined);
  old?.db.close();
  await dropKept(DB_KEY);
  current = open();
  return current;
}
