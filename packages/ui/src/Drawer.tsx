import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { RENDERED_ATTRIBUTE } from '@vitrine/core';
import type { FocusTrapOptions } from './focus-trap.ts';
import { useModal } from './overlay.ts';
import { motionMs } from './motion.ts';

export interface DrawerProps {
  open: boolean;
  /** Asked for by Escape and a click on the backdrop; the owner decides and sets `open`. */
  onClose: () => void;
  /** The dialog's French accessible name, unless `labelledBy` points at a heading inside it. */
  label?: string;
  labelledBy?: string;
  /** Slide duration; 0 under prefers-reduced-motion whatever is given. */
  durationMs?: number;
  /** Extra classes on the outer element (backdrop and panel), e.g. the theme's `fkcart-modal`. */
  className?: string;
  panelClassName?: string;
  initialFocus?: FocusTrapOptions['initialFocus'];
  /**
   * Drawn while closed too, hidden (`data-state="closed"`): opening then only shows what is already laid out,
   * instead of creating and laying out the whole drawer within the tap that opens it.
   */
  keepMounted?: boolean;
  children: ReactNode;
}

/**
 * A modal drawer sliding in from the right, rendered at the end of <body> so no ancestor's transform or
 * overflow can clip it. While open: role=dialog with aria-modal, the page behind inert and not scrollable,
 * focus moved in, trapped and returned to the opener (see useModal). Escape and the backdrop ask to close.
 *
 * Opening and closing are driven only by `open`: flipping it back mid-slide just reverses the slide, so a fast
 * open-close-open never leaves the drawer half open. `data-state` says where it is (opening, open, closing, and
 * closed when kept mounted).
 */
export function Drawer({
  open,
  onClose,
  label,
  labelledBy,
  durationMs = 400,
  className = '',
  panelClassName = '',
  initialFocus,
  keepMounted = false,
  children,
}: DrawerProps) {
  const ms = motionMs(durationMs);
  const [mounted, setMounted] = useState(open || keepMounted);
  const [shown, setShown] = useState(false);
  /** Closed and done sliding (kept mounted): hidden. */
  const [settled, setSettled] = useState(!open);
  if (open && settled) setSettled(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Mounted in the very render that opens it (React's "adjusting state when a prop changes"), not an effect's
  // render later: focus moves in within the click that opened it, so an Escape pressed right after is heard.
  if ((open || keepMounted) && !mounted) setMounted(true);

  useEffect(() => {
    if (open) return;
    setShown(false);
    const timer = setTimeout(() => {
      setSettled(true);
      if (!keepMounted) setMounted(false);
    }, ms);
    return () => clearTimeout(timer);
  }, [open, ms, keepMounted]);

  useEffect(() => {
    if (!open || !mounted) return;
    const frame = requestAnimationFrame(() => {
      // Reading layout makes the browser settle the closed position first, so the slide really runs.
      void root.current?.offsetWidth;
      setShown(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, mounted]);

  useModal(root, panel, open && mounted, initialFocus ? { initialFocus, onEscape: onClose } : { onEscape: onClose });

  if (!mounted) return null;

  const state = open ? (shown ? 'open' : 'opening') : settled ? 'closed' : 'closing';

  return createPortal(
    <div
      ref={root}
      {...{ [RENDERED_ATTRIBUTE]: '' }}
      className={`vitrine-drawer ${shown && open ? 'is-open' : ''} ${className}`.trim()}
      data-state={state}
      style={{ '--vitrine-drawer-ms': `${ms}ms` } as CSSProperties}
    >
      <div className="vitrine-drawer__backdrop" onClick={onClose} />
      <div
        ref={panel}
        className={`vitrine-drawer__panel ${panelClassName}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        inert={!open}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
