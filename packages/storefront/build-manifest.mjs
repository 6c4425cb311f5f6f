// Writes dist/manifest.json after the ESM build, from esbuild's metafile: which files define each tag and every
// file it imports before it can run, each tag's stylesheets, and the files every widget needs (the shared runtime).
// The loader preloads the shared files (`<link rel="modulepreload">`) as it asks for its first chunk, and each chunk's
// own imports with it, so the browser fetches them beside that chunk instead of after it (a request chain), and not
// before the first paint, whose stylesheet they would share a slow link with (docs/performance.md). Then builds the
// loader again with each chunk's stylesheets (`__VITRINE_STYLES__`), its files (`__VITRINE_FILES__`) and the shared
// files (`__VITRINE_SHARED__`) written in: the chunks' names carry content hashes, known only once they are written.
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
// The esbuild tsup builds with (not a dependency of this package of its own).
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

/** Static imports of `file`, transitively, itself first (dynamic imports wait for their own moment). */
function closure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const out = [file];
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') out.push(...closure(outputs, i.path, seen));
  return out;
}

/** The tables of src/widgets.ts: chunk name → module (`'x': () => import('./chunks/x.ts')`), tag → chunk name. */
function widgetTables() {
  const source = readFileSync(join(here, 'src', 'widgets.ts'), 'utf8');
  const modules = Object.fromEntries([...source.matchAll(/'?([a-z-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(([, name, path]) => [name, path]));
  const tags = [...source.matchAll(/'([^']+)':\s*'([a-z-]+)',/g)].map(([, tag, chunk]) => ({ tag, chunk }));
  return { modules, tags };
}

/** Each tag's default loading strategy: the `DEFAULT_STRATEGY` table of src/loading.ts (a tag not in it is eager). */
function defaultStrategies() {
  const source = readFileSync(join(here, 'src', 'loading.ts'), 'utf8');
  const table = source.slice(source.indexOf('DEFAULT_STRATEGY'), source.indexOf('};', source.indexOf('DEFAULT_STRATEGY')));
  return Object.fromEntries([...table.matchAll(/'([^']+)':\s*'(eager|idle|visible|intent)'/g)].map(([, tag, strategy]) => [tag, strategy]));
}

/** The output file each entry module (a chunk's module under src/) was written to, by the module's real path. */
function outputsByEntry(outputs) {
  const byEntry = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint) byEntry.set(realpathSync(resolve(here, output.entryPoint)), file);
  }
  return byEntry;
}

/**
 * No module of ours, no import, no entry point (a dynamic import's entry re-exporting other chunks has no module of
 * its own either): esbuild's helpers alone.
 */
export const helpersAlone = (output) => Object.keys(output.inputs).length === 0 && !output.entryPoint && (output.imports ?? []).length === 0;

/**
 * esbuild's code splitting puts its own helpers (`__commonJS`, `__toESM`: no module of ours, no side effect) in a file
 * of their own, and keeps `import'./chunk-X.js';` of it in chunks that use none of them: attribution's, on every
 * page, then costs a request for nothing. Each such import is blanked with spaces of its length, so the source maps'
 * columns still hold, and taken out of the metafile the manifest and the size check read. The helpers' file maps to
 * no source at all: its empty map goes, with the comment naming it (Lighthouse failed to parse it).
 */
function dropHelperOnlyImports(outputs) {
  const helperOnly = new Set(Object.keys(outputs).filter((file) => file.endsWith('.js') && helpersAlone(outputs[file])));
  for (const file of helperOnly) {
    writeFileSync(join(here, file), readFileSync(join(here, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S*/g, ''));
    rmSync(join(here, `${file}.map`), { force: true });
    delete outputs[`${file}.map`];
  }
  for (const [file, output] of Object.entries(outputs)) {
    const dropped = (output.imports ?? []).filter((i) => i.kind === 'import-statement' && helperOnly.has(i.path));
    if (dropped.length === 0) continue;
    let code = readFileSync(join(here, file), 'utf8');
    for (const i of dropped) {
      const path = `./${relative(dirname(file), i.path)}`;
      const statement = `import'${path}';`;
      // Helpers it does use (`import{a as b}from'…'`) stay.
      if (code.includes(`from'${path}'`)) continue;
      if (!code.includes(statement)) throw new Error(`manifest: ${file} imports ${i.path}, but not as ${statement}`);
      code = code.replace(statement, ' '.repeat(statement.length));
      output.imports = output.imports.filter((kept) => kept !== i);
    }
    writeFileSync(join(here, file), code);
  }
  return outputs;
}

/** `styles` is build-styles.mjs's answer: each chunk's stylesheet, the first-paint and whole stylesheets. */
export function writeManifest(styles) {
  const metafile = JSON.parse(readFileSync(join(dist, 'metafile-esm.json'), 'utf8'));
  const outputs = dropHelperOnlyImports(metafile.outputs);
  writeFileSync(join(dist, 'metafile-esm.json'), JSON.stringify(metafile));
  const byEntry = outputsByEntry(outputs);
  const name = (file) => relative('dist', file);
  const { modules, tags: tagList } = widgetTables();
  const chunkFiles = {};
  for (const [chunk, path] of Object.entries(modules)) {
    const file = byEntry.get(realpathSync(resolve(here, 'src', path)));
    if (!file) throw new Error(`manifest: no output for ${path} (${chunk})`);
    if (!(chunk in styles.chunks)) throw new Error(`manifest: build-styles.mjs lists no stylesheets for the ${chunk} chunk`);
    chunkFiles[chunk] = closure(outputs, file).map(name);
  }
  const tags = {};
  const tagStyles = {};
  for (const { tag, chunk } of tagList) {
    if (!chunkFiles[chunk]) throw new Error(`manifest: no chunk ${chunk} for ${tag}`);
    tags[tag] = chunkFiles[chunk];
    tagStyles[tag] = styles.chunks[chunk] ? [styles.chunks[chunk]] : [];
  }
  // The runtime: what every widget rendering with React imports (React, core). A widget without React (attribution)
  // imports part of core only, and is not a reason to leave React out of the shared files.
  const react = Object.keys(outputs).find((file) => Object.keys(outputs[file].inputs).some((input) => input.includes('/react-dom/')));
  const lists = Object.values(tags).filter((list) => list.includes(name(react)));
  const shared = lists[0].filter((file) => lists.every((list) => list.includes(file)));
  const strategies = defaultStrategies();
  // When each tag loads unless the theme says otherwise (`data-vitrine-load`): for tools, and for the bench's
  // "JavaScript before interactive" (what the eager tags need).
  const loading = Object.fromEntries(Object.keys(tags).map((tag) => [tag, strategies[tag] ?? 'eager']));
  const manifest = {
    loader: 'vitrine.js',
    stylesheet: styles.firstPaint,
    stylesheetSite: styles.firstPaintSite,
    stylesheetAll: styles.all,
    shared,
    tags,
    styles: tagStyles,
    loading,
  };
  writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // For the loader: which chunks have a stylesheet of their own, and the hash in their names.
  const loaderStyles = { chunks: Object.keys(styles.chunks).filter((chunk) => styles.chunks[chunk]), hash: styles.hash };
  // And each chunk's own file with the files it imports beyond the shared ones, preloaded together when it is asked
  // for: found only once the chunk has arrived, they would cost a phone a round trip more.
  // A chunk without React (attribution) gets no shared preload: its list names every file it imports.
  const withoutRuntime = Object.keys(chunkFiles).filter((chunk) => !chunkFiles[chunk].includes(name(react)));
  const loaderFiles = Object.fromEntries(
    Object.entries(chunkFiles).map(([chunk, files]) => [chunk, withoutRuntime.includes(chunk) ? files : files.filter((file) => !shared.includes(file))]),
  );
  return { manifest, loaderStyles, loaderFiles, withoutRuntime };
}

/** `chunks/side-cart-AB12.js` → `side-cart-AB12`, as the loader's tables hold it. */
function chunkName(file) {
  const name = /^chunks\/([^/]+)\.js$/.exec(file)?.[1];
  if (!name) throw new Error(`loader: ${file} is not a file of chunks/`);
  return name;
}

/**
 * The loader built again, alone, with `loaderStyles`, `loaderFiles` and the manifest's shared files written in
 * (`__VITRINE_BUILT__`: it imports each widget chunk by its address in `loaderFiles`), and what it still imports as
 * `./chunks/x.ts` (the debug report) pointed at the files the first build wrote, which stay as they are.
 * `options`: the first build's esbuild settings that shape the output.
 */
export async function rebuildLoader({ loaderStyles, loaderFiles, manifest, withoutRuntime }, options) {
  const { outputs } = JSON.parse(readFileSync(join(dist, 'metafile-esm.json'), 'utf8'));
  const byEntry = outputsByEntry(outputs);
  await esbuild.build({
    ...options,
    entryPoints: [join(here, 'src/loader.ts')],
    outfile: join(dist, 'vitrine.js'),
    bundle: true,
    format: 'esm',
    sourcemap: true,
    define: {
      ...options.define,
      __VITRINE_STYLES__: JSON.stringify(loaderStyles),
      // Names only: every file is `chunks/<name>.js` (the loader's chunkUrl), and the loader is in every page.
      __VITRINE_SHARED__: JSON.stringify(manifest.shared.map(chunkName)),
      __VITRINE_FILES__: JSON.stringify(Object.fromEntries(Object.entries(loaderFiles).map(([chunk, files]) => [chunk, files.map(chunkName)]))),
      __VITRINE_BUILT__: 'true',
      __VITRINE_WITHOUT_RUNTIME__: JSON.stringify(withoutRuntime),
    },
    plugins: [
      {
        name: 'built-chunks',
        setup(build) {
          build.onResolve({ filter: /^\.\/chunks\/[a-z-]+\.ts$/ }, (args) => {
            const file = byEntry.get(realpathSync(resolve(args.resolveDir, args.path)));
            if (!file) throw new Error(`loader: no chunk written for ${args.path}`);
            return { path: `./${relative('dist', file)}`, external: true };
          });
        },
      },
    ],
  });
}

/**
 * The loader as a page prints it inline, `<script type="module" id="vitrine-loader" data-base="…/">`: no request
 * before the widgets' own, which on a phone's HTTP/1.1 link costs a connection and two round trips before the first
 * chunk is asked for (docs/performance.md). It finds the files from the tag's `data-base` rather than from its own
 * address, which an inline script does not have.
 */
export function writeInlineLoader() {
  const code = readFileSync(join(dist, 'vitrine.js'), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '');
  const inline = code.replaceAll('import("./chunks/', 'import(vitrineBase+"chunks/').replaceAll('import.meta.url', 'vitrineBase');
  if (/import\.meta|["'`]\.\/chunks\/|vitrineBase\s*[=(]/.test(inline) || /<\/script/i.test(inline)) {
    throw new Error('loader: cannot be printed inline (a file address esbuild wrote in another form, or "</script")');
  }
  // The tag it is printed in: the first module script with its id, found through Document.prototype (page content
  // can shadow `document.getElementById` with a `<form name>`), never an earlier element of content taking that id (a
  // `<div id="vitrine-loader" data-base="https://…">` chose where chunks came from), nor a `script` of SVG or MathML.
  // A module script has no `document.currentScript`.
  const base =
    'const vitrineBase=new URL(Document.prototype.querySelector.call(document,"script[type=module]#vitrine-loader:not(svg *,math *)")' +
    '.dataset.base,location).href;';
  writeFileSync(join(dist, 'vitrine-inline.js'), `${base}${inline}\n`);
}

/**
 * The loader's stand-in for the pages of WooCommerce's own forms (src/waiting-loader-inline.ts), printed inline as the
 * loader is, with attribution's file written in: it imports that file itself, and the loader only at the shopper's
 * first action. `options`: the first build's esbuild settings that shape the output.
 */
export async function writeWaitingLoader({ manifest }, options) {
  // Beside the loader, as the loader's own chunk addresses are.
  const [attribution] = manifest.tags['fk-attribution'];
  await esbuild.build({
    ...options,
    entryPoints: [join(here, 'src/waiting-loader-inline.ts')],
    outfile: join(dist, 'vitrine-waiting-inline.js'),
    bundle: true,
    format: 'esm',
    define: { ...options.define, __VITRINE_ATTRIBUTION__: JSON.stringify(attribution) },
  });
  const code = readFileSync(join(dist, 'vitrine-waiting-inline.js'), 'utf8');
  if (/import\.meta|<\/script/i.test(code)) throw new Error('waiting loader: cannot be printed inline');
}

/**
 * Marks the shared files (React, core: every page that has a widget runs all of them at once) with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad`. Chrome 136+ then compiles their functions on the thread that streams
 * the file in, instead of one by one on the main thread as they are first called: most of React's are, as it
 * evaluates and mounts. Measured at 4x CPU, the runtime's evaluation task fell from a median of 292 to 203 ms
 * (docs/performance.md). Browsers without the hint read a comment. The source map gains one empty line to match.
 */
export function hintEagerCompile(shared) {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  for (const file of shared) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(HINT)) continue;
    writeFileSync(path, HINT + code);
    if (!existsSync(`${path}.map`)) continue;
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${path}.map`, JSON.stringify(map));
  }
}
