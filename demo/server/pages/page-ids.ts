import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';

/**
 * WordPress pages reached as `/?page_id=N` (the cart is 7). A page registers its GET and, for forms, POST handler;
 * the root route looks them up.
 */
export type PageHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

const pages = new Map<string, PageHandler>();

export function registerPageId(id: number, method: 'GET' | 'POST', handler: PageHandler): void {
  pages.set(`${method} ${id}`, handler);
}

export function pageIdHandler(id: string, method: string): PageHandler | undefined {
  return pages.get(`${method === 'HEAD' ? 'GET' : method} ${id}`);
}
