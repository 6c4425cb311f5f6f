import type { DB, RunResult, Statement } from './db.ts';

/**
 * The store's database layer (db.ts `DB`, the subset of better-sqlite3 the store uses) over sql.js, SQLite compiled
 * to WebAssembly: the static demo's service worker runs the store on it, and the unit tests run the store on it in
 * Node too (db-sqljs.test.ts), so both runtimes answer from the same code. The database lives in memory; `export()`
 * gives its file's bytes to keep (the worker keeps them in IndexedDB) and `openSqlJs(SQL, bytes)` opens them again.
 */

/** The parts of sql.js this adapter uses (its own typings would bring Emscripten's). */
export interface SqlJsStatic {
  Database: new (data?: Uint8Array | null) => SqlJsDatabase;
}
type SqlValue = number | string | Uint8Array | null;
interface SqlJsDatabase {
  prepare(sql: string): SqlJsStatement;
  exec(sql: string): Array<{ columns: string[]; values: SqlValue[][] }>;
  create_function(name: string, fn: (...args: never[]) => unknown): unknown;
  getRowsModified(): number;
  export(): Uint8Array;
  close(): void;
}
interface SqlJsStatement {
  bind(values: SqlValue[] | Record<string, SqlValue>): boolean;
  step(): boolean;
  get(): SqlValue[];
  getColumnNames(): string[];
  reset(): void;
  free(): boolean;
}

/** A database on sql.js: the store's `DB`, plus what the worker needs to keep it. */
export interface SqlJsDB extends DB {
  /** The database file's bytes. */
  export(): Uint8Array;
  /** Rows changed since the database was opened (SQLite's total_changes()): tells whether there is anything to keep. */
  totalChanges(): number;
}

/** better-sqlite3 binds numbers, strings, bigints, bytes and null (undefined as null) and refuses the rest. */
function bindable(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Uint8Array) return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null');
}

/** Positional parameters, or one object of named ones (`@name`, `:name` or `$name` in the SQL, as better-sqlite3 reads them). */
function parameters(params: unknown[]): SqlValue[] | Record<string, SqlValue> {
  const [first] = params;
  if (params.length === 1 && first !== null && typeof first === 'object' && !(first instanceof Uint8Array)) {
    const named: Record<string, SqlValue> = {};
    for (const [key, value] of Object.entries(first)) {
      for (const prefix of ['@', ':', '$']) named[prefix + key] = bindable(value);
    }
    return named;
  }
  return params.map(bindable);
}

export function openSqlJs(SQL: SqlJsStatic, bytes?: Uint8Array): SqlJsDB {
  const raw = new SQL.Database(bytes ?? null);
  // sql.js statements hold WebAssembly memory until freed; the store prepares the same few SQL texts again and again.
  const compiled = new Map<string, SqlJsStatement>();
  let depth = 0;

  const compile = (sql: string): SqlJsStatement => {
    let statement = compiled.get(sql);
    if (!statement) {
      statement = raw.prepare(sql);
      compiled.set(sql, statement);
    }
    return statement;
  };
  const scalar = (sql: string): SqlValue => raw.exec(sql)[0]?.values[0]?.[0] ?? null;

  /** Runs the statement over `params`, giving each row to `take` until it answers false; always left reset. */
  function rows(sql: string, params: unknown[], take: (row: SqlValue[], columns: string[]) => boolean): void {
    const statement = compile(sql);
    try {
      statement.bind(parameters(params));
      const columns = statement.getColumnNames();
      while (statement.step() && take(statement.get(), columns)) {}
    } finally {
      statement.reset();
    }
  }

  function prepare(sql: string): Statement {
    let plucked = false;
    const shape = (row: SqlValue[], columns: string[]): unknown =>
      plucked ? row[0] : Object.fromEntries(columns.map((column, i) => [column, row[i] ?? null]));
    const statement: Statement = {
      get(...params) {
        let found: unknown;
        rows(sql, params, (row, columns) => {
          found = shape(row, columns);
          return false;
        });
        return found;
      },
      all(...params) {
        const found: unknown[] = [];
        rows(sql, params, (row, columns) => found.push(shape(row, columns)) > 0);
        return found;
      },
      run(...params): RunResult {
        rows(sql, params, () => false);
        return { changes: raw.getRowsModified(), lastInsertRowid: Number(scalar('SELECT last_insert_rowid()')) };
      },
      pluck(toggle = true) {
        plucked = toggle;
        return statement;
      },
    };
    return statement;
  }

  const db: SqlJsDB = {
    prepare,
    exec(sql) {
      raw.exec(sql);
      return db;
    },
    pragma(source) {
      const [result] = raw.exec(`PRAGMA ${source}`);
      return (result?.values ?? []).map((row) => Object.fromEntries(result!.columns.map((column, i) => [column, row[i]])));
    },
    /** As better-sqlite3: BEGIN … COMMIT, a savepoint inside another transaction, everything undone on a throw. */
    transaction(fn) {
      return (...args) => {
        const savepoint = `vitrine_${depth}`;
        raw.exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
        depth++;
        try {
          const result = fn(...args);
          if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise');
          depth--;
          raw.exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
          return result;
        } catch (error) {
          depth--;
          raw.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
          throw error;
        }
      };
    },
    function(name, fn) {
      raw.create_function(name, fn);
      return db;
    },
    close() {
      for (const statement of compiled.values()) statement.free();
      compiled.clear();
      raw.close();
    },
    export: () => raw.export(),
    totalChanges: () => Number(scalar('SELECT total_changes()')),
  };
  return db;
}
