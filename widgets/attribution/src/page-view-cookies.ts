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
 * Writes this page view's sourcebuster (`sbjs_*`) and funnel tracker (`wffn_*`) cookies. The rules return final,
 * already-encoded values, so they are assigned verbatim: core's js-cookie writer would encode them a second time.
 */
export function recordPageView(doc: Document, view: PageView): void {
  const write = (writes: CookieWrite[]): void => {
    for (const w of writes) doc.cookie = serializeCookie(w);
  };
  // Both rule sets read the jar as it was before this page view; neither reads the other's cookies.
  const cookies = parseCookieHeader(doc.cookie);
  write(orderAttributionCookies({ ...view, cookies }));
  write(visitorCookies({ ...view, cookies }));
}
