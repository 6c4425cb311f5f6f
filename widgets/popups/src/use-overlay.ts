import { useEffect, useRef, useState } from 'react';
import { focusableElements, inertOutside, lockScroll, trapFocus } from '@vitrine/ui';

/**
 * What popups, off-canvas panels and the lightbox share while they are up: an exit phase long enough for the exit
 * animation, Escape for the topmost one only, and — when modal — the page behind inert and focus trapped, the first
 * control focused after `focusDelayMs` (§9.4: 250 ms for popups, 100 ms for other modals) and focus returned to the
 * opener. Built from the shared focus trap, inert and scroll lock of @vitrine/ui.
 */

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

/** Open overlays, oldest first: Escape belongs to the last one. */
const stack: object[] = [];

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

  useEffect(() => {
    if (!open) return;
    const token = {};
    stack.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || stack.at(-1) !== token) return;
      // The topmost overlay takes Escape even when it may not close, so the one below stays open.
      event.preventDefault();
      if (closeOnEscape) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
    };
  }, [open, closeOnEscape]);

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
