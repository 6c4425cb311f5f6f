/**
 * A popup's display settings (§3.20) read from Elementor's flat settings object into what the element needs:
 * milliseconds, booleans and class names it can trust. Unknown or hostile values fall back to the original's
 * defaults; nothing here throws.
 */

export interface PopupDisplay {
  openSelector: string;
  avoidMultiple: boolean;
  closeButtonDelayMs: number;
  /** 0 = never closes by itself. */
  autoCloseMs: number;
  closeOnBackground: boolean;
  closeOnEscape: boolean;
  closeButtonOutside: boolean;
  /** Animation class names ('' = none). */
  entrance: string;
  exit: string;
  /** Length of the entrance and exit animations. */
  animationMs: number;
  /** Focus moved in and trapped, page behind inert (`a11y_navigation`, on unless 'no'). */
  modal: boolean;
  preventScroll: boolean;
  classes: string[];
}

const yes = (v: unknown): boolean => v === 'yes' || v === true;

const seconds = (v: unknown): number => {
  const size = typeof v === 'object' && v !== null && 'size' in v ? (v as { size: unknown }).size : v;
  const n = typeof size === 'string' && size.trim() !== '' ? Number(size) : size;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * 1000) : 0;
};

/** Animation names become class names: letters only (fadeIn, zoomIn, slideInUp…). */
const animation = (v: unknown): string => (typeof v === 'string' && /^[A-Za-z]{1,40}$/.test(v) ? v : '');

/** The original's default animation length is 1.2 s. */
const DEFAULT_ANIMATION_MS = 1200;

export function readDisplay(settings: Record<string, unknown> | null | undefined): PopupDisplay {
  const s = settings && typeof settings === 'object' ? settings : {};
  const entrance = animation(s.entrance_animation);
  const exit = animation(s.exit_animation);
  const duration = seconds(s.entrance_animation_duration);
  return {
    openSelector: typeof s.open_selector === 'string' ? s.open_selector.trim() : '',
    avoidMultiple: yes(s.avoid_multiple_popups),
    closeButtonDelayMs: seconds(s.close_button_delay),
    autoCloseMs: seconds(s.close_automatically),
    closeOnBackground: !yes(s.prevent_close_on_background_click),
    closeOnEscape: !yes(s.prevent_close_on_esc_key),
    closeButtonOutside: s.close_button_position === 'outside',
    entrance,
    exit,
    animationMs: entrance || exit ? duration || DEFAULT_ANIMATION_MS : 0,
    modal: s.a11y_navigation !== 'no',
    preventScroll: yes(s.prevent_scroll),
    classes: typeof s.classes === 'string' ? s.classes.split(/\s+/).filter((c) => /^[A-Za-z_][\w-]{0,63}$/.test(c)) : [],
  };
}
