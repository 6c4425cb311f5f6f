import type { DB } from '../db.ts';

/**
 * What the express checkout keeps per session over the store's database: the address and shipping method chosen
 * in the wallet's sheet, and the errors the browser logged (spec §7.4). The tables belong to this feature, so they
 * are created here rather than in the shared schema.
 */

const prepared = new WeakSet<DB>();

function ensureTables(db: DB): void {
  if (prepared.has(db)) return;
  db.exec(`
CREATE TABLE IF NOT EXISTS express_shipping (
  session_id TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  method_id TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS express_errors (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  failed TEXT NOT NULL,
  error TEXT NOT NULL,
  created_at TEXT NOT NULL
);`);
  prepared.add(db);
}

export interface ShippingChoice {
  country: string;
  state: string;
  postcode: string;
  city: string;
  methodId: string;
}

export function shippingChoice(db: DB, sessionId: string): ShippingChoice | undefined {
  ensureTables(db);
  const row = db.prepare('SELECT country, state, postcode, city, method_id FROM express_shipping WHERE session_id = ?').get(sessionId) as
    | { country: string; state: string; postcode: string; city: string; method_id: string }
    | undefined;
  return row && { country: row.country, state: row.state, postcode: row.postcode, city: row.city, methodId: row.method_id };
}

export function saveShippingChoice(db: DB, sessionId: string, choice: ShippingChoice): void {
  ensureTables(db);
  db.prepare(
    `INSERT INTO express_shipping (session_id, country, state, postcode, city, method_id) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(session_id) DO UPDATE SET country = excluded.country, state = excluded.state, postcode = excluded.postcode,
     city = excluded.city, method_id = excluded.method_id`,
  ).run(sessionId, choice.country, choice.state, choice.postcode, choice.city, choice.methodId);
}

export function logBrowserError(db: DB, sessionId: string, failed: string, error: string): void {
  ensureTables(db);
  db.prepare('INSERT INTO express_errors (session_id, failed, error, created_at) VALUES (?, ?, ?, ?)').run(
    sessionId,
    failed.slice(0, 200),
    error.slice(0, 4000),
    new Date().toISOString(),
  );
}

export function browserErrors(db: DB, sessionId: string): Array<{ failed: string; error: string }> {
  ensureTables(db);
  return db.prepare('SELECT failed, error FROM express_errors WHERE session_id = ? ORDER BY id').all(sessionId) as Array<{
    failed: string;
    error: string;
  }>;
}
