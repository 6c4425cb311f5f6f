import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasTranslation } from '@vitrine/core';

/**
 * Core's catalogue holds the words several packages share; each package brings its own French with its chunk
 * (`french.ts`, or a component's `FRENCH`). Read from the sources: a module showing a message its chunk does not
 * bring would show the English key to a shopper who reaches it first.
 */
const repo = join(import.meta.dirname, '../../..');
const sources = ['packages', 'widgets'].flatMap((dir) =>
  readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\/src\/.+\.tsx?$/.test(file) && !file.includes('node_modules') && !/\.test\.tsx?$/.test(file))
    .map((file) => join(repo, dir, file)),
);

const unquote = (match: RegExpMatchArray) => match[1]?.replace(/\\'/g, "'") ?? match[2] ?? match[3]!;

/** The keys of a module's own `FRENCH` catalogue. */
function frenchOf(text: string): string[] {
  const block = /const FRENCH: Record<string, string> = \{\n([\s\S]*?)\n\};/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^ {2}(?:'((?:[^'\\]|\\.)*)'|"([^"]*)"|([A-Za-z_]\w*)):/gm)].map(unquote);
}

/** The keys a module passes to t() as they are written. */
const shownBy = (text: string) => [...text.matchAll(/\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"([^"]*)"|`([^`$]*)`)/g)].map(unquote);

const relativeImports = (file: string, text: string) =>
  [...text.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?'(\.{1,2}\/[^']+)';$/gm)].map(([, path]) => resolve(dirname(file), path!));

/** What a module brings before it runs: the catalogues of the modules it imports, at any depth, and its own. */
function broughtBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  return [...frenchOf(text), ...relativeImports(file, text).flatMap((path) => broughtBy(path, seen))];
}

describe('the French messages', () => {
  it('come with every module that shows them: from core, its own catalogue, or one it imports', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      const brought = new Set(broughtBy(file));
      for (const key of shownBy(text)) {
        checked += 1;
        if (!hasTranslation(key) && !brought.has(key)) missing.push(`${relative(repo, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    // The sources' messages were found (a pattern gone stale would check nothing).
    expect(checked).toBeGreaterThan(150);
  });

  it('leave core with only the words several packages share', () => {
    const texts = sources.map((file) => [relative(repo, file).split('/').slice(0, 2).join('/'), readFileSync(file, 'utf8')] as const);
    const core = frenchOf(readFileSync(join(repo, 'packages/core/src/i18n.ts'), 'utf8').replace('const fr:', 'const FRENCH:'));
    const ownedByOne = core.filter((key) => {
      const quoted = [`'${key.replace(/'/g, "\\'")}'`, `"${key}"`];
      const owners = new Set(texts.filter(([, text]) => quoted.some((q) => text.includes(q))).map(([owner]) => owner));
      return owners.size === 1 && !owners.has('packages/core');
    });
    expect(core.length).toBeGreaterThan(10);
    expect(ownedByOne).toEqual([]);
  });
});
