import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import initSqlJs from 'sql.js';
import { ensureDemoCustomer } from '../server/account/customers.ts';
import { seed } from '../server/catalog/seed.ts';
import { prepareDatabase } from '../server/db.ts';
import { openSqlJs } from '../server/db-sqljs.ts';
import { entryPages } from './entry-pages.ts';

/**
 * `pnpm demo:static` (after `pnpm build`): writes demo/static-dist/, the whole demo store as plain files. Every entry
 * address gets the first visit's page; the worker (worker/sw.ts, the store's own code with runtime/*.browser.ts in
 * place of the Node modules) answers everything else once installed, starting from the database seeded here.
 * `--out DIR` writes elsewhere.
 */

interface EsbuildPlugin {
  name: string;
  setup(build: {
    onResolve(options: { filter: RegExp }, callback: (args: { path: string; resolveDir: string; importer: string }) => { path: string } | undefined): void;
  }): void;
}
interface Esbuild {
  build(options: Record<string, unknown> & { plugins?: EsbuildPlugin[] }): Promise<{ outputFiles?: Array<{ text: string }> }>;
}

const require = createRequire(import.meta.url);
// The esbuild tsup builds with, as the storefront's build scripts find it (not a dependency of the demo of its own).
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as Esbuild;

const here = dirname(fileURLToPath(import.meta.url));
const demo = resolve(here, '..');
const storefront = resolve(demo, '../packages/storefront/dist');
const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? (process.argv[outFlag + 1] ?? '') : join(demo, 'static-dist'));
const runtimeDir = resolve(demo, 'server/runtime') + sep;

/** Every runtime/X.ts the worker imports becomes runtime/X.browser.ts where one exists: the browser's side of a seam. */
const browserSeams: EsbuildPlugin = {
  name: 'browser-seams',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (args) => {
      const path = resolve(args.resolveDir, args.path);
      const browser = path.replace(/\.ts$/, '.browser.ts');
      return path.startsWith(runtimeDir) && args.importer !== browser && existsSync(browser) ? { path: browser } : undefined;
    });
  },
};

const shape = { bundle: true, platform: 'browser', target: 'es2022', minify: true, legalComments: 'none', write: false, logLevel: 'warning' };

async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await esbuild.build({ ...shape, entryPoints: [join(here, entry)], format: 'iife', define, plugins: [browserSeams] });
  return result.outputFiles?.[0]?.text ?? '';
}

function write(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), content);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => `/${relative(dir, join(dir, file)).split(sep).join('/')}`);
}

if (!existsSync(join(storefront, 'vitrine-inline.js'))) {
  console.error('demo:static: packages/storefront/dist is missing; run `pnpm build` first (`pnpm demo:static` does).');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The storefront build as the pages load it: no source maps, no single-file IIFE build nor esbuild's metafile.
cpSync(storefront, join(out, 'vitrine'), { recursive: true, filter: (src) => !/(\.map|vitrine\.iife\.js|metafile-esm\.json)$/.test(src) });
cpSync(join(demo, 'public'), join(out, 'assets'), { recursive: true });
write('/sqlite/sql-wasm.wasm', readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')));
write('/static-demo/demo.css', readFileSync(join(here, 'boot/demo.css')));
write('/static-demo/boot.js', await bundle('boot/boot.ts'));

// The shop's database, seeded from the catalogue by the store's own code on sql.js, as the worker would: a first visit
// then opens it instead of seeding (the demo account's scrypt alone took a second in the worker). Each visitor's
// worker makes its own secrets (nonces) on first use; the demo account's password is public anyway.
const db = openSqlJs(await initSqlJs());
prepareDatabase(db);
seed(db);
ensureDemoCustomer(db);
write('/sqlite/store.sqlite', db.export());

// The first visit's page wherever a visitor may land, and as the 404 page hosts serve for any other address.
const bootPage = readFileSync(join(here, 'boot/boot.html'), 'utf8');
const entries = entryPages(db);
db.close();
for (const page of entries) write(`${page}index.html`, bootPage);
write('/404.html', bootPage);

// The worker, with the list of files it caches at install and the build's id (a hash of them and of the worker).
const files = filesUnder(out).filter((file) => !file.endsWith('.html'));
const MARK = '__VITRINE_STATIC_BUILD__';
const worker = await bundle('worker/sw.ts', { __STATIC_DEMO__: JSON.stringify({ build: MARK, files }) });
const hash = createHash('sha256').update(worker);
for (const file of files) hash.update(file).update(readFileSync(join(out, file)));
const build = hash.digest('hex').slice(0, 12);
write('/sw.js', worker.replace(MARK, build));

const bytes = filesUnder(out).reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
console.log(
  `Static demo ${build} in ${relative(process.cwd(), out) || '.'}: ${entries.length} entry pages, ${files.length} files cached by the worker, ${(bytes / 1024).toFixed(0)} KB`,
);
