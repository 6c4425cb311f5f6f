/**
 * The database layer both runtimes share: the subset of better-sqlite3's API the store uses (`DB`), the schema, and
 * what every opened database needs. Node opens a file with better-sqlite3 (db-file.ts); the static demo's service
 * worker opens SQLite compiled to WebAssembly through db-sqljs.ts, which answers this same subset.
 */

/** What `run()` answers. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** A prepared statement: positional (`?`) or named (`@name`, an object) parameters, as better-sqlite3 takes them. */
export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): RunResult;
  /** Rows as their first column's value. */
  pluck(toggle?: boolean): this;
}

export interface DB {
  prepare(sql: string): Statement;
  /** Runs every statement of the text (schema, triggers). */
  exec(sql: string): this;
  pragma(source: string): unknown;
  /** `fn` in one transaction (a savepoint when nested), rolled back if it throws. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /** A scalar SQL function written in JavaScript. */
  function(name: string, fn: (...args: never[]) => unknown): this;
  close(): unknown;
}

/**
 * The store's schema. Product and variation ids share one sequence space, as WordPress posts do, so an id in a
 * request never means two things. Attribute values use term slugs; '' in variation_attributes means "any".
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS images (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  color TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL,
  title TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('simple', 'variable')),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  sku TEXT NOT NULL DEFAULT '',
  price REAL,
  short_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  in_stock INTEGER NOT NULL DEFAULT 1,
  sold_individually INTEGER NOT NULL DEFAULT 0,
  min_qty INTEGER NOT NULL DEFAULT 1,
  max_qty INTEGER,
  step INTEGER NOT NULL DEFAULT 1,
  weight_g INTEGER,
  length_cm REAL,
  width_cm REAL,
  height_cm REAL,
  -- A variable product listed with an AJAX add button (a theme mistake WooCommerce answers with product_url).
  listed_with_ajax_button INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  menu_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS product_images (
  product_id INTEGER NOT NULL REFERENCES products(id),
  image_id INTEGER NOT NULL REFERENCES images(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, position)
);
CREATE TABLE IF NOT EXISTS attribute_terms (
  taxonomy TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (taxonomy, slug)
);
CREATE TABLE IF NOT EXISTS attribute_labels (
  taxonomy TEXT PRIMARY KEY,
  label TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_attribute_terms (
  product_id INTEGER NOT NULL REFERENCES products(id),
  taxonomy TEXT NOT NULL,
  term_slug TEXT NOT NULL,
  attr_position INTEGER NOT NULL,
  PRIMARY KEY (product_id, taxonomy, term_slug)
);
CREATE TABLE IF NOT EXISTS variations (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  sku TEXT NOT NULL DEFAULT '',
  price REAL,
  in_stock INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  sold_individually INTEGER NOT NULL DEFAULT 0,
  min_qty INTEGER NOT NULL DEFAULT 1,
  max_qty INTEGER,
  step INTEGER NOT NULL DEFAULT 1,
  weight_g INTEGER,
  length_cm REAL,
  width_cm REAL,
  height_cm REAL,
  description TEXT NOT NULL DEFAULT '',
  image_id INTEGER REFERENCES images(id),
  menu_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS variations_by_product ON variations(product_id, menu_order);
CREATE TABLE IF NOT EXISTS variation_attributes (
  variation_id INTEGER NOT NULL REFERENCES variations(id),
  taxonomy TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (variation_id, taxonomy)
);
CREATE TABLE IF NOT EXISTS upsells (
  product_id INTEGER NOT NULL REFERENCES products(id),
  upsell_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, upsell_id)
);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed_cart')),
  amount REAL NOT NULL,
  minimum_spend REAL,
  expires_at TEXT,
  description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  author TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- A session's row is written with the first row that belongs to it (openSessionTriggers), never for a visit alone.
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  cart_key TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL DEFAULT 0,
  attributes TEXT NOT NULL DEFAULT '{}',
  quantity INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (session_id, cart_key)
);
CREATE TABLE IF NOT EXISTS cart_coupons (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  code TEXT NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (session_id, code)
);
-- Nonces are computed (session/nonces.ts); a session's salt is stored only when test mode makes them stale.
CREATE TABLE IF NOT EXISTS session_nonce_salts (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id),
  salt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id),
  kind TEXT NOT NULL CHECK (kind IN ('success', 'error', 'info')),
  message TEXT NOT NULL,
  link_href TEXT,
  link_text TEXT
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  order_key TEXT NOT NULL UNIQUE,
  session_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  billing TEXT NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}',
  coupons TEXT NOT NULL DEFAULT '[]',
  subtotal REAL NOT NULL,
  discount REAL NOT NULL,
  shipping REAL NOT NULL,
  total REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'CHF'
);
CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  attributes TEXT NOT NULL DEFAULT '{}',
  quantity INTEGER NOT NULL,
  line_total REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS quote_requests (
  id INTEGER PRIMARY KEY,
  client_type TEXT NOT NULL,
  product_number TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
-- Logged-in shoppers (spec §1, §6: saved cards). A session is logged in while session_customers names it.
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS session_customers (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id)
);
-- WooCommerce's WC_Payment_Token_CC rows: the provider's payment method id and what the shopper is shown of it.
CREATE TABLE IF NOT EXISTS payment_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  gateway TEXT NOT NULL,
  token TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0
);
-- WordPress user meta; the demo's "user" is the session (the coming-soon banner's dismissal, spec §7.2).
CREATE TABLE IF NOT EXISTS user_meta (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (session_id, name)
);
`;

/** What every store database needs once opened: foreign keys, the clock function, the tables and their triggers. */
export function prepareDatabase(db: DB): void {
  db.pragma('foreign_keys = ON');
  db.function('vitrine_now', () => new Date().toISOString());
  db.exec(SCHEMA);
  openSessionTriggers(db);
}

/** The tables whose rows belong to a session (a foreign key to `sessions`): a cart, coupons, notices, a login, meta. */
export function sessionTables(db: DB): string[] {
  return db
    .prepare(`SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = 'sessions'`)
    .pluck()
    .all() as string[];
}

/**
 * The first row a session keeps writes its `sessions` row, so that sessions are stored only when something is to be
 * kept (a visit that only reads stores nothing, as WooCommerce starts a guest's session with the first add to cart),
 * and no code path that stores can forget it. `vitrine_now()` is the process's clock, so tests can move it.
 */
function openSessionTriggers(db: DB): void {
  for (const table of sessionTables(db)) {
    db.exec(`CREATE TRIGGER IF NOT EXISTS "${table}_opens_session" BEFORE INSERT ON "${table}"
      BEGIN INSERT OR IGNORE INTO sessions (id, created_at) VALUES (NEW.session_id, vitrine_now()); END`);
  }
}

/** True once the catalogue has been written. */
export function isSeeded(db: DB): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  return row.n > 0;
}
