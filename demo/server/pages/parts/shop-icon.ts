/**
 * The shop's icon, printed inline as a data URL so that it costs no request. Chrome asks for a page's icon on its
 * own (/favicon.ico when the page names none, or the file it names), sometimes just before the first paint and
 * sometimes just after; Lighthouse then counted that request's round trip into the LCP of pages whose largest paint
 * is text (cart, checkout) in some loads and not in others (±150 ms, docs/performance.md, sixth pass), with Vitrine
 * and without it alike.
 */
export const SHOP_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%239b1c2e'/%3E%3Cpath d='M9 9l7 15 7-15' fill='none' stroke='%23fff' stroke-width='3.5'/%3E%3C/svg%3E";
