#!/usr/bin/env node
// The package as a theme gets it: `pnpm pack` of @vitrine/storefront, installed from the tarball alone into a
// scratch folder (offline: it must need nothing else), that folder served over HTTP and the loader (then the
// classic IIFE file) loaded from it in Chromium until every tag of its custom-elements.json is defined; and a
// TSX file using every tag, the config and the events compiled with tsc against the installed typings.
// Run after `pnpm build`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';
import { helpersAlone } from '../packages/storefront/build-manifest.mjs';

const root = new URL('..', import.meta.url).pathname;
const pkgDir = join(root, 'packages/storefront');
if (!existsSync(join(pkgDir, 'dist/vitrine.js'))) {
  console.error('No build found: run `pnpm build` first.');
  process.exit(1);
}
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-package-'));

// 1. The tarball.
execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: pkgDir, stdio: ['ignore', 'ignore', 'inherit'] });
const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
const tarballPath = join(scratch, tarball);
const listed = execFileSync('tar', ['tzf', tarballPath], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => f.replace(/^package\//, ''));
const js = listed.filter((f) => f.endsWith('.js'));
for (const file of [
  'dist/vitrine.js',
  'dist/vitrine-inline.js',
  'dist/vitrine.iife.js',
  'dist/vitrine-first-paint.css',
  'dist/vitrine-first-paint-site.css',
  'dist/vitrine-waiting-inline.js',
  'dist/vitrine.css',
  'types/index.d.ts',
  'types/react.d.ts',
  'custom-elements.json',
  'LICENSE',
  'README.md',
  'CHANGELOG.md',
  'package.json',
])
  check(listed.includes(file), `tarball lacks ${file}`);
// The inline loader and its stand-in are printed in pages, where a source map has no address to be found at;
// vitrine.js is the loader's mapped twin.
const printed = ['dist/vitrine-inline.js', 'dist/vitrine-waiting-inline.js'];
// A file of esbuild's helpers alone (no module of ours) maps to no source: the build gives it no map.
const { outputs } = JSON.parse(readFileSync(join(pkgDir, 'dist/metafile-esm.json'), 'utf8'));
const helpersOnly = Object.keys(outputs).filter((file) => file.endsWith('.js') && helpersAlone(outputs[file]));
for (const file of js.filter((f) => !printed.includes(f) && !helpersOnly.includes(f)))
  check(listed.includes(`${file}.map`), `tarball lacks the source map of ${file}`);
check(!listed.some((f) => /metafile/.test(f)), 'tarball holds a build metafile');
check(!listed.some((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')), 'tarball holds TypeScript sources');
check(!js.some((f) => /\/src-[A-Z0-9]+\.js$/.test(f)), 'a chunk is still named src-XXXX.js');
check(
  js.some((f) => /^dist\/chunks\/side-cart-[A-Z0-9]+\.js$/.test(f)),
  'no chunks/side-cart-[hash].js',
);
// Each widget's stylesheet, linked by the loader with its chunk.
const chunkStyles = listed.filter((f) => /^dist\/chunks\/[a-z-]+-[A-Z0-9]{8}\.css$/.test(f)).map((f) => f.replace(/^dist\//, ''));
// What the site first paint leaves out, linked only on a page that prints that one.
const widgetStyles = chunkStyles.filter((f) => !f.startsWith('chunks/common-'));
check(widgetStyles.length === chunkStyles.length - 1, 'no chunks/common-[hash].css');
check(
  chunkStyles.some((f) => f.startsWith('chunks/side-cart-')),
  'no chunks/side-cart-[hash].css',
);
const packed = JSON.parse(execFileSync('tar', ['xzf', tarballPath, '-O', 'package/package.json'], { encoding: 'utf8' }));
check(!packed.private, 'package.json is private');
check(!packed.dependencies || Object.keys(packed.dependencies).length === 0, `runtime dependencies: ${JSON.stringify(packed.dependencies)}`);

// 2. Installed into a theme's folder from the tarball only.
const theme = join(scratch, 'theme');
mkdirSync(theme);
writeFileSync(join(theme, 'package.json'), JSON.stringify({ name: 'scratch-theme', private: true }));
execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarballPath], {
  cwd: theme,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const installed = join(theme, 'node_modules/@vitrine/storefront');
const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
const declarations = manifest.modules.flatMap((m) => m.declarations);
const tags = declarations.map((d) => d.tagName);
check(tags.length > 20, `custom-elements.json declares ${tags.length} tags`);

// 3. Served, and loaded in Chromium: the ES module loader with the first-paint stylesheet (the loader links each widget's
// own), the loader with the whole stylesheet (the loader then links none), and the single classic file with the whole.
const page = (script, stylesheet) => `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<link rel="stylesheet" href="/node_modules/@vitrine/storefront/dist/${stylesheet}">
<script type="application/json" id="vitrine-config">{"urls": {"cart": "/panier/", "checkout": "/commande/", "shop": "/boutique/"}}</script>
</head><body><h1>Thème de test</h1>
${tags.map((tag) => `<${tag}></${tag}>`).join('\n')}
${script}</body></html>`;
const loader = '<script type="module" src="/node_modules/@vitrine/storefront/dist/vitrine.js"></script>';
writeFileSync(join(theme, 'module.html'), page(loader, 'vitrine-first-paint.css'));
writeFileSync(join(theme, 'module-all-styles.html'), page(loader, 'vitrine.css'));
// The loader as a theme prints it inline (`@vitrine/storefront/inline`), finding the files under `data-base`.
const inlineLoader = readFileSync(join(installed, 'dist/vitrine-inline.js'), 'utf8');
writeFileSync(
  join(theme, 'inline.html'),
  page(`<script type="module" id="vitrine-loader" data-base="/node_modules/@vitrine/storefront/dist/">${inlineLoader}</script>`, 'vitrine-first-paint.css'),
);
// A page of forms (a checkout): the loader's stand-in and the site first paint. Every tag is on this page, so the
// stand-in brings the loader at once, which links the common stylesheet before the first widget.
const waitingLoader = readFileSync(join(installed, 'dist/vitrine-waiting-inline.js'), 'utf8');
writeFileSync(
  join(theme, 'site.html'),
  page(
    `<script type="module" id="vitrine-loader" data-loader="/node_modules/@vitrine/storefront/dist/vitrine.js">${waitingLoader}</script>`,
    'vitrine-first-paint-site.css',
  ),
);
writeFileSync(join(theme, 'classic.html'), page('<script src="/node_modules/@vitrine/storefront/dist/vitrine.iife.js" defer></script>', 'vitrine.css'));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json', '.json': 'application/json' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = join(theme, path);
  if (!file.startsWith(theme) || !existsSync(file) || !extname(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const [html, stylesheet, linked] of [
    ['module.html', 'vitrine-first-paint.css', widgetStyles],
    ['module-all-styles.html', 'vitrine.css', []],
    ['inline.html', 'vitrine-first-paint.css', widgetStyles],
    ['site.html', 'vitrine-first-paint-site.css', chunkStyles],
    ['classic.html', 'vitrine.css', []],
  ]) {
    const tab = await browser.newPage();
    const missing = [];
    const errors = [];
    tab.on('response', (r) => {
      if (r.url().includes('/node_modules/') && r.status() !== 200) missing.push(`${r.status()} ${r.url()}`);
    });
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`${origin}/${html}`);
    // The loader starts once the page has painted its heading, and preloads the runtime with its first chunk.
    if (!html.startsWith('classic')) await tab.waitForSelector('link[rel=modulepreload]', { state: 'attached' });
    // A tag that loads on intent (fk-search) waits for the shopper to reach for it: here, a pointer over each tag.
    await tab.evaluate((names) => {
      for (const name of names) document.querySelector(name)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }, tags);
    const undefinedTags = await tab
      .waitForFunction((names) => names.every((n) => customElements.get(n)) || null, tags, { timeout: 30_000 })
      .then(() => [])
      .catch(() => tab.evaluate((names) => names.filter((n) => !customElements.get(n)), tags));
    check(undefinedTags.length === 0, `${html}: tags never defined: ${undefinedTags.join(', ')}`);
    check(missing.length === 0, `${html}: package files not served: ${missing.join(', ')}`);
    check(errors.length === 0, `${html}: uncaught errors: ${errors.join(' | ')}`);
    const applied = await tab.evaluate(() =>
      [...document.styleSheets].filter((s) => s.cssRules.length > 0).map((s) => new URL(s.href ?? location.href).pathname.replace(/^.*\/dist\//, '')),
    );
    check(applied.includes(stylesheet), `${html}: ${stylesheet} not applied`);
    const widgetSheets = applied.filter((file) => file.startsWith('chunks/')).sort();
    check(
      JSON.stringify(widgetSheets) === JSON.stringify([...linked].sort()),
      `${html}: widget stylesheets ${widgetSheets.join(', ') || 'none'}, expected ${linked.join(', ') || 'none'}`,
    );
    await tab.close();
  }
  // Debug mode from the installed files: the report names what this bare page lacks (a snapshot, the nonces).
  const tab = await browser.newPage();
  const report = [];
  tab.on('console', (m) => m.text().startsWith('[vitrine] debug') && report.push(m.text()));
  const lastLine = tab.waitForEvent('console', { predicate: (m) => m.text().includes('nonce « fkcart »'), timeout: 30_000 }).catch(() => {});
  await tab.goto(`${origin}/module.html?vitrine_debug=1`);
  await lastLine;
  check(
    report.some((line) => line.includes('#fk-cart-state')),
    `debug mode: no snapshot line in ${JSON.stringify(report)}`,
  );
  check(
    report.some((line) => line.includes('nonce « fkcart » absent')),
    `debug mode: no nonce line in ${JSON.stringify(report)}`,
  );
  await tab.close();
} finally {
  await browser.close();
  server.close();
}

// 4. The typings: a TSX file with every tag and its attributes, the config and the events, compiled by tsc.
mkdirSync(join(theme, 'node_modules/@types'), { recursive: true });
symlinkSync(realpathSync(join(root, 'node_modules/@types/react')), join(theme, 'node_modules/@types/react'));
const attributeValue = (a) => (a.type.text === 'number' ? '{1}' : a.description === 'JSON' ? "'{}'" : "'x'");
const elements = declarations
  .map((d) => `    <${d.tagName} className="theme"${d.attributes.map((a) => ` ${a.name}=${attributeValue(a)}`).join('')}></${d.tagName}>`)
  .join('\n');
writeFileSync(
  join(theme, 'theme.tsx'),
  `import type { VitrineConfig, VitrineRaisedEvents, VitrineTagName } from '@vitrine/storefront';
import type {} from '@vitrine/storefront/react';

export const config: VitrineConfig = { urls: { cart: '/panier/' }, shop: { currency: 'CHF', locale: 'fr-CH' }, express: { mode: 'test' } };
// @ts-expect-error: not one of the modes
export const wrong: VitrineConfig = { express: { mode: 'sandbox' } };

export const sideCart: HTMLElement | null = document.querySelector('fk-side-cart');
export const tag: VitrineTagName = 'fk-popup';
document.body.addEventListener('added_to_cart', (event) => {
  const change: VitrineRaisedEvents['added_to_cart'] = event.detail;
  console.log(change.cartHash.length, change.button?.tagName);
});

export function Page() {
  return (
    <>
${elements}
      {/* @ts-expect-error: post-id is a number (TS never checks unknown dashed attribute names, so no test of those) */}
      <fk-loop-grid post-id={true} />
      {/* @ts-expect-error: no such tag */}
      <fk-nope />
    </>
  );
}
`,
);
writeFileSync(
  join(theme, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files: ['theme.tsx'],
  }),
);
try {
  execFileSync(join(root, 'node_modules/typescript/bin/tsc'), ['-p', theme], { cwd: theme, encoding: 'utf8' });
} catch (error) {
  problems.push(`the typings do not compile in a theme's TSX file:\n${error.stdout}`);
}

const bytes = readFileSync(tarballPath).length;
console.log(
  `${tarball}: ${listed.length} files, ${(bytes / 1024).toFixed(1)} KB packed; ${tags.length} tags defined by the loader and by the IIFE file; typings compile.`,
);
if (problems.length > 0) {
  console.error(`Package check failed (scratch folder kept: ${scratch}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
rmSync(scratch, { recursive: true, force: true });
console.log('Package check passed.');
