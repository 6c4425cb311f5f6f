/**
 * How many times a popup has been shown, for the `times` timing rule (§3.20, §4.15, §9.4).
 *
 * Where the count lives (Elementor's own keys, so existing visitors keep their counts):
 * - no period: `popup_{id}_times` in the `elementor` object, never expiring;
 * - day / week / month: `popup-{id}-impressions-count` in the `elementor` object; its expiry is set by the first
 *   impression of a window (86 400 s, 604 800 s, 2 628 288 s) and not moved by later ones, so the window is fixed;
 * - session: the raw sessionStorage key `popup-{id}-impressions-count` (a number as a string).
 *
 * When it rises: on open or on close (`times_count`), for THIS popup only. Upstream, a popup counting "on open"
 * with a period also listened to the generic popup-hide event, so closing any popup on the page raised its count;
 * here an event counts only when both its popup id and its type match.
 */
import type { ElementorStorage } from './storage.ts';
import { popupKey, toCount } from './storage.ts';

export type TimesPeriod = 'day' | 'week' | 'month' | 'session';
export type CountOn = 'open' | 'close';

export const PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;

/** '' / missing / unknown → no period (a lifetime count, the original's "persisting"). */
export function normalizePeriod(value: unknown): TimesPeriod | null {
  return value === 'day' || value === 'week' || value === 'month' || value === 'session' ? value : null;
}

/** Only an explicit 'close' counts on close; anything else counts on open, as popups did before the option. */
export function normalizeCountOn(value: unknown): CountOn {
  return value === 'close' ? 'close' : 'open';
}

export const impressionsKey = (popupId: string | number): string => `popup-${popupId}-impressions-count`;

export function readImpressions(storage: ElementorStorage, popupId: string | number, period: TimesPeriod | null): number {
  if (period === null) return toCount(storage.get(popupKey(popupId, 'times')));
  if (period === 'session') return toCount(storage.getRaw(impressionsKey(popupId), { session: true }));
  return toCount(storage.get(impressionsKey(popupId)));
}

/** Adds one impression and returns the new count. */
export function addImpression(storage: ElementorStorage, popupId: string | number, period: TimesPeriod | null): number {
  const next = readImpressions(storage, popupId, period) + 1;
  if (period === null) {
    storage.set(popupKey(popupId, 'times'), next);
  } else if (period === 'session') {
    storage.setRaw(impressionsKey(popupId), String(next), { session: true });
  } else {
    // A fresh window (nothing stored, or just expired) starts its clock now; later impressions keep that expiry.
    const fresh = storage.get(impressionsKey(popupId)) === undefined;
    storage.set(impressionsKey(popupId), next, fresh ? { lifetimeInSeconds: PERIOD_SECONDS[period] } : {});
  }
  return next;
}

export interface PopupEvent {
  type: CountOn;
  popupId: string | number;
}

/** The fix: an event counts for a popup only if it is that popup's, and of the configured kind. */
export function shouldCount(popupId: string | number, countOn: CountOn, event: PopupEvent): boolean {
  return String(event.popupId) === String(popupId) && event.type === countOn;
}

/** One popup's counter, fed with every popup open/close event of the page. */
export class ImpressionCounter {
  readonly period: TimesPeriod | null;
  readonly countOn: CountOn;

  constructor(
    private readonly storage: ElementorStorage,
    readonly popupId: string | number,
    timing: { times_count?: unknown; times_period?: unknown },
  ) {
    this.period = normalizePeriod(timing.times_period);
    this.countOn = normalizeCountOn(timing.times_count);
  }

  get count(): number {
    return readImpressions(this.storage, this.popupId, this.period);
  }

  /** Returns true when the event was counted. */
  handle(event: PopupEvent): boolean {
    if (!shouldCount(this.popupId, this.countOn, event)) return false;
    addImpression(this.storage, this.popupId, this.period);
    return true;
  }
}
