import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';

// One real WordPress site (tests/global-setup.ts) shared by every check, so one worker.
const port = Number(process.env.WP_PORT ?? 4245);

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list']],
  globalSetup: './tests/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    locale: 'fr-CH',
    trace: 'off',
  },
});
