import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The storefront files that hold express checkout or payment code, from the build's own metafile. */
function paymentFiles(): string[] {
  const metafile = JSON.parse(readFileSync(new URL('../../packages/storefront/dist/metafile-esm.json', import.meta.url), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => /widgets\/express-checkout\/|packages\/payments\/|@stripe/.test(input)))
    .map(([file]) => file.replace(/^dist\//, '/vitrine/'));
}

/** Every URL the page asks for, as `host/path`. */
function watch(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.host + url.pathname);
  });
  return requested;
}

const ours = (requested: string[], files: string[]) => requested.filter((url) => files.some((file) => url.endsWith(file)));

test('a page without a wallet button downloads no express or payment code; a product page does', async ({ page }) => {
  const files = paymentFiles();
  expect(files.length).toBeGreaterThan(3);
  const requested = watch(page);
  await page.goto('/boutique/');
  await page.waitForLoadState('networkidle');
  expect(ours(requested, files)).toEqual([]);
  expect(requested.some((url) => /stripe|pay\.google/.test(url))).toBe(false);

  await page.goto('/produit/coffret-artisans-du-jura/');
  await expect(page.getByRole('button', { name: 'Paiement express' })).toBeVisible();
  expect(ours(requested, files).length).toBeGreaterThan(0);
});
