import { serve } from '@hono/node-server';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStoreApp } from './app.ts';
import { listenHost } from './http/listen.ts';

/**
 * `tsx server/main.ts [--port N] [--db PATH] [--reset] [--test-mode] [--timeout-ms N]`
 * Environment: PORT, HOST (default 127.0.0.1), VITRINE_TEST_MODE=1, VITRINE_TIMEOUT_MS, VITRINE_STOREFRONT_DIR.
 */

const demoDir = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
    'timeout-ms': { type: 'string' },
  },
  strict: true,
});

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${name} doit être un entier positif (reçu « ${raw} »)`);
    process.exit(2);
  }
  return n;
}

const port = positiveInt(values.port ?? process.env.PORT, 4173, '--port');
const timeoutMs = positiveInt(values['timeout-ms'] ?? process.env.VITRINE_TIMEOUT_MS, 8000, '--timeout-ms');
const testMode = values['test-mode'] || process.env.VITRINE_TEST_MODE === '1';
// The default lives in the demo folder wherever the command runs from; a given --db is relative to the cwd.
const dbPath = values.db ? resolve(values.db) : join(demoDir, 'data', 'store.sqlite');

const { app, close } = createStoreApp({
  dbPath,
  testMode,
  timeoutMs,
  reset: values.reset,
  assetsDir: fileURLToPath(new URL('../public', import.meta.url)),
  // VITRINE_STOREFRONT_DIR: a copy of the build, for a test run that must not see a rebuild in progress.
  storefrontDir: process.env.VITRINE_STOREFRONT_DIR
    ? resolve(process.env.VITRINE_STOREFRONT_DIR)
    : fileURLToPath(new URL('../../packages/storefront/dist', import.meta.url)),
});

const hostname = listenHost(process.env);
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Vitrine demo store on http://localhost:${info.port}${testMode ? ' (test mode)' : ''} (${hostname})`);
});
// Node closes an idle keep-alive connection after 5 s, and a client that sends on it at that moment gets
// ECONNRESET (browsers retry silently, test clients do not). Keep idle connections longer than clients do.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

function shutdown(): void {
  server.close(() => {
    close();
    process.exit(0);
  });
  // Keep-alive sockets can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
