/**
 * Popup triggers (§3.20, §4.15): the decisions only. The element wires DOM events to these functions later;
 * keeping the "should it fire?" logic here makes each trigger testable without a browser.
 *
 * Settings are Elementor's flat trigger object: `{trigger}: 'yes'` enables one, options are prefixed
 * (`page_load_delay` s, `scrolling_direction`, `scrolling_offset` %, `scrolling_to_selector`, `click_times`,
 * `inactivity_time` s, `adblock_detection_delay` s).
 */

const num = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** Seconds setting → non-negative milliseconds. */
export const secondsToMs = (v: unknown): number => Math.max(0, num(v)) * 1000;

// ── scrolling ──

export type ScrollDirection = 'up' | 'down';

/** Elementor sliders store `{unit: '%', size: 50}`; older data holds a bare number. Clamped to 0–100. */
export function offsetPercent(v: unknown): number {
  const size = typeof v === 'object' && v !== null && 'size' in v ? (v as { size: unknown }).size : v;
  return Math.min(100, Math.max(0, num(size)));
}

export interface ScrollState {
  scrollY: number;
  /** scrollY at the previous scroll event. */
  previousScrollY: number;
  documentHeight: number;
  viewportHeight: number;
}

/**
 * 'up': any scroll up fires. 'down' (default): fires once the scrolled share of the scrollable height reaches the
 * offset. No movement (a horizontal scroll) is no direction at all; upstream counted it as "up".
 */
export function scrollFires(settings: { direction?: unknown; offset?: unknown }, s: ScrollState): boolean {
  const moved = s.scrollY - s.previousScrollY;
  if (!(moved !== 0)) return false; // also rejects NaN
  const direction: ScrollDirection = moved > 0 ? 'down' : 'up';
  if (direction !== (settings.direction === 'up' ? 'up' : 'down')) return false;
  if (direction === 'up') return true;
  const scrollable = s.documentHeight - s.viewportHeight;
  const percent = scrollable > 0 ? (s.scrollY / scrollable) * 100 : 100;
  return percent >= offsetPercent(settings.offset);
}

// ── scrolling_to ──

export type ScrollTarget<T> = { status: 'ok'; element: T } | { status: 'ignored'; reason: string };

/**
 * Finds the scroll-to element through an injected query (document.querySelector later). An empty, invalid
 * (querySelector throws SyntaxError) or unmatched selector makes the trigger ignored, never an exception.
 */
export function resolveScrollTarget<T>(selector: unknown, query: (selector: string) => T | null): ScrollTarget<T> {
  if (typeof selector !== 'string' || selector.trim() === '') return { status: 'ignored', reason: 'no selector' };
  let element: T | null;
  try {
    element = query(selector);
  } catch {
    return { status: 'ignored', reason: `invalid selector: ${selector}` };
  }
  return element === null || element === undefined ? { status: 'ignored', reason: `no element matches: ${selector}` } : { status: 'ok', element };
}

/** The element is (partly) inside the viewport: the moment the scroll-to trigger fires. */
export function isInViewport(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.top < viewportHeight && rect.bottom > 0;
}

// ── click ──

/** Counts page clicks; fires on the Nth (`click_times`, at least 1). */
export class ClickCounter {
  readonly times: number;
  private clicks = 0;

  constructor(times: unknown) {
    this.times = Math.max(1, Math.floor(num(times)));
  }

  /** Returns true when this click reaches the count. */
  click(): boolean {
    this.clicks += 1;
    return this.clicks >= this.times;
  }
}

// ── inactivity ──

/** Mouse and keys reset the timer, as upstream; touchstart stands for the mouse on phones. */
export const INACTIVITY_RESET_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart'] as const;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};

/** Fires `onIdle` once after `seconds` without activity; each `activity()` restarts the wait. */
export class InactivityTimer {
  private handle: unknown = null;
  private running = false;
  readonly ms: number;

  constructor(
    seconds: unknown,
    private readonly onIdle: () => void,
    private readonly timers: Timers = globalTimers,
  ) {
    this.ms = secondsToMs(seconds);
  }

  start(): void {
    this.running = true;
    this.restart();
  }

  activity(): void {
    if (this.running) this.restart();
  }

  stop(): void {
    this.running = false;
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }

  private restart(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      if (!this.running) return;
      this.running = false;
      this.onIdle();
    }, this.ms);
  }
}

// ── exit intent ──

/** The pointer left the window through its top edge (mouseout on the document with no element to go to). */
export function isExitIntent(event: { clientY: number; relatedTarget?: unknown }): boolean {
  return event.clientY <= 0 && (event.relatedTarget === null || event.relatedTarget === undefined);
}

// ── adblock detection ──

/** Class names ad blockers hide; a bait element with them is added after the delay. */
export const ADBLOCK_BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd';

/** The bait was removed or hidden: an ad blocker is at work. */
export function isBaitBlocked(bait: { attached: boolean; offsetHeight: number; display?: string; visibility?: string }): boolean {
  return !bait.attached || !(bait.offsetHeight > 0) || bait.display === 'none' || bait.visibility === 'hidden';
}

// ── configuration ──

export type TriggerConfig =
  | { name: 'page_load'; delayMs: number }
  | { name: 'scrolling'; direction: ScrollDirection; offset: number }
  | { name: 'scrolling_to'; selector: string }
  | { name: 'click'; times: number }
  | { name: 'inactivity'; ms: number }
  | { name: 'exit_intent' }
  | { name: 'adblock_detection'; delayMs: number };

const on = (v: unknown): boolean => Boolean(v) && v !== 'no';

/** The enabled triggers of a popup, with their options normalized. */
export function readTriggers(t: Record<string, unknown> | null | undefined): TriggerConfig[] {
  if (!t || typeof t !== 'object') return [];
  const out: TriggerConfig[] = [];
  if (on(t.page_load)) out.push({ name: 'page_load', delayMs: secondsToMs(t.page_load_delay) });
  if (on(t.scrolling)) out.push({ name: 'scrolling', direction: t.scrolling_direction === 'up' ? 'up' : 'down', offset: offsetPercent(t.scrolling_offset) });
  if (on(t.scrolling_to)) out.push({ name: 'scrolling_to', selector: typeof t.scrolling_to_selector === 'string' ? t.scrolling_to_selector : '' });
  if (on(t.click)) out.push({ name: 'click', times: new ClickCounter(t.click_times).times });
  if (on(t.inactivity)) out.push({ name: 'inactivity', ms: secondsToMs(t.inactivity_time) });
  if (on(t.exit_intent)) out.push({ name: 'exit_intent' });
  if (on(t.adblock_detection)) out.push({ name: 'adblock_detection', delayMs: secondsToMs(t.adblock_detection_delay) });
  return out;
}

// ── the first trigger wins ──

export interface TriggerHandle {
  name: string;
  /** Starts listening; calls `fire` when the trigger's condition is met. May throw: the trigger is then ignored. */
  arm(fire: () => void): void;
  disarm(): void;
}

/**
 * §4.15: the first trigger that fires shows the popup and disarms all the others. A trigger firing during its own
 * arming (a zero delay) still wins and stops the rest from being armed. Later or duplicate fires are ignored.
 */
export class TriggerCoordinator {
  private armed: TriggerHandle[] = [];
  private winner: string | null = null;
  private stopped = false;

  constructor(
    private readonly onFire: (name: string) => void,
    private readonly onIgnored: (name: string, error: unknown) => void = () => {},
  ) {}

  get firedBy(): string | null {
    return this.winner;
  }

  arm(triggers: TriggerHandle[]): void {
    for (const trigger of triggers) {
      if (this.stopped) return;
      this.armed.push(trigger);
      try {
        trigger.arm(() => this.fire(trigger));
      } catch (error) {
        this.armed = this.armed.filter((t) => t !== trigger);
        this.onIgnored(trigger.name, error);
      }
    }
  }

  /** Disarms everything without firing (the popup element left the page). */
  disarmAll(): void {
    this.stopped = true;
    const all = this.armed;
    this.armed = [];
    for (const trigger of all) {
      try {
        trigger.disarm();
      } catch {
        // one trigger failing to clean up must not keep the others armed
      }
    }
  }

  private fire(trigger: TriggerHandle): void {
    if (this.stopped || !this.armed.includes(trigger)) return;
    this.winner = trigger.name;
    this.disarmAll();
    this.onFire(trigger.name);
  }
}
