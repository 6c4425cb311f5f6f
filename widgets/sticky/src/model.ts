import type { Device } from '@vitrine/core';

/**
 * Sticky sections' rules (spec §9.4), as Elementor Pro's « Sticky » motion effect behaves for a shopper: a section
 * pinned to the top or bottom of the window at an offset, on the devices chosen, until the end of its column or
 * for the whole page. Pure: the view measures and hands the numbers in.
 */

export type Side = 'top' | 'bottom';

/** Spec §9.4: the window's size is looked at again 300 ms after the last resize. */
export const RESIZE_DEBOUNCE_MS = 300;

/** Elementor's default: sticky on desktop and tablet, not on phones, where a pinned section hides too much. */
const DEFAULT_DEVICES: readonly Device[] = ['desktop', 'tablet'];
const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile'];

/** `data-sticky-on="desktop tablet mobile"` (spaces or commas); unknown words are ignored, nothing known = default. */
export function devicesOf(value: string | undefined): Device[] {
  const asked = (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word): word is Device => (DEVICES as readonly string[]).includes(word));
  return asked.length > 0 ? Array.from(new Set(asked)) : [...DEFAULT_DEVICES];
}

export const sideOf = (value: string | undefined): Side => (value?.trim().toLowerCase() === 'bottom' ? 'bottom' : 'top');

/** The offset in px: a finite number of at least 0, else 0. */
export function offsetOf(value: string | number | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** `data-sticky-parent` present (empty or any value but a no) = stop at the parent column's end. */
export const stopsAtParent = (value: string | undefined): boolean => value !== undefined && !/^(false|0|no|non)$/i.test(value.trim());

/**
 * Whole-page stickiness: is the section, whose place in the page is `place` (its own box while in the flow, the
 * spacer keeping that room while pinned), pinned now? Top: once that place has scrolled up past the offset. Bottom:
 * while that place still lies below the window's bottom edge (less the offset), as a bar that waits at the end of the
 * page and follows the shopper until then.
 */
export function pinned(side: Side, offset: number, place: { top: number; bottom: number }, viewportHeight: number): boolean {
  return side === 'top' ? place.top < offset : place.bottom > viewportHeight - offset;
}

/**
 * Column stickiness (CSS `position: sticky`, bounded by the parent): is the section held at the offset now, rather
 * than in its own place or stopped at the column's end? Within half a pixel, as the browser rounds.
 */
export function heldInColumn(
  side: Side,
  offset: number,
  box: { top: number; bottom: number },
  parent: { top: number; bottom: number },
  viewportHeight: number,
): boolean {
  if (side === 'top') return Math.abs(box.top - offset) < 0.5 && parent.top < offset && parent.bottom > box.bottom + 0.5;
  const edge = viewportHeight - offset;
  return Math.abs(box.bottom - edge) < 0.5 && parent.bottom > edge && parent.top < box.top - 0.5;
}
