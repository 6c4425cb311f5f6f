import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

/**
 * The static demo's journeys (tests-static/): demo/static-dist served by a plain static server, the store answered
 * by the service worker in Chromium. `pnpm test:static` builds the folder first (static/build.ts).
 */
const port = Number(process.env.E2E_STATIC_PORT ?? 4176);

export default defineConfig({
  testDir: 'tests-static',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // As the server's journeys: a journey that passes only on its retry hides a race a shopper can hit.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list']],
  outputDir: 'test-results/static',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    locale: 'fr-CH',
    trace: 'off',
    // Each journey's browser context is a first visit: no worker, no cookie, no database yet.
    serviceWorkers: 'allow',
  },
  webServer: {
    command: `node static/serve.mjs --port ${port} --root static-dist`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
