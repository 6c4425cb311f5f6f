import { useEffect, useRef, useState, type RefObject } from 'react';
import { holdEscape } from '@vitrine/core';
import { focusableElements, trapFocus, type FocusTrapOptions } from './focus-trap.ts';
import { inertOutside } from './inert.ts';
import { holdPageBehind } from './page-behind.ts';
import { lockScroll } from './scroll-lock.ts';

/**
 * The one overlay machinery: what every dialog, drawer, popup, off-canvas panel and lightbox needs while it is up.
 * Escape goes to the topmost one only (core's Escape stack, which the demo wallet's sheet joins too); when modal,
 * the page behind is inert and not scrollable and focus is trapped inside, then returned to the opener.
 * - `useModal`: a dialog whose owner renders it only while open (the drawer, the product gallery's lightbox).
 * - `useOverlay`: one that stays mounted and has an exit phase (popups, panels, the builder's lightbox), its first
 *   control focused after a delay (§9.4: 250 ms for popups, 100 ms for other modals).
 */

export interface ModalOptions extends FocusTrapOptions {
  /** Called on Escape when this dialog is the topmost overlay. */
  onEscape?: () => void;
}

/**
 * While `active`: the page behind inert and not scrollable, focus trapped in the dialog, Escape heard when on top.
 * `root` is the dialog's outermost element (its backdrop included, which must stay clickable); `dialog` is the
 * element with role=dialog. On close the order matters: the page comes back to life first, so focus can return to
 * the opener, which was inert until then.
 *
 * Escape and focus are taken at once, in the task that opened the dialog: a key pressed right after reaches it, and
 * Tab already wraps inside it. The page's lock and `inert` wait for the dialog's first paint (see page-behind.ts).
 */
export function useModal(root: RefObject<HTMLElement | null>, dialog: RefObject<HTMLElement | null>, active: boolean, options: ModalOptions = {}): void {
  const escape = useRef(options.onEscape);
  escape.current = options.onEscape;
  useEffect(() => {
    const outer = root.current;
    const inner = dialog.current;
    if (!active || !outer || !inner) return;
    const { onEscape: _onEscape, ...trap } = options;
    const leave = holdEscape(() => escape.current?.());
    const release = trapFocus(inner, trap);
    const free = holdPageBehind(outer);
    return () => {
      leave();
      free();
      release();
    };
    // Options are read when the dialog opens.
  }, [active, root, dialog]);
}

export type OverlayPhase = 'open' | 'closing' | 'closed';

export interface OverlayOptions {
  open: boolean;
  onClose: () => void;
  closeOnEscape: boolean;
  /** How long the exit animation runs before the overlay is hidden; 0 hides it at once. */
  exitMs: number;
  modal: boolean;
  preventScroll: boolean;
  focusDelayMs: number;
}

export function useOverlay({ open, onClose, closeOnEscape, exitMs, modal, preventScroll, focusDelayMs }: OverlayOptions) {
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // Visible in the very render that opens it, so focus can move in at once; the exit phase starts in the render
  // that closes it (React's "adjusting state when a prop changes"), so nothing flickers before the exit animation.
  const [wasOpen, setWasOpen] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (wasOpen !== open) {
    setWasOpen(open);
    setLeaving(!open && exitMs > 0);
  }
  const phase: OverlayPhase = open ? 'open' : leaving ? 'closing' : 'closed';
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);

  // The topmost overlay takes Escape even when it may not close, so the one below stays open.
  useEffect(() => (open ? holdEscape(closeOnEscape ? () => close.current() : null) : undefined), [open, closeOnEscape]);

  useEffect(() => {
    const outer = root.current;
    const inner = dialog.current;
    if (!open || !outer || !inner) return;
    const unlock = preventScroll ? lockScroll() : null;
    if (!modal) return () => unlock?.();
    const revive = inertOutside(outer);
    // Focus enters at once (on the dialog itself) so keyboard users are inside from the start; the first control
    // takes it after the delay, once the entrance animation has begun.
    const release = trapFocus(inner, { initialFocus: () => inner });
    const timer = setTimeout(() => {
      if (document.activeElement === inner) focusableElements(inner)[0]?.focus({ preventScroll: true });
    }, focusDelayMs);
    return () => {
      clearTimeout(timer);
      // The page comes back first, so focus can return to the opener, which was inert until then.
      revive();
      unlock?.();
      release();
    };
    // The modal behaviour is read when the overlay opens.
  }, [open]);

  return { root, dialog, phase };
}
