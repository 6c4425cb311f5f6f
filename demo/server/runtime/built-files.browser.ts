import type * as NodeSide from './built-files.ts';

/**
 * built-files.ts for the static demo's service worker: the worker reads the build's files from its cache when it
 * starts and hands them here (`provideBuiltFiles`), since the store's pages print them synchronously. One build per
 * worker: the version never changes while it runs.
 */
const files = new Map<string, string>();

export function provideBuiltFiles(storefrontDir: string, given: Record<string, string>): void {
  for (const [file, text] of Object.entries(given)) files.set(`${storefrontDir}/${file}`, text);
}

export function builtFile(storefrontDir: string, file: string): { text: string; version: number } | undefined {
  const text = files.get(`${storefrontDir}/${file}`);
  return text === undefined ? undefined : { text, version: 1 };
}

export function builtVersion(storefrontDir: string, file: string): number | undefined {
  return files.has(`${storefrontDir}/${file}`) ? 1 : undefined;
}

({ builtFile, builtVersion }) satisfies typeof NodeSide;
