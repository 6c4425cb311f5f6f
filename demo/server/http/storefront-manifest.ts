import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `pnpm build` writes to packages/storefront/dist/manifest.json (packages/storefront/build-manifest.mjs). */
export interface StorefrontManifest {
  loader: string;
  stylesheet: string;
  /** The files every widget imports before it runs: React, r2wc, nanostores, core. */
  shared: string[];
  /** Each tag's chunk and the files it imports, its own first. */
  tags: Record<string, string[]>;
}

let cached: { file: string; mtimeMs: number; manifest: StorefrontManifest | null } | undefined;

/** The manifest of the build the demo serves, read again when a rebuild rewrites it; null before any build. */
export function storefrontManifest(storefrontDir: string): StorefrontManifest | null {
  const file = join(storefrontDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as StorefrontManifest };
  }
  return cached.manifest;
}
