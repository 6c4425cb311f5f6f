import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $notices, dismissNotice, postNotice, sameOriginUrl, t, type Notice, type WidgetProps } from '@vitrine/core';
import { readServerNotices } from './notices-model.ts';

/**
 * `fk-notices`: the shop's notice area. It shows the notices the server printed and every notice a
 * widget posts, with WooCommerce's classes so the theme's styles apply. Errors are alerts.
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
    <Tag className={CLASS[notice.kind]} role={notice.kind === 'error' ? 'alert' : 'status'} data-notice-id={notice.id}>
      {Tag === 'ul' ? <li>{content}</li> : content}
    </Tag>
  );
}

export function Notices({ serverMarkup }: WidgetProps) {
  useEffect(() => {
    if (!serverMarkup) return;
    for (const notice of readServerNotices(serverMarkup, (href) => sameOriginUrl(href) !== null)) {
      postNotice(notice.kind, notice.message, notice.link);
    }
  }, [serverMarkup]);
  const notices = useStore($notices);
  return (
    <div className="woocommerce-notices-wrapper">
      {notices.map((notice) => (
        <NoticeView key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
