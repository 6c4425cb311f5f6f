import './french.ts';
import { useEffect } from 'react';
import { announce, readCookie, t, writeCookie, type WidgetProps } from '@vitrine/core';
import { BAR_DISMISS_DAYS, barCookieName, isBarDismissed } from './model.ts';

export interface FloatingBarProps extends WidgetProps {
  /** The bar's name, for its cookie (`fk_bar_<id>`). */
  barId?: string;
  /** Raise it for a new message: a bar dismissed at another version shows again. */
  version?: string;
}

/**
 * `fk-floating-bar`: Elementor's « Floating Bars », a message with its call-to-action link at the top or bottom of
 * the page, printed by the server (it works and reads without JavaScript). The widget shows the bar's close button
 * (printed `hidden`: without a script it could do nothing) and remembers a dismissal in a cookie holding the
 * version dismissed, so the server can leave the bar out of the next pages and a new version shows again.
 */
export function FloatingBar({ host, barId, version = '1' }: FloatingBarProps) {
  useEffect(() => {
    const cookie = barCookieName(barId);
    if (!cookie) console.warn('[vitrine] <fk-floating-bar> bar-id manquant ou invalide : la fermeture ne sera pas retenue');
    // A page served from a cache may still carry a bar the shopper closed.
    if (cookie && isBarDismissed(readCookie(cookie), version)) {
      host.hidden = true;
      return;
    }
    const close = host.querySelector<HTMLButtonElement>('.fk-floating-bar__close');
    if (!close) return;
    close.hidden = false;
    const onClick = () => {
      if (cookie) writeCookie(cookie, version, { days: BAR_DISMISS_DAYS, sameSite: 'Lax' });
      host.hidden = true;
      announce(t('Message closed.'));
    };
    close.addEventListener('click', onClick);
    return () => close.removeEventListener('click', onClick);
  }, [host, barId, version]);
  return null;
}
