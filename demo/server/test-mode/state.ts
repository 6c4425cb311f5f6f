import type { ExpressOverrides } from '../store.ts';

/**
 * Test mode's whole state, one per app (created with it, so two apps in one process share nothing), kept per session:
 * browser tests running in parallel (one browser context, so one session cookie, each) never see each other's faults,
 * settings or names.
 */

export const FAULT_KINDS = ['status500', 'slow', 'malformed', 'html', 'nonce', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
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

/** Names the session sees instead of the catalogue's (the attack sweep's hostile strings). */
export interface Renames {
  products: Map<number, string>;
  /** `taxonomy:slug` → name. */
  terms: Map<string, string>;
  categories: Map<number, string>;
}

export interface SessionTestState {
  /** endpoint name (or '*' for any) → queued faults, applied in order. */
  faults: Map<string, Fault[]>;
  latency: { minMs: number; maxMs: number } | null;
  log: LogEntry[];
  /** Option name → value, over the stored options. */
  settings: Record<string, string>;
  names: Renames | null;
  express: ExpressOverrides;
}

export class TestModeState {
  readonly #sessions = new Map<string, SessionTestState>();

  /** The session's state, created on first use (by a /__test call). */
  session(sessionId: string): SessionTestState {
    let s = this.#sessions.get(sessionId);
    if (!s) {
      s = { faults: new Map(), latency: null, log: [], settings: {}, names: null, express: {} };
      this.#sessions.set(sessionId, s);
    }
    return s;
  }

  /** The session's state when a test gave it some; reading through the store's hooks creates nothing. */
  peek(sessionId: string): SessionTestState | undefined {
    return this.#sessions.get(sessionId);
  }

  /** The session was rotated (an order was placed): its faults, settings, names and log follow it. */
  moveSession(from: string, to: string): void {
    const s = this.#sessions.get(from);
    if (!s) return;
    this.#sessions.set(to, s);
    this.#sessions.delete(from);
  }
}
