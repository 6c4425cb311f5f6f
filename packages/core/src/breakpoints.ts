/**
 * The shop's breakpoints (spec §9.4: mobile up to 767 px, tablet up to 1024 px; the builder's other breakpoints are
 * off), for widgets whose settings differ per device: sticky sections, loop carousels, share buttons.
 */
export type Device = 'desktop' | 'tablet' | 'mobile';

export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1024;

export function deviceFor(viewportWidth: number): Device {
  if (viewportWidth <= MOBILE_MAX_WIDTH) return 'mobile';
  return viewportWidth <= TABLET_MAX_WIDTH ? 'tablet' : 'desktop';
}
