/** What the static build wrote into the worker (demo/static/build.ts, esbuild's `define`). */
declare const __STATIC_DEMO__: { build: string; files: string[] };

/** The build's id: a hash of every file it precaches, so a new build is a new worker and a new cache. */
export const BUILD: string = __STATIC_DEMO__.build;
/** Every file the pages may ask for (the storefront build, the theme, the WebAssembly), fetched at install. */
export const FILES: readonly string[] = __STATIC_DEMO__.files;
export const CACHE = `vitrine-static-${BUILD}`;
/** Where the store's pages find the storefront build (the worker reads its inline loader from there). */
export const STOREFRONT = '/vitrine';
export const WASM = '/sqlite/sql-wasm.wasm';
/** The shop's database as the build seeded it from the catalogue (static/build.ts). */
export const SEEDED = '/sqlite/store.sqlite';
export const INLINE_FILES = ['vitrine-inline.js', 'vitrine-first-paint.css'];
/** What the shop needs to open, cached first at install; the other files are fetched while it opens. */
export const OPENING_FILES = [WASM, SEEDED, ...INLINE_FILES.map((file) => `${STOREFRONT}/${file}`)];
