import { Hono, type MiddlewareHandler } from 'hono';
import { setCartCookies } from './cart/cookies.ts';
import { cartTotals } from './cart/totals.ts';
import { shopSettings } from './settings.ts';
import { cspMiddleware } from './http/csp.ts';
import { bodyLimitMiddleware, securityHeadersMiddleware } from './http/headers.ts';
import type { AppEnv, Store } from './store.ts';
import { hooksRename, namingMiddleware } from './catalog/names.ts';
import { notFoundPage } from './pages/not-found.ts';
import { ROUTES } from './routes/index.ts';
import { sessionMiddleware } from './session/session.ts';
import { Router } from './http/router.ts';
import * as productTiles from './http/product-tiles.ts';

/**
 * The store's HTTP face, the same in both runtimes: Node's server (app.ts) and the static demo's service worker
 * (demo/static/worker) mount it over their own database and add only what their host needs around it.
 */
export interface StoreAppParts {
  /** Runs on every answer after the body limit and before the CSP: the host's transport (Node: br/gzip). */
  transport?: MiddlewareHandler<AppEnv>;
  /** The host's files (Node: /vitrine/* and /assets/* from disk), mounted before the session: they set no cookie. */
  files?: (router: Router) => void;
  /** Routes mounted after the session and before the shop's (Node's test mode, /__test/*). */
  beforeShop?: (router: Router) => void;
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

/** WooCommerce's contract and the theme's pages over `store`, with the middleware in the order the shop needs. */
export function storeApp(store: Store, parts: StoreAppParts = {}): Hono<AppEnv> {
  // strict: false: routes are written without the trailing slash and match /boutique and /boutique/ alike.
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', async (c, next) => {
    c.set('store', store);
    await next();
  });
  // nosniff and a Referrer-Policy on every answer; bodies beyond 64 KB refused before anything reads them.
  app.use('*', securityHeadersMiddleware);
  app.use('*', bodyLimitMiddleware);
  if (parts.transport) app.use('*', parts.transport);
  // Every page (and SVG tile) carries the strict Content-Security-Policy (http/csp.ts, docs/security.md).
  app.use('*', cspMiddleware);
  const router = new Router(app);
  // Static answers first: they need no session and must not set cookies.
  productTiles.register(router);
  parts.files?.(router);
  app.use('*', sessionMiddleware);
  // The names catalogue reads show, when the hooks rename anything for a session (catalog/names.ts).
  if (hooksRename(store.hooks)) app.use('*', namingMiddleware);
  parts.beforeShop?.(router);
  app.use('*', cartCookiesMiddleware);
  app.use('*', router.wcAjaxMiddleware);
  for (const register of ROUTES) register(router);
  app.notFound((c) => (c.get('sessionId') ? notFoundPage(c) : c.text('Not found', 404)));
  app.onError((err, c) => {
    console.error(err);
    return c.text('Erreur interne du serveur', 500);
  });
  return app;
}
