import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A text file of the storefront build that the pages print inline (the loader, the first-paint stylesheet), with a
 * version that changes when a rebuild does (its mtime), or undefined without a build. Read from disk in Node;
 * built-files.browser.ts gives the service worker's copies.
 */
export function builtFile(storefrontDir: string, file: string): { text: string; version: number } | undefined {
  const path = join(storefrontDir, file);
  try {
    const { mtimeMs } = statSync(path);
    return { text: readFileSync(path, 'utf8'), version: mtimeMs };
  } catch {
    return undefined;
  }
}

/** Whether the file changed since `version`, without reading it (a page view in Node costs one stat). */
export function builtVersion(storefrontDir: string, file: string): number | undefined {
  try {
    return statSync(join(storefrontDir, file)).mtimeMs;
  } catch {
    return undefined;
  }
}
