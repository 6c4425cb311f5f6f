import type { NoticeKind } from '@vitrine/core';

/**
 * Server-printed WooCommerce notices, read as plain data so they join the notices widgets post and are
 * shown the same way (as text: nothing from them is inserted as HTML).
 */
export interface ServerNotice {
  kind: NoticeKind;
  message: string;
  link?: { href: string; label: string };
}

const KINDS: Array<[string, NoticeKind]> = [
  ['.woocommerce-error', 'error'],
  ['.woocommerce-message', 'success'],
  ['.woocommerce-info', 'info'],
];

export function readServerNotices(root: ParentNode, isSafeHref: (href: string) => boolean): ServerNotice[] {
  const notices: ServerNotice[] = [];
  for (const [selector, kind] of KINDS) {
    for (const block of root.querySelectorAll(selector)) {
      const items = block.matches('ul, ol') ? Array.from(block.querySelectorAll('li')) : [block];
      for (const item of items) {
        const anchor = item.querySelector('a[href]');
        const label = anchor?.textContent?.trim() ?? '';
        const message = Array.from(item.childNodes)
          .filter((node) => node !== anchor)
          .map((node) => node.textContent ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        if (!message) continue;
        const href = anchor?.getAttribute('href') ?? '';
        notices.push(anchor && label && isSafeHref(href) ? { kind, message, link: { href, label } } : { kind, message });
      }
    }
  }
  return notices;
}

/** Spec §9.4: an alert gets focus after 500 ms; the page scrolls to a notice, 100 px above it, over 1000 ms. */
export const ALERT_FOCUS_DELAY_MS = 500;
export const NOTICE_SCROLL_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

/** jQuery's default easing, the one WooCommerce's `scroll_to_notices` animates with. */
export function swing(progress: number): number {
  return 0.5 - Math.cos(progress * Math.PI) / 2;
}

/** The page offset that puts an element `offset` px below the top of the viewport (never above the page). */
export function scrollTarget(viewportTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(viewportTop + scrollY - offset));
}
