import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, StoreHooks } from '../store.ts';
import { requestScope } from '../runtime/request-scope.ts';

/**
 * The names a request shows for products, attribute terms and categories: the stored ones, unless the store's hooks
 * give the session others (test mode's hostile names, store.ts `StoreHooks`). The catalogue reads take only the
 * database, so the request's session and hooks travel with the request itself rather than through every call.
 */

/** The request being answered: its session is read when a name is, as an order placed mid-request changes it. */
const scope = requestScope<Context<AppEnv>>();

/** Runs the rest of the request with its session's naming; installed only when the hooks rename anything. */
export const namingMiddleware: MiddlewareHandler<AppEnv> = (c, next) => scope.run(c, next);

export const hooksRename = (hooks: StoreHooks): boolean => Boolean(hooks.productName ?? hooks.termName ?? hooks.categoryName);

export function shownProductName(id: number, stored: string): string {
  const c = scope.current();
  return c?.get('store').hooks.productName?.(c.get('sessionId'), id) ?? stored;
}

export function shownTermName(taxonomy: string, slug: string, stored: string): string {
  const c = scope.current();
  return c?.get('store').hooks.termName?.(c.get('sessionId'), taxonomy, slug) ?? stored;
}

export function shownCategoryName(id: number, stored: string): string {
  const c = scope.current();
  return c?.get('store').hooks.categoryName?.(c.get('sessionId'), id) ?? stored;
}
