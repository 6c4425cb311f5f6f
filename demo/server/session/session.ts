import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../store.ts';
import { sessionTables, type DB } from '../db.ts';
import { randomHex } from '../runtime/crypto.ts';

export const SESSION_COOKIE = 'vitrine_session';
const SESSION_ID = /^[0-9a-f]{32}$/;
/** Two days, like WooCommerce's guest session. */
const SESSION_MAX_AGE = 60 * 60 * 48;

const setSessionCookie = (c: Context, id: string) => setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE });

/** Two days, like WooCommerce's guest sessions (`woocommerce_cleanup_sessions` deletes them twice a day). */
const SESSION_LIFETIME_MS = SESSION_MAX_AGE * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<DB, number>();

/**
 * Deletes the sessions that began more than two days ago, with every row they held (their cookie has expired with
 * them). Orders stay: they are the shop's, not the session's.
 */
export function purgeExpiredSessions(db: DB, now = Date.now()): void {
  const before = new Date(now - SESSION_LIFETIME_MS).toISOString();
  db.transaction(() => {
    for (const table of sessionTables(db)) {
      db.prepare(`DELETE FROM "${table}" WHERE session_id IN (SELECT id FROM sessions WHERE created_at < ?)`).run(before);
    }
    db.prepare('DELETE FROM sessions WHERE created_at < ?').run(before);
  })();
}

/**
 * Gives every request a session id: the cookie's when it is well formed, else a new one sent in a cookie. Nothing is
 * stored for it: its row is written with the first row it keeps (db.ts), and nonces are computed from the id
 * (nonces.ts), so a cookieless visit (a crawler, a 404) costs no row; an id whose session holds nothing yet, or no
 * longer (a purge, a database reset), is simply an empty session. The cookie is HttpOnly: scripts read the cart
 * through WooCommerce's own cookies instead. At most once an hour, expired sessions are purged.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('store');
  const fromCookie = getCookie(c, SESSION_COOKIE);
  let id = fromCookie && SESSION_ID.test(fromCookie) ? fromCookie : undefined;
  if (!id) {
    id = randomHex(16);
    setSessionCookie(c, id);
  }
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) >= PURGE_EVERY_MS) {
    lastPurge.set(db, now);
    purgeExpiredSessions(db, now);
  }
  c.set('sessionId', id);
  await next();
};

/**
 * Gives the shopper a new session id carrying everything the old one had (cart, orders, notices, meta),
 * as a shop does when an order is placed: an id someone planted or read before (a shared computer, a fixated
 * cookie) no longer opens the order's session. The old id is gone.
 */
export function rotateSession(c: Context<AppEnv>): string {
  const { db, hooks } = c.get('store');
  const from = c.get('sessionId');
  const to = randomHex(16);
  const tables = db
    .prepare(`SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'session_id'`)
    .pluck()
    .all() as string[];
  db.transaction(() => {
    // The new id starts a new cookie's two days, so its session is purged two days from now.
    db.prepare('INSERT INTO sessions (id, created_at) SELECT ?, ? FROM sessions WHERE id = ?').run(to, new Date().toISOString(), from);
    for (const table of tables) db.prepare(`UPDATE "${table}" SET session_id = ? WHERE session_id = ?`).run(to, from);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(from);
  })();
  // What is kept per session outside the database (test mode's switches and names) follows too.
  hooks.sessionRotated?.(from, to);
  setSessionCookie(c, to);
  c.set('sessionId', to);
  return to;
}
