import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';
import type { DB } from './db.ts';

export const SESSION_COOKIE = 'vitrine_session';
const SESSION_ID = /^[0-9a-f]{32}$/;
/** Two days, like WooCommerce's guest session. */
const SESSION_MAX_AGE = 60 * 60 * 48;

export function createSession(db: DB): string {
  const id = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO sessions (id, created_at) VALUES (?, ?)').run(id, new Date().toISOString());
  return id;
}

export function sessionExists(db: DB, id: string): boolean {
  return db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id) !== undefined;
}

/**
 * Gives every request a session: the cookie's when it names a known one, a new one otherwise (first visit, or a
 * database reset since). The cookie is HttpOnly: scripts read the cart through WooCommerce's own cookies instead.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('store');
  const fromCookie = getCookie(c, SESSION_COOKIE);
  let id = fromCookie && SESSION_ID.test(fromCookie) && sessionExists(db, fromCookie) ? fromCookie : undefined;
  if (!id) {
    id = createSession(db);
    setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE });
  }
  c.set('sessionId', id);
  await next();
};
