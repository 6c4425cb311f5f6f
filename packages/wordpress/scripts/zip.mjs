// Writes dist/vitrine-<version>.zip, the file a shop owner uploads under Extensions → Ajouter → Téléverser: one
// `vitrine/` folder with the PHP, readme.txt, uninstall.php, the block's editor script, the French catalogue (the .po
// and the .mo compiled from it) and the storefront build without its source maps. Nothing else: no tests, no
// package.json, no node_modules. Run `pnpm build` and `pnpm --filter @vitrine/wordpress assets` first.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMo, parsePo } from './mo.mjs';
import { zip } from './zip-writer.mjs';

const plugin = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = 'vitrine';

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The plugin's version, said the same way in vitrine.php's header and constant, readme.txt's Stable tag and package.json. */
export function pluginVersion() {
  const main = readFileSync(join(plugin, 'vitrine.php'), 'utf8');
  const said = {
    'vitrine.php header': /^\s*\*\s*Version:\s*(\S+)/m.exec(main)?.[1],
    'vitrine.php VERSION': /const VERSION = '([^']+)'/.exec(main)?.[1],
    'readme.txt Stable tag': /^Stable tag:\s*(\S+)/m.exec(readFileSync(join(plugin, 'readme.txt'), 'utf8'))?.[1],
    'package.json': JSON.parse(readFileSync(join(plugin, 'package.json'), 'utf8')).version,
  };
  const versions = new Set(Object.values(said));
  if (versions.size !== 1 || versions.has(undefined)) throw new Error(`the version is not said the same way everywhere: ${JSON.stringify(said)}`);
  return [...versions][0];
}

/** @returns {{ name: string, data: Buffer, modified: Date }[]} */
export function pluginFiles() {
  if (!existsSync(join(plugin, 'assets/vitrine-assets.json'))) {
    throw new Error('No storefront build in packages/wordpress/assets: run `pnpm build` and `pnpm --filter @vitrine/wordpress assets` first.');
  }
  const sources = [
    'vitrine.php',
    'uninstall.php',
    'readme.txt',
    ...filesUnder(join(plugin, 'includes')).filter((f) => f.endsWith('.php')),
    ...filesUnder(join(plugin, 'blocks')).filter((f) => /\.(js|json)$/.test(f)),
    ...filesUnder(join(plugin, 'languages')).filter((f) => f.endsWith('.po')),
    // Source maps stay out: 5 MB a shop never serves to a shopper.
    ...filesUnder(join(plugin, 'assets')).filter((f) => !f.endsWith('.map')),
  ].map((file) => resolve(plugin, file));
  const files = sources.map((file) => ({
    name: `${FOLDER}/${relative(plugin, file).split('\\').join('/')}`,
    data: readFileSync(file),
    modified: statSync(file).mtime,
  }));
  for (const po of files.filter((f) => f.name.endsWith('.po'))) {
    files.push({ name: po.name.replace(/\.po$/, '.mo'), data: compileMo(parsePo(po.data.toString('utf8'))), modified: po.modified });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

export function zipPath(version = pluginVersion()) {
  return join(plugin, 'dist', `${FOLDER}-${version}.zip`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const version = pluginVersion();
    const files = pluginFiles();
    const out = zipPath(version);
    rmSync(dirname(out), { recursive: true, force: true });
    mkdirSync(dirname(out), { recursive: true });
    const bytes = zip(files);
    writeFileSync(out, bytes);
    console.log(`zip: ${relative(process.cwd(), out)}, ${files.length} files, ${(bytes.length / 1024).toFixed(0)} KB`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
