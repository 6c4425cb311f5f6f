/**
 * The most each attribution cookie's value may hold, in written (encoded) characters. One crafted link with long
 * campaign values, click ids and path once made these cookies 7 to 19 KB; every later request to the shop, and for
 * the parent-domain `wffn_*` to its sibling sites, then carried them, and servers with 8 KB of headers refused it
 * (400/431). With their names, `=` and the `; ` between them, all of them together stay within COOKIE_BUDGET_BYTES
 * whatever the input (cookie-budget.test.ts adds it up).
 */
export const COOKIE_BUDGET_BYTES = 3 * 1024;

export const VALUE_MAX = {
  // sourcebuster's records: ten campaign fields, then entry URL and referrer, then the user agent, then the page.
  sbjs_current: 470,
  sbjs_first: 470,
  sbjs_current_add: 360,
  sbjs_first_add: 360,
  sbjs_udata: 280,
  sbjs_session: 200,
  // The funnel tracker's, one value each.
  wffn_flt: 40,
  wffn_timezone: 60,
  wffn_is_mobile: 8,
  wffn_browser: 20,
  wffn_fbclid: 100,
  wffn_gclid: 100,
  wffn_referrer: 120,
  wffn_fl_url: 120,
  wffn_traffic_source: 120,
} as const;

export type BudgetedCookie = keyof typeof VALUE_MAX;
