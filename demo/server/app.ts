import { Hono, type MiddlewareHandler } from 'hono';
import { fileURLToPath } from 'node:url';
import { setCartCookies } from './cart/cookies.ts';
import { cartTotals } from './cart/totals.ts';
import { shopSettings } from './settings.ts';
import { compressionMiddleware } from './http/compression.ts';
import { cspMiddleware } from './http/csp.ts';
import { bodyLimitMiddleware, securityHeadersMiddleware } from './http/headers.ts';
import type { AppEnv, Store, StoreOptions } from './store.ts';
import { hooksRename, namingMiddleware } from './catalog/names.ts';
import { isSeeded, openDatabase } from './db.ts';
import { notFoundPage } from './pages/not-found.ts';
import { ROUTES } from './routes/index.ts';
import { seed } from './catalog/seed.ts';
import { ensureDemoCustomer } from './account/customers.ts';
import { sessionMiddleware } from './session/session.ts';
import { Router } from './http/router.ts';
import * as staticFiles from './http/static.ts';
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
}

export interface StoreApp {
  app: Hono<AppEnv>;
  store: Store;
  close: () => void;
}

/**
 * Keeps WooCommerce's cart cookies true on every answer that went through a session (pages, redirects, wc-ajax),
 * so a script comparing them with its stored hash always sees the server's cart.
 */
const cartCookiesMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.get('skipCartCookies')) return;
  const store = c.get('store');
  const sessionId = c.get('sessionId');
  setCartCookies(c, cartTotals(store.db, sessionId), shopSettings(store, sessionId).funnelkit_cart === 'yes');
};

/** The reference store: WooCommerce's contract over SQLite, with the theme's pages. */
export function createStoreApp(options: CreateStoreAppOptions): StoreApp {
  const db = openDatabase(options.dbPath, { reset: options.reset ?? false });
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

  // strict: false: routes are written without the trailing slash and match /boutique and /boutique/ alike.
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', async (c, next) => {
    c.set('store', store);
    await next();
  });
  // nosniff and a Referrer-Policy on every answer; bodies beyond 64 KB refused before anything reads them.
  app.use('*', securityHeadersMiddleware);
  app.use('*', bodyLimitMiddleware);
  // br/gzip for every text answer, as a WordPress host's web server does (http/compression.ts).
  app.use('*', compressionMiddleware);
  // Every page (and SVG tile) carries the strict Content-Security-Policy (http/csp.ts, docs/security.md).
  app.use('*', cspMiddleware);
  const router = new Router(app);
  // Static files first: they need no session and must not set cookies.
  staticFiles.register(router);
  app.use('*', sessionMiddleware);
  // The names catalogue reads show, when the hooks rename anything for a session (catalog/names.ts).
  if (hooksRename(store.hooks)) app.use('*', namingMiddleware);
  testMode?.register(router);
  app.use('*', cartCookiesMiddleware);
  app.use('*', router.wcAjaxMiddleware);
  for (const register of ROUTES) register(router);
  app.notFound((c) => (c.get('sessionId') ? notFoundPage(c) : c.text('Not found', 404)));
  app.onError((err, c) => {
    console.error(err);
    return c.text('Erreur interne du serveur', 500);
  });

  return { app, store, close: () => db.close() };
}
