/**
 * Visitor counters kept in the same place and format as Elementor Pro, so a visitor who already closed a
 * popup with "do not show again" (or has used up its impressions) keeps that when the site moves to Vitrine.
 *
 * Format: one JSON object under the key `elementor` — in localStorage, or in sessionStorage for session data —
 * with an `__expiration` map of key → expiry time in epoch milliseconds. Expired keys are purged on read.
 * Keys used by popups: `pageViews`, `sessions`, `activeSession` (session area), `popup_{id}_times`,
 * `popup_{id}_disable`, `popup_{id}_page_views_initialPageViews`, `popup_{id}_sessions_initialSessions`,
 * `popup-{id}-impressions-count` (expiring; see impressions.ts, which also uses a raw sessionStorage key).
 *
 * Storage may be missing or hostile: reading `window.localStorage` throws in sandboxed frames, Safari's private
 * mode and full quotas throw on `setItem`, another script may leave garbage under `elementor`. Nothing here ever
 * throws: a write that fails is kept in memory for the rest of the page, so counters still behave within it.
 */

/** The part of the Web Storage interface used here; a fake in tests. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The area itself, or a thunk: merely reading `window.localStorage` can throw, so the caller may defer it. */
export type StorageSource = StorageLike | (() => StorageLike | null | undefined) | null | undefined;

export const ROOT_KEY = 'elementor';

export interface AreaOption {
  /** Session area (sessionStorage) instead of the local one. */
  session?: boolean;
}

export interface SetOptions extends AreaOption {
  /** Sets (or resets) the key's expiry, like Elementor's `lifetimeInSeconds`. Without it, an existing expiry stays. */
  lifetimeInSeconds?: number;
}

type Bag = Record<string, unknown> & { __expiration: Record<string, number> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One storage area wrapped so that it never throws; failed writes live on in `shadow` (memory). */
class SafeArea {
  private resolved = false;
  private area: StorageLike | null = null;
  /** Keys whose real copy could not be written: memory is the truth for them from then on. */
  private readonly shadow = new Map<string, string>();

  constructor(private readonly source: StorageSource) {}

  private real(): StorageLike | null {
    if (!this.resolved) {
      this.resolved = true;
      try {
        this.area = (typeof this.source === 'function' ? this.source() : this.source) ?? null;
      } catch {
        this.area = null;
      }
    }
    return this.area;
  }

  read(key: string): string | null {
    const kept = this.shadow.get(key);
    if (kept !== undefined) return kept;
    try {
      const value = this.real()?.getItem(key);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      const area = this.real();
      if (!area) throw new Error('no storage');
      area.setItem(key, value);
      this.shadow.delete(key);
    } catch {
      this.shadow.set(key, value);
    }
  }
}

export class ElementorStorage {
  private readonly local: SafeArea;
  private readonly session: SafeArea;

  constructor(
    areas: { local?: StorageSource; session?: StorageSource },
    private readonly now: () => number = Date.now,
  ) {
    this.local = new SafeArea(areas.local);
    this.session = new SafeArea(areas.session);
  }

  private area(options?: AreaOption): SafeArea {
    return options?.session ? this.session : this.local;
  }

  /** Reads the `elementor` object; garbage becomes `{}`; expired keys are dropped (and the purge saved). */
  private load(options?: AreaOption): Bag {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.area(options).read(ROOT_KEY) ?? '{}');
    } catch {
      parsed = {};
    }
    const bag = (isRecord(parsed) ? parsed : {}) as Bag;
    const expiration: Record<string, number> = {};
    let purged = false;
    const stored = isRecord(bag.__expiration) ? bag.__expiration : {};
    for (const key of Object.keys(stored)) {
      const at = stored[key];
      if (typeof at !== 'number' || !Number.isFinite(at)) continue; // unreadable expiry: keep the value, forget the expiry
      if (at < this.now()) {
        delete bag[key];
        purged = true;
      } else {
        expiration[key] = at;
      }
    }
    bag.__expiration = expiration;
    if (purged) this.save(bag, options);
    return bag;
  }

  private save(bag: Bag, options?: AreaOption): void {
    let text: string;
    try {
      text = JSON.stringify(bag);
    } catch {
      return; // a value JSON cannot hold (cycle, BigInt): keep what is stored rather than throw
    }
    this.area(options).write(ROOT_KEY, text);
  }

  /** The value under `key` in the `elementor` object, or undefined (also when expired). */
  get(key: string, options?: AreaOption): unknown {
    const bag = this.load(options);
    return Object.hasOwn(bag, key) && key !== '__expiration' ? bag[key] : undefined;
  }

  set(key: string, value: unknown, options?: SetOptions): void {
    if (key === '__expiration' || key === '__proto__') return; // never clobber the map or the prototype
    const bag = this.load(options);
    bag[key] = value;
    const life = options?.lifetimeInSeconds;
    if (typeof life === 'number' && Number.isFinite(life) && life > 0) bag.__expiration[key] = this.now() + life * 1000;
    this.save(bag, options);
  }

  /** A raw key beside the `elementor` object (Elementor's session impressions use one). */
  getRaw(key: string, options?: AreaOption): string | null {
    return this.area(options).read(key);
  }

  setRaw(key: string, value: string, options?: AreaOption): void {
    this.area(options).write(key, value);
  }
}

/** A stored count: Elementor writes numbers, raw session keys hold strings; anything else counts as 0. */
export function toCount(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

export const popupKey = (popupId: string | number, name: string): string => `popup_${popupId}_${name}`;

/**
 * Once per page load (outside edit mode): one more page view, and one more session when this tab's session has
 * not been counted yet — as Elementor does, so both shops agree on the counts.
 */
export function recordPageView(storage: ElementorStorage): void {
  storage.set('pageViews', toCount(storage.get('pageViews')) + 1);
  if (!storage.get('activeSession', { session: true })) {
    storage.set('activeSession', true, { session: true });
    storage.set('sessions', toCount(storage.get('sessions')) + 1);
  }
}

const BASELINES = {
  page_views: { total: 'pageViews', name: 'page_views_initialPageViews' },
  sessions: { total: 'sessions', name: 'sessions_initialSessions' },
} as const;

/**
 * Page views (or sessions) since this popup's rule was first evaluated: Elementor counts from a baseline stored on
 * first evaluation, so "after 3 page views" means three more views from then, not since the first visit ever.
 * This is the number timing-rules.ts expects in its context.
 */
export function countSinceBaseline(storage: ElementorStorage, popupId: string | number, rule: keyof typeof BASELINES): number {
  const { total, name } = BASELINES[rule];
  const current = toCount(storage.get(total));
  const key = popupKey(popupId, name);
  let baseline = toCount(storage.get(key));
  if (!baseline) {
    storage.set(key, current);
    baseline = current;
  }
  return Math.max(0, current - baseline);
}

/** Closed with "do not show again". */
export function isPopupDisabled(storage: ElementorStorage, popupId: string | number): boolean {
  return Boolean(storage.get(popupKey(popupId, 'disable')));
}

export function disablePopup(storage: ElementorStorage, popupId: string | number): void {
  storage.set(popupKey(popupId, 'disable'), true);
}
