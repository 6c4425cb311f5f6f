import type { Device } from '@vitrine/core';

/**
 * Loop carousel settings (spec §2.3), read from the tag's attributes as Elementor Pro's « Loop Carousel » names its
 * controls: slides shown per device, slides moved per press, the gap, autoplay. Pure.
 */

/** Elementor's defaults: three slides on a desktop, two on a tablet, one on a phone. */
export const DEFAULT_PER_VIEW: Readonly<Record<Device, number>> = { desktop: 3, tablet: 2, mobile: 1 };

/** Elementor's autoplay speed when autoplay is on without one. */
export const DEFAULT_AUTOPLAY_MS = 5000;
/** Under a second a shopper cannot read a card before it goes: a shorter interval is raised to this. */
export const MIN_AUTOPLAY_MS = 1000;

export const DEFAULT_GAP_PX = 12;

const positive = (value: number | undefined): number | undefined => (value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * Slides in view on `device`: its own setting, else the next wider device's (a tablet without one shows the
 * desktop's number, as Elementor inherits), else the default. At least one, at most 12.
 */
export function perViewFor(device: Device, settings: Partial<Record<Device, number | undefined>>): number {
  const order: Device[] = device === 'mobile' ? ['mobile', 'tablet', 'desktop'] : device === 'tablet' ? ['tablet', 'desktop'] : ['desktop'];
  const asked = order.map((d) => positive(settings[d])).find((n) => n !== undefined);
  return Math.min(12, Math.max(1, asked ?? DEFAULT_PER_VIEW[device]));
}

/** Slides moved by a press: a whole number from 1 up to the slides in view. */
export function perScrollFor(value: number | undefined, perView: number): number {
  const n = Math.floor(positive(value) ?? 1);
  return Math.max(1, Math.min(n, Math.max(1, Math.floor(perView))));
}

/**
 * The autoplay interval from the `autoplay` attribute: absent, empty or a no = off (0); `yes` = Elementor's 5 s;
 * a number = milliseconds, at least one second.
 */
export function autoplayMs(value: string | undefined): number {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === '' || /^(no|non|false|0|off)$/.test(text)) return 0;
  if (/^(yes|oui|true|on)$/.test(text)) return DEFAULT_AUTOPLAY_MS;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.max(MIN_AUTOPLAY_MS, n) : 0;
}

export function gapPx(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.min(value, 200) : DEFAULT_GAP_PX;
}
