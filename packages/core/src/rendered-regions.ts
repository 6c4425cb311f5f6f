/**
 * The tags whose widgets render their region from stores (the side cart, the product form, popups…), and the roots
 * they draw at the end of <body> (the drawer, popups: each carries {@link RENDERED_ATTRIBUTE}). A server fragment
 * never replaces such a region, nor anything inside or around it: FunnelKit Cart's answers carry its own drawer
 * (`.fkcart-modal-container`), whose class names Vitrine's drawer keeps for themes, and replacing it would swap an
 * open dialog for markup no script drives.
 */
export const RENDERED_ATTRIBUTE = 'data-vitrine-rendered';
const renderedTags = new Set<string>();

export function markRendered(tag: string): void {
  renderedTags.add(tag.toLowerCase());
}

/** True when replacing `target` would replace, or reach into, what a rendering widget drew. */
export function touchesRenderedRegion(target: Element): boolean {
  const selector = [...renderedTags, `[${RENDERED_ATTRIBUTE}]`].join(',');
  return target.closest(selector) !== null || target.querySelector(selector) !== null;
}
