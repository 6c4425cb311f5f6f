import type { HttpBindings } from '@hono/node-server';
import type { DB } from './db.ts';
import type { TestState } from './test-mode.ts';

export interface StoreOptions {
  dbPath: string;
  /** Enables the /__test/* API and per-session fault injection. */
  testMode: boolean;
  /** Goes into the page config as request_timeout_ms; the default `slow` fault waits longer than this. */
  timeoutMs: number;
  /** demo/public: theme CSS and other static theme files. */
  assetsDir: string;
  /** packages/storefront/dist: the built drop-in, served under /vitrine/. */
  storefrontDir: string;
}

/** Everything a request handler needs, shared by the whole app. */
export interface Store {
  db: DB;
  options: StoreOptions;
  /** Present only in test mode. */
  test: TestState | null;
}

/**
 * Hono environment. Bindings come from @hono/node-server; under `app.request()` in unit tests they are absent,
 * so code that reaches for the socket must check.
 */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    store: Store;
    sessionId: string;
    /** Set by answers that must not look like the shop touched the cart (injected faults). */
    skipCartCookies: boolean;
  };
}
