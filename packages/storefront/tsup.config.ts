import { defineConfig } from 'tsup';
// @ts-expect-error a plain ESM script beside this config, without types
import { hintEagerCompile, rebuildLoader, writeInlineLoader, writeManifest, writeWaitingLoader } from './build-manifest.mjs';
// @ts-expect-error a plain ESM script beside this config, without types
import { writeStyles } from './build-styles.mjs';

/** What shapes the output, for tsup and for the loader's second build (build-manifest.mjs). */
const output = {
  platform: 'browser' as const,
  target: 'es2022',
  minify: true,
  legalComments: 'none' as const,
  define: { 'process.env.NODE_ENV': '"production"' },
};

const shared = {
  outDir: 'dist',
  platform: output.platform,
  target: output.target,
  minify: output.minify,
  // External maps: a theme debugging a minified widget gets the sources; browsers fetch a .map only with devtools open.
  sourcemap: true,
  treeshake: true,
  // Workspace packages ship TypeScript sources; bundle them (and React) into the storefront files.
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  esbuildOptions(options: { legalComments?: string }) {
    options.legalComments = 'none';
  },
};

export default defineConfig([
  {
    ...shared,
    entry: { vitrine: 'src/loader.ts' },
    format: ['esm'],
    splitting: true,
    metafile: true,
    clean: true,
    outExtension: () => ({ js: '.js' }),
    // Each chunk's stylesheets and files and the shared runtime's files are written into the loader by its second
    // build, once the chunks' names are known.
    // null, not `[]` or `{}`, until then: esbuild would hoist an array or object literal into a file of its own that
    // every chunk imports and initializes.
    define: {
      __VITRINE_STYLES__: 'null',
      __VITRINE_SHARED__: 'null',
      __VITRINE_FILES__: 'null',
      __VITRINE_BUILT__: 'false',
      __VITRINE_WITHOUT_RUNTIME__: 'null',
    },
    esbuildOptions(options) {
      options.legalComments = 'none';
      options.chunkNames = 'chunks/[name]-[hash]';
    },
    onSuccess: async () => {
      const written = writeManifest(writeStyles());
      await rebuildLoader(written, output);
      const { manifest } = written;
      writeInlineLoader();
      await writeWaitingLoader(written, output);
      hintEagerCompile(manifest.shared);
    },
  },
  {
    ...shared,
    entry: { 'vitrine.iife': 'src/all.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
  },
]);
