/**
 * The menu cart's rules (Elementor Pro's « Menu Cart »): how it opens at each width, and what closes it.
 */

/** Elementor's mobile breakpoint: up to 767 px the cart slides in from the side, above it drops down. */
export const DROPDOWN_QUERY = '(min-width: 768px)';

export type MenuCartMode = 'dropdown' | 'off-canvas';

export const menuCartMode = (wide: boolean): MenuCartMode => (wide ? 'dropdown' : 'off-canvas');

/**
 * Whether something happening at `target` (a press, or focus arriving) closes the open dropdown: anything outside
 * the menu cart does, so the side cart opening over it (its own modal, taking focus) is never fought over. The
 * off-canvas panel is modal: the page behind is inert, and only its own close, its backdrop and Escape close it.
 */
export function closesDropdown(mode: MenuCartMode, host: Node, target: Node | null): boolean {
  return mode === 'dropdown' && target !== null && !host.contains(target);
}
