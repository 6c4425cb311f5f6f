import { CART_STATE_SELECTOR, type CartSnapshot } from '@vitrine/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { createStoreApp, type StoreApp } from './app.ts';
import { prepareDatabase } from './db.ts';
import { openSqlJs } from './db-sqljs.ts';
import initSqlJs from 'sql.js';

/**
 * Unit-test helpers (not a test file itself): a store on a temporary database, and a client that keeps cookies like
 * a browser so each client is one shopper session. Most test files start with the two lines
 * `const store = testStoreForEach();` and `const shopper = shopperForEach(store);`.
 */

/**
 * `VITRINE_TEST_DB=sqljs`: every store the tests make runs on sql.js, the static demo's database (SQLite in
 * WebAssembly), instead of better-sqlite3, so the whole suite shows both runtimes answer alike.
 */
const sqlJs = process.env.VITRINE_TEST_DB === 'sqljs' ? await initSqlJs() : undefined;

function sqlJsDatabase() {
  if (!sqlJs) return undefined;
  const db = openSqlJs(sqlJs);
  prepareDatabase(db);
  return db;
}

export interface TestStore extends StoreApp {
  dir: string;
  dispose: () => void;
}

export interface TestStoreOptions {
  /** On unless false: most tests read the cart or orders through /__test. */
  testMode?: boolean;
  timeoutMs?: number;
  storefrontDir?: string;
}

export function testStore(options: TestStoreOptions = {}): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
  const storeApp = createStoreApp({
    dbPath: join(dir, 'store.sqlite'),
    testMode: options.testMode ?? true,
    timeoutMs: options.timeoutMs ?? 8000,
    assetsDir: fileURLToPath(new URL('../public', import.meta.url)),
    storefrontDir: options.storefrontDir ?? join(dir, 'no-storefront-build'),
    database: sqlJsDatabase(),
  });
  return {
    ...storeApp,
    dir,
    dispose: () => {
      storeApp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A store that is a fresh one in every test of the file: the object returned stays the same, its contents are a new
 * store on a new database before each test, disposed after it.
 */
export function testStoreForEach(options: TestStoreOptions = {}): TestStore {
  const store = {} as TestStore;
  beforeEach(() => {
    Object.assign(store, testStore(options));
  });
  afterEach(() => store.dispose());
  return store;
}

/**
 * A shopper of that store who starts every test as a new visitor (no cookies), having opened `firstPage` (a session,
 * as a browser has before it calls anything; null: nothing opened).
 */
export function shopperForEach(store: StoreApp, firstPage: string | null = '/'): Shopper {
  const shopper = new Shopper(store);
  beforeEach(async () => {
    shopper.jar.clear();
    if (firstPage !== null) await shopper.get(firstPage);
  });
  return shopper;
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

export function parseSetCookies(res: Response): SetCookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/** One shopper: sends the cookies the server set, drops the ones it expired. Does not follow redirects. */
export class Shopper {
  readonly jar = new Map<string, string>();

  constructor(private readonly store: StoreApp) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('Cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.store.app.request(path, { ...init, headers, redirect: 'manual' });
    for (const c of parseSetCookies(res)) {
      if (c.attributes.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /** A form-encoded POST, as WooCommerce's scripts send. */
  post(path: string, fields: Record<string, string | number>): Promise<Response> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return this.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  }

  postJson(path: string, value: unknown): Promise<Response> {
    return this.request(path, { method: 'POST', body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });
  }

  ajax(endpoint: string, fields: Record<string, string | number> = {}): Promise<Response> {
    return this.post(`/?wc-ajax=${endpoint}`, fields);
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The session's cart, read through test mode (`GET /__test/cart`). */
  async cart(): Promise<CartSnapshot> {
    return (await (await this.get('/__test/cart')).json()) as CartSnapshot;
  }

  /** Opens the checkout and posts it with the page's nonce, as the checkout form does. */
  async placeOrder(fields: Record<string, string | number>): Promise<Response> {
    const page = await (await this.get('/checkout/')).text();
    const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    return this.post('/checkout/', { ...fields, 'woocommerce-process-checkout-nonce': nonce });
  }
}

/** The `CartSnapshot` a cart answer's fragments carry (`script#fk-cart-state`). */
export function snapshotOf(answer: Record<string, unknown>): CartSnapshot {
  const markup = (answer.fragments as Record<string, string> | undefined)?.[CART_STATE_SELECTOR] ?? '';
  const body = /^<script type="application\/json" id="fk-cart-state">([\s\S]*)<\/script>$/.exec(markup)?.[1];
  if (!body) throw new Error(`no cart state in ${markup}`);
  return JSON.parse(body) as CartSnapshot;
}

/** Runs a valibot schema through its Standard Schema face, so tests need no direct valibot import. */
export function validate(schema: { '~standard': { validate: (v: unknown) => unknown } }, value: unknown): string[] {
  const result = schema['~standard'].validate(value) as { issues?: ReadonlyArray<{ message: string; path?: unknown }> };
  return (result.issues ?? []).map((i) => `${JSON.stringify(i.path ?? [])}: ${i.message}`);
}

/** A valid checkout's billing fields (Lausanne, invoice); tests spread it and override what they are about. */
export const CHECKOUT_BILLING = {
  billing_first_name: 'Léa',
  billing_last_name: 'Müller',
  billing_country: 'CH',
  billing_address_1: 'Rue du Marché 4',
  billing_postcode: '1003',
  billing_city: 'Lausanne',
  billing_phone: '+41 21 000 00 00',
  billing_email: 'lea@example.ch',
  payment_method: 'bacs',
};
