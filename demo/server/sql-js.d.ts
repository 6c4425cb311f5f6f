// sql.js ships no typings; the adapter (db-sqljs.ts) declares the parts of it the store uses.
declare module 'sql.js' {
  const initSqlJs: (config?: { locateFile?: (file: string) => string; wasmBinary?: ArrayBuffer }) => Promise<import('./db-sqljs.ts').SqlJsStatic>;
  export default initSqlJs;
}
