import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { DB } from './db.ts';
import type { FormBody } from './http/form.ts';

export interface StoreOptions {
  dbPath: string;
  /** Goes into the page config as request_timeout_ms. */
  timeoutMs: number;
  /** demo/public: theme CSS and other static theme files. */
  assetsDir: string;
  /** packages/storefront/dist: the built drop-in, served under /vitrine/. */
  storefrontDir: string;
}

/** What a session may see of the `express` page config section instead of the shop's own values. */
export interface ExpressOverrides {
  demo_wallet?: boolean;
  google_pay?: boolean;
  mode?: 'test' | 'live';
  merchant_id?: string;
}

/**
 * The one way anything outside the shop (test mode, demo/server/test-mode/) changes what the shop shows or answers:
 * the shop calls these where it reads a name, a setting or the express section, before it answers a wc-ajax or REST
 * call, and when a session changes id. Every hook is optional and answers for one session; a missing hook, or
 * undefined, means the shop's own value. The shop's code imports nothing from whoever implements them.
 */
export interface StoreHooks {
  /** The name this session sees for a product, an attribute term (`pa_taille`, `s`) or a category. */
  productName?(sessionId: string, productId: number): string | undefined;
  termName?(sessionId: string, taxonomy: string, slug: string): string | undefined;
  categoryName?(sessionId: string, categoryId: number): string | undefined;
  /** Stored options (wp_options names: `cart_redirect_after_add`, `request_timeout_ms`…) this session sees replaced. */
  settingOverrides?(sessionId: string): Readonly<Record<string, string>> | undefined;
  /** The `express` page config section's values this session sees replaced. */
  expressOverrides?(sessionId: string): ExpressOverrides | undefined;
  /**
   * Runs before the handler of a wc-ajax call (`endpoint` is its name) or of a REST call that names itself
   * (`refresh-loop`, `wp-users`); a Response answers in the handler's place.
   */
  beforeCall?(c: Context<AppEnv>, endpoint: string, body: FormBody): Promise<Response | undefined>;
  /** The session got a new id (an order was placed): what is kept per session follows it. */
  sessionRotated?(from: string, to: string): void;
}

/** Everything a request handler needs, one per app. */
export interface Store {
  db: DB;
  options: StoreOptions;
  /** Empty unless the app was created in test mode. */
  hooks: StoreHooks;
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
