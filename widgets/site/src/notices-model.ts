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
