/**
 * §2.4: which product tab a URL opens. The panels keep WooCommerce's ids: `tab-description`,
 * `tab-additional_information`, `tab-reviews`.
 */
export const REVIEWS_PANEL = 'tab-reviews';

/** True when the URL points at the reviews: a comment anchor, `#reviews`, `#tab-reviews`, or a comments page. */
export function pointsAtReviews(url: string): boolean {
  const at = url.indexOf('#');
  const hash = at >= 0 ? url.slice(at) : '';
  if (hash.toLowerCase().includes('comment-') || hash === '#reviews' || hash === '#tab-reviews') return true;
  return url.includes('comment-page-') || url.includes('cpage=');
}

/**
 * The panel a URL opens among `panels` (ids, in tab order): the reviews when the URL points at them and the
 * page has them; a panel named by the hash (`#tab-additional_information`), as WooCommerce does; otherwise
 * the first. `undefined` only when there is no panel at all.
 */
export function tabForUrl(url: string, panels: readonly string[]): string | undefined {
  if (panels.includes(REVIEWS_PANEL) && pointsAtReviews(url)) return REVIEWS_PANEL;
  const at = url.indexOf('#');
  const named = at >= 0 ? url.slice(at + 1) : '';
  return panels.find((id) => id === named) ?? panels[0];
}
