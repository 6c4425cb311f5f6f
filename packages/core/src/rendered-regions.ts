/**
 * The tags whose widgets render their region from stores (the side cart, the product form, popups…), and the roots
 * they draw at the end of <body> (the drawer, popups: each carries {@link RENDERED_ATTRIBUTE}). A server fragment
 * never replaces anything inside such a region: FunnelKit Cart's answers carry its own drawer
 * (`.fkcart-modal-container`), whose class names Vitrine's drawer keeps for themes, and replacing it would swap an
 * open dialog for markup no script drives. A region around one may be replaced (the cart page's block holds the
 * notices' tag): the new markup's tag mounts again from the stores.
 */
export const RENDERED_ATTRIBUTE = 'data-vitrine-rendered';
const renderedTags = new Set<string>();

export function markRendered(tag: string): void {
  renderedTags.add(tag.toLowerCase());
}

/** True when `target` is, or is inside, what a rendering widget drew. */
export function insideRenderedRegion(target: Element): boolean {
  return target.closest([...renderedTags, `[${RENDERED_ATTRIBUTE}]`].join(',')) !== null;
}
