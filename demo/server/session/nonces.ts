import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { DB } from '../db.ts';

/** The nonces the page config carries, plus the ones the theme's own forms and links use. */
export type NonceName =
  | 'fkcart'
  | 'fkwcs'
  | 'fkwcs_js'
  | 'wp_rest'
  | 'cart_fragments'
  | 'woocommerce-cart'
  | 'woocommerce-process_checkout'
  | 'woocommerce-pay'
  | 'woocommerce-add-payment-method'
  | 'woocommerce-logout'
  | 'woocommerce-login';

/** WordPress nonces live 12 to 24 hours; ours live 12 hours, and a new one is minted at half-life. */
export const NONCE_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The session's current nonce for `name`, minting one when none is younger than half its life. Older ones stay valid
 * until they expire, so a page rendered a few hours ago still works (WordPress's two "ticks").
 */
export function nonceFor(db: DB, sessionId: string, name: NonceName, now = Date.now()): string {
  const row = db
    .prepare('SELECT value FROM nonces WHERE session_id = ? AND name = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1')
    .get(sessionId, name, now - NONCE_TTL_MS / 2) as { value: string } | undefined;
  if (row) return row.value;
  const value = randomBytes(5).toString('hex');
  db.prepare('DELETE FROM nonces WHERE session_id = ? AND name = ? AND expires_at <= ?').run(sessionId, name, now);
  db.prepare('INSERT INTO nonces (session_id, name, value, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sessionId,
    name,
    value,
    now,
    now + NONCE_TTL_MS,
  );
  return value;
}

export function verifyNonce(db: DB, sessionId: string, name: NonceName, value: string | undefined, now = Date.now()): boolean {
  if (!value) return false;
  return db.prepare('SELECT 1 FROM nonces WHERE session_id = ? AND name = ? AND value = ? AND expires_at > ?').get(sessionId, name, value, now) !== undefined;
}

/** Makes every nonce of the session invalid (the test API uses it to simulate a stale page). */
export function expireNonces(db: DB, sessionId: string): void {
  db.prepare('DELETE FROM nonces WHERE session_id = ?').run(sessionId);
}

export const EXPIRED_SESSION_MESSAGE = 'Session expirée, veuillez recharger la page.';

/** FunnelKit-style endpoints answer HTTP 200 with a code the side cart reads (spec §7.6). */
export const fkcartNonceError = (c: Context) => c.json({ code: 401, msg: EXPIRED_SESSION_MESSAGE }, 200);

/** WordPress answers a failed `check_ajax_referer` with 403 and the body `-1`. */
export const wpNonceError = (c: Context) => c.text('-1', 403);

/** The right expired-nonce answer for a wc-ajax endpoint, by its family. */
export const nonceErrorFor = (c: Context, endpoint: string) => (endpoint.startsWith('fkcart_') ? fkcartNonceError(c) : wpNonceError(c));
