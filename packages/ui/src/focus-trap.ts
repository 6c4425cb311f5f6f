import { useEffect, type RefObject } from 'react';

/**
 * Keeping keyboard focus inside a dialog (the side cart drawer, quick view, a product lightbox): focus moves in
 * when it opens, Tab and Shift+Tab wrap at its edges, focus that lands outside is brought back, and when it closes
 * focus returns to the element that opened it. Traps stack: only the most recent one acts, so a quick view over
 * the drawer traps alone until it closes.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in document order. */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert], [hidden]') && (el.checkVisibility?.() ?? true));
}

export interface FocusTrapOptions {
  /** What gets focus first; default: the first focusable element, else the container itself. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes when the opener is gone; default: the dialog below this one, if any. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

const stack: HTMLElement[] = [];

const isTop = (container: HTMLElement) => stack[stack.length - 1] === container;

function focusInside(container: HTMLElement, options: FocusTrapOptions): void {
  const target = options.initialFocus?.() ?? focusableElements(container)[0] ?? container;
  if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Starts trapping focus in `container`; the returned function stops and returns focus to the opener
 * (the element focused when the trap started), if it is still in the page.
 */
export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): () => void {
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  stack.push(container);
  focusInside(container, options);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !isTop(container)) return;
    const items = focusableElements(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  // Focus can still escape by script or by a click on something the page did not make inert.
  const onFocusIn = (event: FocusEvent) => {
    if (isTop(container) && event.target instanceof Node && !container.contains(event.target)) focusInside(container, options);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
    stack.splice(stack.lastIndexOf(container), 1);
    // The opener may be gone (an upsell row removed by its own add): then into the dialog below, if any.
    const below = stack[stack.length - 1];
    const back = opener?.isConnected ? opener : (options.fallbackFocus?.() ?? (below && (focusableElements(below)[0] ?? below)));
    back?.focus({ preventScroll: true });
  };
}

/** React form of {@link trapFocus}: traps while `active` is true and `ref` is mounted. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    return trapFocus(container, options);
    // Options are read when the trap starts; changing them later does not restart it.
  }, [active, ref]);
}
