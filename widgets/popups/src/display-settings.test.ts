import { describe, expect, it } from 'vitest';
import { readDisplay } from './display-settings.ts';

describe('popup display settings (§3.20)', () => {
  it('defaults to the original’s behaviour: closable by Escape and background, accessible navigation on', () => {
    expect(readDisplay(undefined)).toEqual({
      openSelector: '',
      avoidMultiple: false,
      closeButtonDelayMs: 0,
      autoCloseMs: 0,
      closeOnBackground: true,
      closeOnEscape: true,
      closeButtonOutside: false,
      entrance: '',
      exit: '',
      animationMs: 0,
      modal: true,
      preventScroll: false,
      classes: [],
    });
  });

  it('reads every setting in Elementor’s shapes', () => {
    const display = readDisplay({
      open_selector: ' .ouvrir-devis ',
      avoid_multiple_popups: 'yes',
      close_button_delay: '2',
      close_automatically: 5,
      prevent_close_on_background_click: 'yes',
      prevent_close_on_esc_key: 'yes',
      close_button_position: 'outside',
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      entrance_animation_duration: { unit: 'px', size: 0.4 },
      a11y_navigation: 'no',
      prevent_scroll: 'yes',
      classes: 'promo  promo--ete',
    });
    expect(display).toEqual({
      openSelector: '.ouvrir-devis',
      avoidMultiple: true,
      closeButtonDelayMs: 2000,
      autoCloseMs: 5000,
      closeOnBackground: false,
      closeOnEscape: false,
      closeButtonOutside: true,
      entrance: 'zoomIn',
      exit: 'fadeIn',
      animationMs: 400,
      modal: false,
      preventScroll: true,
      classes: ['promo', 'promo--ete'],
    });
  });

  it('keeps hostile values out of class names and timers', () => {
    const display = readDisplay({
      entrance_animation: 'x" onmouseover="alert(1)',
      classes: 'ok "><script> also-ok',
      close_button_delay: -3,
      close_automatically: 'soon',
    });
    expect(display.entrance).toBe('');
    expect(display.classes).toEqual(['ok', 'also-ok']);
    expect(display.closeButtonDelayMs).toBe(0);
    expect(display.autoCloseMs).toBe(0);
  });

  it('an animation without a duration lasts the original’s 1.2 s', () => {
    expect(readDisplay({ entrance_animation: 'fadeIn' }).animationMs).toBe(1200);
  });
});
