import { type CookieJar, decodeCookieValue, readRaw } from './cookie-jar.ts';
import { pad, shifted } from './time.ts';
import { WFFN_PREFIX } from './visitor-attribution.ts';

/**
 * The value FunnelKit Funnel Builder itself sends: `get_generic_event_params()` returns
 * `['user_roles' => …, 'plugin' => 'Funnel Builder']` (older releases added `domain`; UpStroke sends 'UpStroke').
 * Kept byte-for-byte so reports that filter on it keep matching.
 */
export const EVENT_PLUGIN = 'Funnel Builder';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface EventParams {
  event_month: string;
  event_day: string;
  /** the hour bucket, '00-01' … '23-24' */
  event_hour: string;
  traffic_source: string;
  user_roles: string;
  plugin: string;
}

/**
 * What the tracker adds to every analytics event, in the site's time (as its current release does; older ones
 * used the visitor's clock). traffic_source is read from the cookie visitorCookies has just written for this page.
 */
export function eventParams(now: Date, utcOffsetMinutes: number, cookies: CookieJar, userRoles: readonly string[]): EventParams {
  const t = shifted(now, utcOffsetMinutes);
  const hour = t.getUTCHours();
  const roles = userRoles.filter((r) => r !== '');
  return {
    event_month: MONTHS[t.getUTCMonth()] ?? '',
    event_day: DAYS[t.getUTCDay()] ?? '',
    event_hour: `${pad(hour)}-${pad(hour + 1)}`,
    traffic_source: decodeCookieValue(readRaw(cookies, `${WFFN_PREFIX}traffic_source`)) || 'direct',
    user_roles: roles.length > 0 ? roles.join(',') : 'guest',
    plugin: EVENT_PLUGIN,
  };
}
