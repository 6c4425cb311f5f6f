import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../store.ts';
import { readForm, type FormBody } from './form.ts';

export type WcAjaxHandler = (c: Context<AppEnv>, body: FormBody) => Response | Promise<Response>;
export type PageHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** Endpoint names are WordPress action names: letters, digits, `_` and `-`. */
const NAME = /^[a-z0-9_-]{1,64}$/i;

/**
 * The one way routes are mounted: every routes module exports `register(router)` (the list and its order are in
 * routes/index.ts), and adds Hono routes and middleware on `router.app`, WooCommerce's `?wc-ajax=NAME` calls with
 * `router.wcAjax` and WordPress's `/?page_id=N` pages with `router.pageId`. One router per app.
 */
export class Router {
  readonly #wcAjax = new Map<string, WcAjaxHandler>();
  readonly #pages = new Map<string, PageHandler>();

  constructor(readonly app: Hono<AppEnv>) {}

  wcAjax(name: string, handler: WcAjaxHandler): void {
    this.#wcAjax.set(name, handler);
  }

  pageId(id: number, method: 'GET' | 'POST', handler: PageHandler): void {
    this.#pages.set(`${method} ${id}`, handler);
  }

  /** The handler of `/?page_id=ID` for this method (HEAD as GET). */
  page(id: string, method: string): PageHandler | undefined {
    return this.#pages.get(`${method === 'HEAD' ? 'GET' : method} ${id}`);
  }

  /**
   * Answers any request carrying `wc-ajax` (WooCommerce accepts it on every URL). Handlers read the posted form only,
   * as WooCommerce's read `$_POST`: a link or an image (`<img src="/?wc-ajax=remove_from_cart&cart_item_key=…">` in
   * a review, an email) can then change nothing, since a cross-site page cannot post with the shopper's Lax cookie.
   */
  readonly wcAjaxMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const name = c.req.query('wc-ajax');
    if (name === undefined) return next();
    const handler = NAME.test(name) ? this.#wcAjax.get(name) : undefined;
    const body: FormBody = await readForm(c);
    // The store's hooks (test mode's log, latency and faults) see known and unknown endpoints alike.
    const injected = await c.get('store').hooks.beforeCall?.(c, name, body);
    if (injected) return injected;
    if (!handler) return c.json({ error: 'unknown endpoint' }, 400);
    c.header('Cache-Control', 'no-store');
    return handler(c, body);
  };
}
