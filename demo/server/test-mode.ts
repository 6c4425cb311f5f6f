import type { Context, Hono } from 'hono';
import { cartSnapshot } from './cart/snapshot.ts';
import type { AppEnv } from './store.ts';
import type { FormBody } from './http/form.ts';
import { expireNonces, nonceErrorFor } from './session/nonces.ts';
import { moveSessionEntry } from './session/session.ts';
import { YES_NO_SETTINGS } from './settings.ts';

/**
 * Test mode: a per-session API that lets browser tests inject faults and latency into wc-ajax calls, override shop
 * settings and read back what the server received. Everything is keyed by the caller's session cookie, so tests
 * running in parallel (one browser context each) never see each other's faults.
 */

export const FAULT_KINDS = ['status500', 'slow', 'malformed', 'html', 'nonce', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface Fault {
  kind: FaultKind;
  remaining: number;
  delayMs: number;
}

export interface LogEntry {
  endpoint: string;
  /** Milliseconds since the epoch when the request arrived (before latency or faults). */
  at: number;
  body: Record<string, string>;
}

interface SessionTestState {
  /** endpoint name (or '*' for any) → queued faults, applied in order. */
  faults: Map<string, Fault[]>;
  latency: { minMs: number; maxMs: number } | null;
  log: LogEntry[];
  settings: Record<string, string>;
}

/** Keeps the log bounded if a test forgets to reset. */
const MAX_LOG = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SERVER_ERROR_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Erreur interne</title></head><body><h1>Erreur interne du serveur</h1><p>Le serveur a rencontré une erreur.</p></body></html>`;
const CRITICAL_ERROR_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Erreur WordPress</title></head><body id="error-page"><div class="wp-die-message"><p>Il y a eu une erreur critique sur ce site.</p></div></body></html>`;

export class TestState {
  readonly #sessions = new Map<string, SessionTestState>();

  constructor(private readonly timeoutMs: number) {}

  #state(sessionId: string): SessionTestState {
    let s = this.#sessions.get(sessionId);
    if (!s) {
      s = { faults: new Map(), latency: null, log: [], settings: {} };
      this.#sessions.set(sessionId, s);
    }
    return s;
  }

  /** The session was rotated (an order was placed): its faults, settings and log follow it. */
  moveSession(from: string, to: string): void {
    moveSessionEntry(this.#sessions, from, to);
  }

  settingsFor(sessionId: string): Record<string, string> {
    return this.#sessions.get(sessionId)?.settings ?? {};
  }

  /** The page config's `request_timeout_ms` for this session: its override, else the server's. */
  timeoutFor(sessionId: string): number {
    const override = Number(this.settingsFor(sessionId).request_timeout_ms);
    return Number.isInteger(override) && override > 0 ? override : this.timeoutMs;
  }

  addFault(sessionId: string, endpoint: string, kind: FaultKind, count: number, delayMs?: number): void {
    const faults = this.#state(sessionId).faults;
    const queue = faults.get(endpoint) ?? [];
    queue.push({ kind, remaining: count, delayMs: delayMs ?? this.timeoutFor(sessionId) + 2000 });
    faults.set(endpoint, queue);
  }

  pendingFaults(sessionId: string): Array<{ endpoint: string; kind: FaultKind; remaining: number; delayMs: number }> {
    const out: Array<{ endpoint: string; kind: FaultKind; remaining: number; delayMs: number }> = [];
    for (const [endpoint, queue] of this.#state(sessionId).faults)
      for (const f of queue) out.push({ endpoint, kind: f.kind, remaining: f.remaining, delayMs: f.delayMs });
    return out;
  }

  setLatency(sessionId: string, minMs: number, maxMs: number): void {
    this.#state(sessionId).latency = maxMs > 0 ? { minMs, maxMs } : null;
  }

  setSettings(sessionId: string, settings: Record<string, string>): void {
    Object.assign(this.#state(sessionId).settings, settings);
  }

  /** Clears faults and latency; `all` also clears the log and setting overrides. */
  reset(sessionId: string, all = false): void {
    const s = this.#state(sessionId);
    s.faults.clear();
    s.latency = null;
    if (all) {
      s.log = [];
      s.settings = {};
    }
  }

  log(sessionId: string): LogEntry[] {
    return this.#state(sessionId).log;
  }

  /** Takes one use of the next fault for this endpoint (its own queue first, then '*'). */
  #takeFault(s: SessionTestState, endpoint: string): Fault | undefined {
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

  /**
   * Runs before every wc-ajax handler: logs the call, waits the session's latency, then answers with a fault when
   * one is queued. Returns undefined to let the real handler answer.
   */
  async beforeWcAjax(c: Context<AppEnv>, endpoint: string, body: FormBody): Promise<Response | undefined> {
    const s = this.#state(c.get('sessionId'));
    s.log.push({ endpoint, at: Date.now(), body: { ...body.fields } });
    if (s.log.length > MAX_LOG) s.log.splice(0, s.log.length - MAX_LOG);

    if (s.latency) {
      const { minMs, maxMs } = s.latency;
      await sleep(minMs + Math.random() * Math.max(0, maxMs - minMs));
    }

    const fault = this.#takeFault(s, endpoint);
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
}

const isNonNegativeNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await c.req.json();
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The /__test/* routes; only mounted in test mode, so they 404 otherwise. */
export function mountTestMode(app: Hono<AppEnv>, state: TestState): void {
  app.post('/__test/fault', async (c) => {
    const body = await jsonBody(c);
    const endpoint = body?.endpoint;
    const kind = body?.kind;
    const count = body?.count ?? 1;
    const delayMs = body?.delayMs;
    if (typeof endpoint !== 'string' || !/^(\*|[a-z0-9_-]{1,64})$/i.test(endpoint))
      return c.json({ error: 'endpoint must be a wc-ajax name or "*"' }, 400);
    if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind))
      return c.json({ error: `kind must be one of ${FAULT_KINDS.join(', ')}` }, 400);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
      return c.json({ error: 'count must be an integer from 1 to 1000' }, 400);
    if (delayMs !== undefined && !isNonNegativeNumber(delayMs)) return c.json({ error: 'delayMs must be ≥ 0' }, 400);
    const sessionId = c.get('sessionId');
    state.addFault(sessionId, endpoint, kind as FaultKind, count, delayMs);
    return c.json({ ok: true, pending: state.pendingFaults(sessionId) });
  });

  app.post('/__test/latency', async (c) => {
    const body = await jsonBody(c);
    const minMs = body?.minMs ?? 0;
    const maxMs = body?.maxMs ?? minMs;
    if (!isNonNegativeNumber(minMs) || !isNonNegativeNumber(maxMs) || maxMs < minMs)
      return c.json({ error: 'minMs and maxMs must be numbers with 0 ≤ minMs ≤ maxMs' }, 400);
    state.setLatency(c.get('sessionId'), minMs, maxMs);
    return c.json({ ok: true, minMs, maxMs });
  });

  app.post('/__test/reset', async (c) => {
    const body = await jsonBody(c);
    state.reset(c.get('sessionId'), body?.all === true || c.req.query('all') === '1');
    return c.json({ ok: true });
  });

  app.post('/__test/settings', async (c) => {
    const body = await jsonBody(c);
    if (!body) return c.json({ error: 'JSON object expected' }, 400);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) {
      if ((YES_NO_SETTINGS as readonly string[]).includes(k) && (v === 'yes' || v === 'no')) out[k] = v;
      else if (k === 'site_utc_offset' && typeof v === 'number' && Number.isFinite(v)) out[k] = String(v);
      // A shorter page timeout for this session, so a sweep of `slow` faults does not wait 6–8 s each.
      else if (k === 'request_timeout_ms' && typeof v === 'number' && Number.isInteger(v) && v >= 500 && v <= 60_000) out[k] = String(v);
      else return c.json({ error: `unknown setting or bad value: ${k}` }, 400);
    }
    state.setSettings(c.get('sessionId'), out);
    return c.json({ ok: true, settings: state.settingsFor(c.get('sessionId')) });
  });

  /** Makes the session's nonces stale, as a page left open past their lifetime would be. */
  app.post('/__test/expire-nonces', (c) => {
    expireNonces(c.get('store').db, c.get('sessionId'));
    return c.json({ ok: true });
  });

  app.get('/__test/cart', (c) => c.json(cartSnapshot(c.get('store').db, c.get('sessionId'))));

  app.get('/__test/log', (c) => c.json(state.log(c.get('sessionId'))));

  /** The session's orders, newest first, with every extra posted field (the order attribution inputs, spec §3.8). */
  app.get('/__test/orders', (c) => {
    const rows = c
      .get('store')
      .db.prepare('SELECT id, meta FROM orders WHERE session_id = ? ORDER BY id DESC')
      .all(c.get('sessionId')) as Array<{ id: number; meta: string }>;
    return c.json(rows.map((r) => ({ id: r.id, meta: JSON.parse(r.meta) as Record<string, string> })));
  });

  /** Stored quote requests for one e-mail address, newest first (the quote form keeps no session). */
  app.get('/__test/quote-requests', (c) =>
    c.json(
      c
        .get('store')
        .db.prepare(
          'SELECT client_type, product_number, budget, name, email, message FROM quote_requests WHERE email = ? ORDER BY id DESC',
        )
        .all(c.req.query('email') ?? ''),
    ),
  );
}
