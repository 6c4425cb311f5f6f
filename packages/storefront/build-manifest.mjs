// Writes dist/manifest.json after the ESM build, from esbuild's metafile: which file defines each tag and every
// file it imports before it can run, and the files every widget needs (the shared runtime). A theme, the WordPress
// plugin or the demo prints `<link rel="modulepreload">` for them, so the browser fetches them with the page
// instead of after the loader and a widget chunk have each arrived (a three-step request chain).
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

/** Static imports of `file`, transitively, itself first (dynamic imports wait for their own moment). */
function closure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const out = [file];
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') out.push(...closure(outputs, i.path, seen));
  return out;
}

/** The tag → chunk module table, as src/widgets.ts writes it (`'fk-x': () => import('./chunks/y.ts')`). */
function tagPackages() {
  const source = readFileSync(join(here, 'src', 'widgets.ts'), 'utf8');
  return [...source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(([, tag, pkg]) => ({ tag, pkg }));
}

export function writeManifest() {
  const { outputs } = JSON.parse(readFileSync(join(dist, 'metafile-esm.json'), 'utf8'));
  const require = createRequire(join(here, 'package.json'));
  const byEntry = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint) byEntry.set(realpathSync(resolve(here, output.entryPoint)), file);
  }
  const name = (file) => relative('dist', file);
  const tags = {};
  for (const { tag, pkg } of tagPackages()) {
    const source = pkg.startsWith('.') ? resolve(here, 'src', pkg) : require.resolve(pkg);
    const file = byEntry.get(realpathSync(source));
    if (!file) throw new Error(`manifest: no chunk for ${pkg} (${tag})`);
    tags[tag] = closure(outputs, file).map(name);
  }
  const lists = Object.values(tags);
  const shared = lists[0].filter((file) => lists.every((list) => list.includes(file)));
  const manifest = { loader: 'vitrine.js', stylesheet: 'vitrine.css', shared, tags };
  writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
