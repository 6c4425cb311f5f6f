import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, StoreHooks } from '../store.ts';

/**
 * The names a request shows for products, attribute terms and categories: the stored ones, unless the store's hooks
 * give the session others (test mode's hostile names, store.ts `StoreHooks`). The catalogue reads take only the
 * database, so the request's session and hooks travel with the request itself rather than through every call.
 */

interface Naming {
  hooks: StoreHooks;
  sessionId: string;
}

const current = new AsyncLocalStorage<Naming>();

/** Runs the rest of the request with its session's naming; installed only when the hooks rename anything. */
export const namingMiddleware: MiddlewareHandler<AppEnv> = (c, next) =>
  current.run({ hooks: c.get('store').hooks, sessionId: c.get('sessionId') }, next);

export const hooksRename = (hooks: StoreHooks): boolean =>
  Boolean(hooks.productName ?? hooks.termName ?? hooks.categoryName);

export function shownProductName(id: number, stored: string): string {
  const n = current.getStore();
  return n?.hooks.productName?.(n.sessionId, id) ?? stored;
}

export function shownTermName(taxonomy: string, slug: string, stored: string): string {
  const n = current.getStore();
  return n?.hooks.termName?.(n.sessionId, taxonomy, slug) ?? stored;
}

export function shownCategoryName(id: number, stored: string): string {
  const n = current.getStore();
  return n?.hooks.categoryName?.(n.sessionId, id) ?? stored;
}
