/**
 * Escape belongs to the topmost overlay: every dialog, drawer, popup, panel or sheet that is up holds a place here,
 * oldest first, and only the last one hears the key. It takes Escape even when it may not close (`onEscape` null),
 * so the one below stays open. Plain DOM, no React: the demo wallet's native `<dialog>` holds a place too.
 */

const stack: object[] = [];

/** Holds a place on the stack until the returned function is called. */
export function holdEscape(onEscape: (() => void) | null): () => void {
  const token = {};
  stack.push(token);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || stack.at(-1) !== token) return;
    event.preventDefault();
    onEscape?.();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const at = stack.indexOf(token);
    if (at >= 0) stack.splice(at, 1);
  };
}
