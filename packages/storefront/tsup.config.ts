import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
// @ts-expect-error a plain ESM script beside this config, without types
import { writeManifest } from './build-manifest.mjs';

const shared = {
  outDir: 'dist',
  platform: 'browser' as const,
  target: 'es2022',
  minify: true,
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
    esbuildOptions(options) {
      options.legalComments = 'none';
      options.chunkNames = 'chunks/[name]-[hash]';
    },
    onSuccess: async () => {
      copyFileSync('src/vitrine.css', 'dist/vitrine.css');
      writeManifest();
    },
  },
  {
    ...shared,
    entry: { 'vitrine.iife': 'src/all.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
  },
]);
