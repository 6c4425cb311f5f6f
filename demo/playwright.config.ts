import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);
// Short enough that the timeout journeys run quickly, long enough that a busy two-core CI machine running
// two browsers never makes an ordinary call time out (2.5 s did, under load).
const timeoutMs = 6000;
const db = join(tmpdir(), `vitrine-e2e-${port}.sqlite`);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that passes only on its retry hides a race a shopper can hit: none is retried.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    locale: 'fr-CH',
    trace: 'off',
  },
  webServer: {
    command: `pnpm exec tsx server/main.ts --port ${port} --db ${db} --reset --test-mode --timeout-ms ${timeoutMs}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
