/**
 * Notes this page view for the attribution widget, as the page goes when the widget has not recorded it (see
 * @vitrine/attribution's page-view-notes.ts, which reads the notes): a visitor who leaves before the widget's chunk
 * has come keeps the campaign of the page they landed on. Written here, not imported from there: a module both the
 * loader and a widget chunk import becomes a file of its own. page-view-note.test.ts checks the two sides agree.
 */
import type { NotedPageView } from '@vitrine/attribution/page-view-notes';

export function notePageView(): void {
  const key = 'vitrine-page-views';
  const note: NotedPageView = { url: location.href, referrer: document.referrer, at: Date.now(), page: performance.timeOrigin };
  try {
    let notes: unknown = [];
    try {
      notes = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    } catch {
      // Unreadable: written over.
    }
    sessionStorage.setItem(key, JSON.stringify([...(Array.isArray(notes) ? notes : []), note].slice(-5)));
  } catch {
    // Storage refused (private mode, quota, a sandboxed frame): the widget records this page as it mounts, as
    // without the note.
  }
}
