import type { DB } from '../db.ts';

/** WordPress user meta, per session: the demo has no accounts, so the session is the user. */
export function userMeta(db: DB, sessionId: string, name: string): string {
  const row = db.prepare('SELECT value FROM user_meta WHERE session_id = ? AND name = ?').get(sessionId, name) as { value: string } | undefined;
  return row?.value ?? '';
}

export function setUserMeta(db: DB, sessionId: string, name: string, value: string): void {
  db.prepare('INSERT INTO user_meta (session_id, name, value) VALUES (?, ?, ?) ON CONFLICT (session_id, name) DO UPDATE SET value = excluded.value').run(
    sessionId,
    name,
    value,
  );
}
