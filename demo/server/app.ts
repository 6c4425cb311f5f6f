import type { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { compressionMiddleware } from './http/compression.ts';
import type { AppEnv, Store, StoreOptions } from './store.ts';
import { isSeeded, type DB } from './db.ts';
import { openDatabase } from './db-file.ts';
import { seed } from './catalog/seed.ts';
import { ensureDemoCustomer } from './account/customers.ts';
import * as staticFiles from './http/static.ts';
import { storeApp } from './store-app.ts';
import { createTestMode } from './test-mode/index.ts';

export interface CreateStoreAppOptions {
  dbPath: string;
  testMode?: boolean;
  timeoutMs?: number;
  /** demo/public. */
  assetsDir: string;
  /** packages/storefront/dist; defaults to the workspace's. */
  storefrontDir?: string;
  /** Drop the database file and seed again. */
  reset?: boolean;
  /** A database opened and prepared elsewhere (the unit tests on sql.js, testing.ts) instead of the file at dbPath. */
  database?: DB;
}

export interface StoreApp {
  app: Hono<AppEnv>;
  store: Store;
  close: () => void;
}

/** The reference store in Node: WooCommerce's contract over a SQLite file, with the theme's pages. */
export function createStoreApp(options: CreateStoreAppOptions): StoreApp {
  const db = options.database ?? openDatabase(options.dbPath, { reset: options.reset ?? false });
  if (!isSeeded(db)) seed(db);
  ensureDemoCustomer(db);

  const storeOptions: StoreOptions = {
    dbPath: options.dbPath,
    timeoutMs: options.timeoutMs ?? 8000,
    assetsDir: options.assetsDir,
    storefrontDir: options.storefrontDir ?? fileURLToPath(new URL('../../packages/storefront/dist', import.meta.url)),
  };
  // Test mode is the only implementation of the store's hooks; without it the shop runs on its own values.
  const testMode = options.testMode ? createTestMode() : null;
  const store: Store = { db, options: storeOptions, hooks: testMode?.hooks ?? {} };
  const app = storeApp(store, {
    // br/gzip for every text answer, as a WordPress host's web server does (http/compression.ts).
    transport: compressionMiddleware,
    files: staticFiles.register,
    ...(testMode ? { beforeShop: testMode.register } : {}),
  });
  return { app, store, close: () => db.close() };
}
