import type { DB } from '../db.ts';

/** Flash notices: stored per session by a request, shown (and forgotten) by the next page render. */

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  kind: NoticeKind;
  /** Plain text; escaped when rendered. */
  message: string;
  link?: { href: string; text: string };
}

export function addNotice(db: DB, sessionId: string, notice: Notice): void {
  db.prepare('INSERT INTO notices (session_id, kind, message, link_href, link_text) VALUES (?, ?, ?, ?, ?)').run(
    sessionId,
    notice.kind,
    notice.message,
    notice.link?.href ?? null,
    notice.link?.text ?? null,
  );
}

/** Returns and deletes the session's pending notices, oldest first. */
export function takeNotices(db: DB, sessionId: string): Notice[] {
  const rows = db.prepare('SELECT id, kind, message, link_href, link_text FROM notices WHERE session_id = ? ORDER BY id').all(sessionId) as Array<{
    id: number;
    kind: NoticeKind;
    message: string;
    link_href: string | null;
    link_text: string | null;
  }>;
  if (rows.length) db.prepare('DELETE FROM notices WHERE session_id = ?').run(sessionId);
  return rows.map((r) => ({
    kind: r.kind,
    message: r.message,
    ...(r.link_href && r.link_text ? { link: { href: r.link_href, text: r.link_text } } : {}),
  }));
}
