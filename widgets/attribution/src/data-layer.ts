import type { EventParams } from './event-params.ts';

/**
 * The funnel tracker's event parameters on analytics events (spec §3.7). Two shapes are events:
 * - Tag Manager: `dataLayer.push({event: 'view_item', …})` (its own `gtm.*` lifecycle events excepted);
 * - gtag: `gtag('event', name, params)`, which pushes its `arguments`: the params object gets them.
 * A key the caller set is never overwritten. The entry is changed in place: Tag Manager may have wrapped
 * `push` before or after us, and whichever runs first must already see the parameters.
 */
export function addEventParams(entry: unknown, params: EventParams): void {
  const target = eventTarget(entry);
  if (!target) return;
  for (const [key, value] of Object.entries(params)) if (!Object.hasOwn(target, key)) target[key] = value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eventTarget(entry: unknown): Record<string, unknown> | null {
  if (!isRecord(entry)) return null;
  const event = entry.event;
  if (typeof event === 'string') return event.startsWith('gtm.') ? null : entry;
  // An Arguments object is array-like but not an array.
  if (entry[0] === 'event' && typeof entry[1] === 'string' && isRecord(entry[2])) return entry[2];
  return null;
}

const DECORATED = Symbol.for('vitrine.eventParams');
type DataLayer = unknown[] & { [DECORATED]?: true };

/**
 * Makes `window.dataLayer` add the parameters to every event: those already queued and every later push.
 * Creates the layer when the page has none yet (Tag Manager adopts an existing array). Idempotent.
 */
export function decorateDataLayer(win: { dataLayer?: unknown }, params: () => EventParams): void {
  win.dataLayer ??= [];
  if (!Array.isArray(win.dataLayer)) return;
  const layer = win.dataLayer as DataLayer;
  if (layer[DECORATED]) return;
  layer[DECORATED] = true;
  const now = params();
  for (const entry of layer) addEventParams(entry, now);
  const push = layer.push;
  layer.push = function (...entries: unknown[]): number {
    const current = params();
    for (const entry of entries) addEventParams(entry, current);
    return push.apply(this, entries);
  };
}
