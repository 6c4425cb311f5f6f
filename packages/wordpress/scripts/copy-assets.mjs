// Copies the storefront build (packages/storefront/dist, from `pnpm build`) into the plugin's assets/ folder and
// writes vitrine-assets.json beside it: the files' content version and the stylesheets' names.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../storefront/dist');
const assets = join(here, '../assets');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(dist, 'vitrine.js'))) {
    console.error(`No storefront build in ${dist}: run \`pnpm build\` first.`);
    process.exit(1);
  }
  rmSync(assets, { recursive: true, force: true });
  cpSync(dist, assets, { recursive: true, filter: (src) => !/metafile|manifest/.test(src) });
  const hash = createHash('sha256');
  for (const file of filesUnder(assets)) hash.update(relative(assets, file)).update(readFileSync(file));
  const { stylesheet: firstPaint, stylesheetSite, stylesheetAll } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const manifest = {
    version: hash.digest('hex').slice(0, 12),
    module: 'vitrine.js',
    // The same loader as pages print it inline, finding its files under the tag's `data-base`.
    inline: 'vitrine-inline.js',
    // The loader's stand-in on the checkout's and the account's pages, printed inline in the same way.
    waiting: 'vitrine-waiting-inline.js',
    iife: 'vitrine.iife.js',
    // The first-paint stylesheet the loader's pages link (each widget's own comes with its chunk); the whole one for
    // the IIFE build.
    css: firstPaint,
    // The same without the product pages' and listings' rules, for the checkout's and the account's pages.
    css_site: stylesheetSite,
    css_all: stylesheetAll,
  };
  writeFileSync(join(assets, 'vitrine-assets.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`assets: ${filesUnder(assets).length} files, version ${manifest.version}`);
}
