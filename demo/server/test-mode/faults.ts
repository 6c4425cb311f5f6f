import type { Context } from 'hono';
import type { FormBody } from '../http/form.ts';
import { nonceErrorFor } from '../session/nonces.ts';
import type { AppEnv } from '../store.ts';
import type { Fault, FaultKind, SessionTestState, TestModeState } from './state.ts';

/**
 * Fault injection: the store's `beforeCall` hook in test mode logs every wc-ajax (and named REST) call of a session,
 * waits its latency, then answers with the next queued fault instead of the handler.
 */

/** Keeps the log bounded if a test forgets to reset. */
const MAX_LOG = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SERVER_ERROR_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Erreur interne</title></head><body><h1>Erreur interne du serveur</h1><p>Le serveur a rencontré une erreur.</p></body></html>`;
const CRITICAL_ERROR_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Erreur WordPress</title></head><body id="error-page"><div class="wp-die-message"><p>Il y a eu une erreur critique sur ce site.</p></div></body></html>`;

export function addFault(s: SessionTestState, endpoint: string, kind: FaultKind, count: number, delayMs: number): void {
  const queue = s.faults.get(endpoint) ?? [];
  queue.push({ kind, remaining: count, delayMs });
  s.faults.set(endpoint, queue);
}

export function pendingFaults(s: SessionTestState): Array<{ endpoint: string; kind: FaultKind; remaining: number; delayMs: number }> {
  const out: Array<{ endpoint: string; kind: FaultKind; remaining: number; delayMs: number }> = [];
  for (const [endpoint, queue] of s.faults) for (const f of queue) out.push({ endpoint, kind: f.kind, remaining: f.remaining, delayMs: f.delayMs });
  return out;
}

/** Takes one use of the next fault for this endpoint (its own queue first, then '*'). */
function takeFault(s: SessionTestState, endpoint: string): Fault | undefined {
  for (const key of [endpoint, '*']) {
    const queue = s.faults.get(key);
    const fault = queue?.[0];
    if (!queue || !fault) continue;
    fault.remaining -= 1;
    if (fault.remaining <= 0) queue.shift();
    if (!queue.length) s.faults.delete(key);
    return fault;
  }
  return undefined;
}

/** Returns undefined to let the real handler answer. */
export async function beforeCall(state: TestModeState, c: Context<AppEnv>, endpoint: string, body: FormBody): Promise<Response | undefined> {
  const s = state.session(c.get('sessionId'));
  s.log.push({ endpoint, at: Date.now(), body: { ...body.fields } });
  if (s.log.length > MAX_LOG) s.log.splice(0, s.log.length - MAX_LOG);

  if (s.latency) {
    const { minMs, maxMs } = s.latency;
    await sleep(minMs + Math.random() * Math.max(0, maxMs - minMs));
  }

  const fault = takeFault(s, endpoint);
  if (!fault) return undefined;
  if (fault.kind === 'slow') {
    await sleep(fault.delayMs);
    return undefined;
  }
  c.set('skipCartCookies', true);
  switch (fault.kind) {
    case 'status500':
      return c.html(SERVER_ERROR_PAGE, 500);
    case 'malformed':
      return c.body('{"fragments": ', 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    case 'html':
      return c.html(CRITICAL_ERROR_PAGE, 200);
    case 'nonce':
      return nonceErrorFor(c, endpoint);
    case 'drop': {
      // Under @hono/node-server the raw socket is reachable; under app.request() (unit tests) it is not, and a
      // 444 ("closed without response", nginx's code) stands in for the dropped connection.
      const socket = (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming?.socket;
      socket?.destroy();
      return new Response(null, { status: 444 });
    }
  }
}
