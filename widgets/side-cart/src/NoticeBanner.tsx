import { useStore } from '@nanostores/react';
import { $sideCart } from './state.ts';

/**
 * The drawer's notice banner (spec §2.8, §8.4): the message as text. An error is an alert (read at once);
 * a success was already announced through the page's live region when it was posted.
 */
export function NoticeBanner() {
  const { notice } = useStore($sideCart, { keys: ['notice'] });
  if (!notice) return null;
  return (
    <p key={notice.id} className={`fkcart-notice fkcart-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : undefined}>
      {notice.message}
    </p>
  );
}
