import { parseCookieHeader, serializeCookie, type CookieWrite } from './cookie-jar.ts';
import { orderAttributionCookies } from './order-attribution.ts';
import { visitorCookies } from './visitor-attribution.ts';

/** What the rules need to know about this page view, read from the browser by the caller. */
export interface PageView {
  url: string;
  referrer: string;
  now: Date;
  userAgent: string;
  timeZone: string;
  /** the site's offset from UTC in minutes (the config gives hours, as WordPress's gmt_offset) */
  utcOffsetMinutes: number;
}

/**
 * The two writers of a page view's cookies: sourcebuster's (`sbjs_*`) and the funnel tracker's (`wffn_*`). Each
 * reads the jar as it is when it runs; neither reads the other's cookies, so they may run in separate tasks. The
 * rules return final, already-encoded values, so they are assigned verbatim: core's js-cookie writer would encode
 * them a second time.
 */
export const pageViewWriters: ReadonlyArray<(doc: Document, view: PageView) => void> = [
  (doc, view) => write(doc, orderAttributionCookies({ ...view, cookies: parseCookieHeader(doc.cookie) })),
  (doc, view) => write(doc, visitorCookies({ ...view, cookies: parseCookieHeader(doc.cookie) })),
];

function write(doc: Document, writes: CookieWrite[]): void {
  for (const w of writes) doc.cookie = serializeCookie(w);
}
