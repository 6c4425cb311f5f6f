import { useEffect, type RefObject } from 'react';
import { trapFocus, type FocusTrapOptions } from './focus-trap.ts';
import { inertOutside } from './inert.ts';
import { lockScroll } from './scroll-lock.ts';

/**
 * What a modal dialog needs while it is open: the page behind it inert and not scrollable, focus trapped in
 * the dialog. `root` is the dialog's outermost element (its backdrop included, which must stay clickable);
 * `dialog` is the element with role=dialog. On close the order matters: the page comes back to life first, so
 * focus can return to the opener, which was inert until then.
 */
export function useModal(
  root: RefObject<HTMLElement | null>,
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const outer = root.current;
    const inner = dialog.current;
    if (!active || !outer || !inner) return;
    const unlock = lockScroll();
    const revive = inertOutside(outer);
    const release = trapFocus(inner, options);
    return () => {
      revive();
      unlock();
      release();
    };
    // Options are read when the dialog opens.
  }, [active, root, dialog]);
}
