import type { Context } from 'hono';
import type { DB } from '../db.ts';
import type { AppEnv } from '../store.ts';
import { fromHex, toHex } from '../runtime/bytes.ts';
import { randomHex, sameBytes, scryptAsync, scryptSync } from '../runtime/crypto.ts';
import { rotateSession } from '../session/session.ts';
import { saveCard } from './saved-cards.ts';

/**
 * Logged-in shoppers (spec §1, §6). WordPress keeps the login in its own cookie; the demo keeps it on the session
 * (session_customers), and logging in or out gives the session a new id first, so an id known before the login
 * never opens the account.
 */

export interface Customer {
  id: number;
  email: string;
  displayName: string;
}

/** The demo's account, seeded with two saved cards (the README gives its login). */
export const DEMO_CUSTOMER = { email: 'claire@example.ch', password: 'vitrine-demo', displayName: 'Claire Morel' };

function hashPassword(password: string): string {
  const salt = randomHex(16);
  return `${salt}:${toHex(scryptSync(password, fromHex(salt), 32))}`;
}

/** The salt and hash an e-mail without an account is checked against, so that it costs what a wrong password does. */
const NO_ACCOUNT = `${'00'.repeat(16)}:${'00'.repeat(32)}`;

/** Hashes off the event loop in Node (runtime/crypto.ts): a synchronous scrypt held it about 47 ms per try. */
async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = fromHex(hash);
  if (!salt || !expected.length) return false;
  return sameBytes(await scryptAsync(password, fromHex(salt), expected.length), expected);
}

/** A customer with the demo's two cards: a Visa (the default) and a Mastercard, as Stripe's test cards. */
export function createCustomer(db: DB, input: { email: string; password: string; displayName: string }): number {
  const id = Number(
    db.prepare('INSERT INTO customers (email, display_name, password_hash) VALUES (?, ?, ?)').run(input.email, input.displayName, hashPassword(input.password))
      .lastInsertRowid,
  );
  saveCard(db, id, { token: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, true);
  saveCard(db, id, { token: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2029 });
  return id;
}

export function ensureDemoCustomer(db: DB): void {
  if (!db.prepare('SELECT 1 FROM customers WHERE email = ?').get(DEMO_CUSTOMER.email)) createCustomer(db, DEMO_CUSTOMER);
}

export function currentCustomer(db: DB, sessionId: string): Customer | undefined {
  const row = db
    .prepare('SELECT c.id, c.email, c.display_name FROM session_customers s JOIN customers c ON c.id = s.customer_id WHERE s.session_id = ?')
    .get(sessionId) as { id: number; email: string; display_name: string } | undefined;
  return row && { id: row.id, email: row.email, displayName: row.display_name };
}

/**
 * The customer whose e-mail and password these are, or undefined: the same answer, and the same work, for an e-mail
 * without an account (checked against a hash that matches nothing), so the time taken does not tell which e-mails
 * have one (11 ms against 248 ms before).
 */
export async function checkLogin(db: DB, email: string, password: string): Promise<number | undefined> {
  const row = db.prepare('SELECT id, password_hash FROM customers WHERE email = ?').get(email.trim().toLowerCase()) as
    | { id: number; password_hash: string }
    | undefined;
  const matches = await passwordMatches(row?.password_hash ?? NO_ACCOUNT, password);
  return row && matches ? row.id : undefined;
}

export function logIn(c: Context<AppEnv>, customerId: number): void {
  const sessionId = rotateSession(c);
  c.get('store').db.prepare('INSERT OR REPLACE INTO session_customers (session_id, customer_id) VALUES (?, ?)').run(sessionId, customerId);
}

export function logOut(c: Context<AppEnv>): void {
  c.get('store').db.prepare('DELETE FROM session_customers WHERE session_id = ?').run(c.get('sessionId'));
  rotateSession(c);
}
