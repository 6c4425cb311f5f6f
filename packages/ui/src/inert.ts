/**
 * Making everything outside a dialog `inert`: not clickable, not focusable, hidden from screen readers, as
 * `aria-modal` promises.
 */

/**
 * What is outside `dialog`: every sibling on the way from it up to <body>, except live regions (announcements must
 * still be heard) and elements that are never shown (scripts, styles, templates).
 */
export function outside(dialog: Element): Element[] {
  const found: Element[] = [];
  let node: Element | null = dialog;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('aria-live')) continue;
      if (/^(script|style|template|link|meta)$/i.test(sibling.localName)) continue;
      found.push(sibling);
    }
    node = node.parentElement;
  }
  return found;
}

/**
 * Makes `elements` inert, but those already inert (another dialog's work, which is left for that dialog to undo).
 * The returned function undoes exactly what this call did.
 */
export function makeInert(elements: Element[]): () => void {
  const marked = elements.filter((el) => !el.hasAttribute('inert'));
  for (const el of marked) el.setAttribute('inert', '');
  return () => {
    for (const el of marked) el.removeAttribute('inert');
    marked.length = 0;
  };
}

/** Makes everything outside `dialog` inert; the returned function undoes exactly what this call did. */
export function inertOutside(dialog: Element): () => void {
  return makeInert(outside(dialog));
}
