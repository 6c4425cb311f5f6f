/**
 * Page views noted before the attribution widget runs. On a slow phone a visitor can leave the page they landed on
 * (a tap within 300 ms) before the widget's chunk has arrived, and the campaign in that page's address would be
 * lost. The loader, which runs at once, notes the page view for this tab as the page goes if the widget has not
 * recorded it (`sessionStorage` lives as long as the tab and follows its links: the storefront package's
 * page-view-note.ts); the widget, on whichever page it next runs, records the earlier ones in order and clears the
 * notes. The loader writes them without importing this module, which would make it a file of its own;
 * page-view-note.test.ts checks both sides agree.
 */

export const PAGE_VIEW_NOTES_KEY = 'vitrine-page-views';
/** A visitor leaving several pages early in a row; older notes are dropped first. */
export const MAX_PAGE_VIEW_NOTES = 5;

export interface NotedPageView {
  url: string;
  referrer: string;
  /** when the page was opened, in ms since the epoch */
  at: number;
  /** `performance.timeOrigin`: tells this page's own note from the earlier ones */
  page: number;
}

const isNote = (note: unknown, origin: string, now: number): note is NotedPageView => {
  const { url, referrer, at, page } = (note ?? {}) as Record<string, unknown>;
  try {
    // A date not a number, NaN or in the future fails `at <= now`; an address that is no URL throws.
    return (
      typeof url === 'string' &&
      typeof referrer === 'string' &&
      typeof page === 'number' &&
      typeof at === 'number' &&
      at <= now &&
      new URL(url).origin === origin
    );
  } catch {
    return false;
  }
};

/**
 * The notes of earlier pages of this tab, oldest first, and none left behind (this page's own is dropped: the
 * widget records it from the live page). Anything that is not a note of this shop, or is dated in the future, is
 * ignored: sessionStorage is the page's to write, a stale or hostile entry must not become a visit. `storage` is a
 * getter: a sandboxed frame throws on reading `sessionStorage` itself.
 */
export function takeEarlierPageViews(storage: () => Storage, origin: string, thisPage: number, now: number): NotedPageView[] {
  try {
    const raw = storage().getItem(PAGE_VIEW_NOTES_KEY);
    storage().removeItem(PAGE_VIEW_NOTES_KEY);
    const notes: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(notes) ? notes.filter((note) => isNote(note, origin, now) && note.page !== thisPage).slice(-MAX_PAGE_VIEW_NOTES) : [];
  } catch {
    return [];
  }
}
