import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { createStoreApp } from './app.ts';
import { prepareDatabase } from './db.ts';
import { openSqlJs } from './db-sqljs.ts';
import { CHECKOUT_BILLING, Shopper, testStoreForEach } from './testing.ts';

/**
 * The adapter answers as better-sqlite3 does for every call the store makes, and the store over it answers a
 * shopper's calls as the store over better-sqlite3 does (`VITRINE_TEST_DB=sqljs` runs the whole suite that way).
 */

const SQL = await initSqlJs();

function table() {
  const db = openSqlJs(SQL);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price REAL)');
  return db;
}

describe('openSqlJs answers the subset of better-sqlite3 the store uses', () => {
  it('get, all, run and pluck, with positional and named parameters', () => {
    const db = table();
    const insert = db.prepare('INSERT INTO t (name, price) VALUES (?, ?)');
    expect(insert.run('écharpe', 49.9)).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(db.prepare('INSERT INTO t (name, price) VALUES (@name, @price)').run({ name: 'bonnet', price: null })).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(1)).toEqual({ id: 1, name: 'écharpe', price: 49.9 });
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(9)).toBeUndefined();
    expect(db.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual(['écharpe', 'bonnet']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2 });
    expect(db.prepare('UPDATE t SET price = ? WHERE price IS NOT NULL').run(undefined).changes).toBe(1);
    expect(() => db.prepare('SELECT ?').get(true)).toThrow(TypeError);
    expect(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('bonnet')).toThrow(/UNIQUE/);
    // The failed statement is left reset: the same SQL runs again.
    expect(db.prepare('INSERT INTO t (name) VALUES (?)').run('gants').changes).toBe(1);
  });

  it('transactions commit, roll back on a throw, and nest as savepoints', () => {
    const db = table();
    const add = (name: string) => db.prepare('INSERT INTO t (name) VALUES (?)').run(name);
    db.transaction(() => add('a'))();
    expect(() =>
      db.transaction(() => {
        add('b');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    db.transaction(() => {
      add('c');
      try {
        db.transaction(() => {
          add('d');
          throw new Error('inner');
        })();
      } catch {}
    })();
    expect(db.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual(['a', 'c']);
  });

  it('functions, pragmas, and a database exported then opened again', () => {
    const db = table();
    db.function('twice', (x: never) => (x as number) * 2);
    expect(db.prepare('SELECT twice(21)').pluck().get()).toBe(42);
    db.pragma('foreign_keys = ON');
    expect(db.pragma('foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    db.prepare('INSERT INTO t (name) VALUES (?)').run('gardé');
    expect(db.totalChanges()).toBe(1);
    const again = openSqlJs(SQL, db.export());
    expect(again.prepare('SELECT name FROM t').pluck().all()).toEqual(['gardé']);
    expect(again.totalChanges()).toBe(0);
  });
});

describe('the store on sql.js', () => {
  const node = testStoreForEach({ testMode: false });

  it('answers a shopper’s journey as the store on better-sqlite3 does', async () => {
    const db = openSqlJs(SQL);
    prepareDatabase(db);
    const wasm = createStoreApp({ ...node.store.options, database: db });
    const answers = [] as string[][];
    for (const store of [node, wasm]) {
      const shopper = new Shopper(store);
      const seen: string[] = [];
      // Session ids, nonces, cart hashes and order keys are random per store: the rest must be the same.
      const random = /[0-9a-f]{10,}/g;
      const plain = async (res: Response) => {
        seen.push(`${res.status} ${res.headers.get('Location') ?? ''}`.replace(random, '…'));
        seen.push((await res.text()).replace(random, '…'));
      };
      await plain(await shopper.get('/boutique/'));
      await plain(await shopper.ajax('add_to_cart', { product_id: 11, quantity: 2 }));
      await plain(await shopper.ajax('get_variation', { product_id: 21, attribute_pa_taille: 'm', attribute_pa_couleur: 'bleu' }));
      const cartPage = await (await shopper.get('/?page_id=7')).text();
      const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(cartPage)?.[1] ?? '';
      await plain(await shopper.post('/?page_id=7', { coupon_code: 'BIENVENUE10', apply_coupon: 'Appliquer', 'woocommerce-cart-nonce': nonce }));
      await plain(await shopper.get('/?page_id=7'));
      await plain(await shopper.get('/wp-json/wc/store/v1/products?search=jura'));
      const order = await shopper.placeOrder(CHECKOUT_BILLING);
      await plain(order.clone());
      await plain(await shopper.get(order.headers.get('Location') ?? '/'));
      answers.push(seen);
    }
    expect(answers[1]).toEqual(answers[0]);
    const journey = answers[0]!.join('\n');
    expect(journey).toContain('Code promo : BIENVENUE10');
    expect(journey).toContain('Merci. Votre commande a été reçue.');
    wasm.close();
  });
});
