import { atom } from 'nanostores';

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Plain text. Never HTML: server messages are shown as text. */
  message: string;
  /** An optional follow-up link (same-origin only; checked by the poster). */
  link?: { href: string; label: string };
}

/** Shop notices waiting to be shown by `fk-notices`. Every widget posts here. */
export const $notices = atom<Notice[]>([]);

let nextId = 1;

export function postNotice(kind: NoticeKind, message: string, link?: Notice['link']): number {
  const id = nextId++;
  const notice: Notice = link ? { id, kind, message, link } : { id, kind, message };
  // A repeated identical message replaces the earlier one instead of stacking.
  $notices.set([...$notices.get().filter((n) => n.kind !== kind || n.message !== message), notice]);
  return id;
}

export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((n) => n.id !== id));
}

export function clearNotices(): void {
  $notices.set([]);
}
