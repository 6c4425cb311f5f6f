import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../store.ts';
import type { DB } from '../db.ts';

export const SESSION_COOKIE = 'vitrine_session';
const SESSION_ID = /^[0-9a-f]{32}$/;
/** Two days, like WooCommerce's guest session. */
const SESSION_MAX_AGE = 60 * 60 * 48;

const setSessionCookie = (c: Context, id: string) => setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE });

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
    setSessionCookie(c, id);
  }
  c.set('sessionId', id);
  await next();
};

/**
 * Gives the shopper a new session id carrying everything the old one had (cart, orders, nonces, notices, meta),
 * as a shop does when an order is placed: an id someone planted or read before (a shared computer, a fixated
 * cookie) no longer opens the order's session. The old id is gone.
 */
export function rotateSession(c: Context<AppEnv>): string {
  const { db, hooks } = c.get('store');
  const from = c.get('sessionId');
  const to = randomBytes(16).toString('hex');
  const tables = db
    .prepare(`SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'session_id'`)
    .pluck()
    .all() as string[];
  db.transaction(() => {
    db.prepare('INSERT INTO sessions (id, created_at) SELECT ?, created_at FROM sessions WHERE id = ?').run(to, from);
    for (const table of tables) db.prepare(`UPDATE "${table}" SET session_id = ? WHERE session_id = ?`).run(to, from);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(from);
  })();
  // What is kept per session outside the database (test mode's switches and names) follows too.
  hooks.sessionRotated?.(from, to);
  setSessionCookie(c, to);
  c.set('sessionId', to);
  return to;
}
