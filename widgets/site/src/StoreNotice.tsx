import { useEffect } from 'react';
import { readCookie, writeCookie, type WidgetProps } from '@vitrine/core';
import { STORE_NOTICE_HIDDEN, storeNoticeCookie } from './banner-model.ts';

/**
 * `fk-store-notice`: WooCommerce's store-wide notice (`p.woocommerce-store-notice[data-notice-id]`, spec §2.11,
 * §4.3). Shown unless its cookie says 'hidden'; the dismiss link sets that cookie (browser session, path '/',
 * as WooCommerce does) and hides the notice. The link is a `role=button`: Space works as well as Enter.
 */

const NOTICE = '.woocommerce-store-notice';
const DISMISS = '.woocommerce-store-notice__dismiss-link';

function show(notice: HTMLElement, visible: boolean): void {
  // WooCommerce prints the notice with an inline display:none and lets its script show it.
  notice.style.display = visible ? '' : 'none';
}

export function StoreNotice({ host }: WidgetProps) {
  useEffect(() => {
    const notice = host.querySelector<HTMLElement>(NOTICE);
    if (!notice) return;
    const cookie = storeNoticeCookie(notice.dataset.noticeId ?? '');
    show(notice, readCookie(cookie) !== STORE_NOTICE_HIDDEN);
    const dismiss = (event: Event): void => {
      const link = (event.target as Element | null)?.closest(DISMISS);
      if (!link || !notice.contains(link)) return;
      if (event instanceof KeyboardEvent && event.key !== ' ') return;
      event.preventDefault();
      writeCookie(cookie, STORE_NOTICE_HIDDEN, { path: '/' });
      show(notice, false);
    };
    host.addEventListener('click', dismiss);
    host.addEventListener('keydown', dismiss);
    return () => {
      host.removeEventListener('click', dismiss);
      host.removeEventListener('keydown', dismiss);
    };
  }, [host]);
  return null;
}
