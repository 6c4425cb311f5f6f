/**
 * Makes everything outside a dialog `inert`: not clickable, not focusable, hidden from screen readers, as
 * `aria-modal` promises. Walks from the dialog up to <body> and marks every sibling on the way, except live
 * regions (announcements must still be heard) and elements that are already inert (another dialog's work, which
 * is left for that dialog to undo). The returned function undoes exactly what this call did.
 */
export function inertOutside(dialog: Element): () => void {
  const marked: Element[] = [];
  let node: Element | null = dialog;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute('aria-live')) continue;
      if (/^(script|style|template|link|meta)$/i.test(sibling.localName)) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const el of marked) el.removeAttribute('inert');
    marked.length = 0;
  };
}
