import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $notices, dismissNotice, postNotice, sameOriginUrl, t, type Notice, type WidgetProps } from '@vitrine/core';
import { ALERT_FOCUS_DELAY_MS, NOTICE_SCROLL_MS, NOTICE_SCROLL_OFFSET, readServerNotices } from './notices-model.ts';
import { scrollToElement } from './scroll-to.ts';
import './french.ts';

/**
 * `fk-notices`: the shop's notice area. It shows the notices the server printed and every notice a
 * widget posts, with WooCommerce's classes so the theme's styles apply. Errors are alerts: focused
 * 500 ms after they appear (WooCommerce's delay, so screen readers announce them once). The page scrolls
 * to each notice posted after load; the server's own notices are already where the page starts.
 */

const CLASS: Record<Notice['kind'], string> = {
  error: 'woocommerce-error',
  success: 'woocommerce-message',
  info: 'woocommerce-info',
};

function NoticeView({ notice }: { notice: Notice }) {
  const Tag = notice.kind === 'error' ? 'ul' : 'div';
  const content = (
    <>
      {notice.link && (
        <a href={notice.link.href} className="button wc-forward">
          {notice.link.label}
        </a>
      )}
      {notice.message}
      <button type="button" className="fk-notice__dismiss" aria-label={t('Dismiss')} onClick={() => dismissNotice(notice.id)}>
        ×
      </button>
    </>
  );
  return (
    <Tag
      className={CLASS[notice.kind]}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-notice-id={notice.id}
      tabIndex={notice.kind === 'error' ? -1 : undefined}
    >
      {Tag === 'ul' ? <li>{content}</li> : content}
    </Tag>
  );
}

/** Scrolls to the newest notice posted after load and focuses the newest alert, each time notices arrive. */
function useNoticeArrival(host: HTMLElement, notices: Notice[], fromServer: Set<number>): void {
  const seen = useRef(new Set<number>());
  const stopScroll = useRef<() => void>(() => {});
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const fresh = notices.filter((n) => !seen.current.has(n.id));
    for (const n of fresh) seen.current.add(n.id);
    const find = (n: Notice | undefined) => (n ? host.querySelector<HTMLElement>(`[data-notice-id="${n.id}"]`) : null);
    const scrolled = find(fresh.filter((n) => !fromServer.has(n.id)).at(-1));
    if (scrolled) {
      stopScroll.current();
      stopScroll.current = scrollToElement(scrolled, NOTICE_SCROLL_OFFSET, NOTICE_SCROLL_MS);
    }
    const alert = find(fresh.filter((n) => n.kind === 'error').at(-1));
    if (alert) {
      clearTimeout(focusTimer.current);
      // preventScroll: the scroll above is already on its way and must not jump.
      focusTimer.current = setTimeout(() => alert.focus({ preventScroll: true }), ALERT_FOCUS_DELAY_MS);
    }
  }, [host, notices, fromServer]);
  useEffect(
    () => () => {
      stopScroll.current();
      clearTimeout(focusTimer.current);
    },
    [],
  );
}

export function Notices({ host, serverMarkup }: WidgetProps) {
  // Posted before the first render, so the first commit holds the server's notices: a commit without them would
  // empty the area for a frame, and the page would jump up, then down (a notice after an add, on a phone's checkout).
  const [fromServer] = useState(() => {
    const found = serverMarkup ? readServerNotices(serverMarkup, (href) => sameOriginUrl(href) !== null) : [];
    return new Set(found.map((notice) => postNotice(notice.kind, notice.message, notice.link)));
  });
  const notices = useStore($notices);
  useNoticeArrival(host, notices, fromServer);
  return (
    <div className="woocommerce-notices-wrapper">
      {notices.map((notice) => (
        <NoticeView key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
