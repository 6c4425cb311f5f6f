import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../store.ts';
import { readForm, type FormBody } from './form.ts';

/**
 * WooCommerce's `/?wc-ajax=NAME` entry point. Endpoints register by name, so a later feature (side cart, express
 * checkout) adds a file with `registerWcAjax(...)` calls and one import in routes/index.ts.
 */

export type WcAjaxHandler = (c: Context<AppEnv>, body: FormBody) => Response | Promise<Response>;

const handlers = new Map<string, WcAjaxHandler>();

export function registerWcAjax(name: string, handler: WcAjaxHandler): void {
  handlers.set(name, handler);
}

export const wcAjaxEndpoints = (): string[] => [...handlers.keys()];

/** Endpoint names are WordPress action names: letters, digits, `_` and `-`. */
const NAME = /^[a-z0-9_-]{1,64}$/i;

/**
 * Answers any request carrying `wc-ajax` (WooCommerce accepts it on every URL). Handlers read the posted form only,
 * as WooCommerce's read `$_POST`: a link or an image (`<img src="/?wc-ajax=remove_from_cart&cart_item_key=…">` in a
 * review, an email) can then change nothing, since a cross-site page cannot post with the shopper's Lax cookie.
 */
export const wcAjaxMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const name = c.req.query('wc-ajax');
  if (name === undefined) return next();
  const handler = NAME.test(name) ? handlers.get(name) : undefined;
  const body: FormBody = await readForm(c);
  // The store's hooks (test mode's log, latency and faults) see known and unknown endpoints alike.
  const injected = await c.get('store').hooks.beforeCall?.(c, name, body);
  if (injected) return injected;
  if (!handler) return c.json({ error: 'unknown endpoint' }, 400);
  c.header('Cache-Control', 'no-store');
  return handler(c, body);
};
