import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';

const plugin = join(dirname(fileURLToPath(import.meta.url)), '..');
const phpFiles = readdirSync(plugin, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.php') && !file.startsWith('assets/') && !file.includes('node_modules'),
);

test('every PHP file parses (php -l)', () => {
  expect(phpFiles.length).toBeGreaterThan(10);
  for (const file of phpFiles) execFileSync('php', ['-l', join(plugin, file)], { stdio: 'pipe' });
});

for (const file of phpFiles.filter((f) => f.endsWith('.test.php'))) {
  test(`PHP: ${file}`, () => {
    // The WordPress-backed tests load the scratch site global-setup built.
    const out = execFileSync('php', [join(plugin, file)], { env: { ...process.env }, encoding: 'utf8' });
    expect(out).toMatch(/\bok \d+ assertions/);
  });
}

test('WordPress logged no PHP error, warning or notice of ours while serving every check', () => {
  // Runs last (files run in name order). WordPress 6.1's own deprecations under PHP 8.2 are WordPress's, not ours.
  const log = readFileSync(join(process.env.VITRINE_WP_SITE!, 'debug.log'), 'utf8');
  const ours = log.split('\n').filter((line) => /PHP (Fatal|Warning|Notice|Deprecated|Parse)/.test(line) && !/ in \S+\/wp-(includes|admin)\//.test(line));
  expect(ours).toEqual([]);
});
