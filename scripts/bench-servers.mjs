// The servers the bench measures: the demo store (Node) and a plain static server of the static demo's folder.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Starts `command` in demo/ and resolves once it printed `ready`; rejects if it exits or stays silent a minute. */
function start(command, args, ready, what) {
  const child = spawn(command, args, { cwd: join(root, 'demo'), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start`)), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${what} exited (${code})`)));
  });
}

/** The demo store in test mode on a fresh database. */
export function startStore(port) {
  const db = join(tmpdir(), `vitrine-bench-${port}.sqlite`);
  return start('pnpm', ['exec', 'tsx', 'server/main.ts', '--port', String(port), '--db', db, '--reset', '--test-mode'], 'Vitrine demo store on', 'demo store');
}

/** demo/static/serve.mjs over `dir`: a static host, nothing more. */
export function startStaticServer(port, dir) {
  return start('node', ['static/serve.mjs', '--port', String(port), '--root', dir], 'Static demo on', 'static server');
}
