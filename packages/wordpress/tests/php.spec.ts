import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';

const plugin = join(dirname(fileURLToPath(import.meta.url)), '..');
const phpFiles = readdirSync(plugin, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.php') && !file.startsWith('assets/') && !file.includes('node_modules'));

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
