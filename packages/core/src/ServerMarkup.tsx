import { useCallback } from 'react';
import { markupToFragment } from './html-sink.ts';

/**
 * Puts markup the server wrote back into the page, the one way every widget does it: what a render widget kept of
 * its element (a popup's content, a product form's add-on fields, the whole markup when the widget finds nothing it
 * knows inside, or all of it when the widget fails), or a text of markup the store sent (a variation's price_html),
 * which goes through core's one HTML sink, never through dangerouslySetInnerHTML; scripts in it never run.
 *
 * React owns only the box and never renders children into it: the markup is placed once per source and left
 * alone on every render, so a form inside keeps what the shopper typed while its popup is hidden. Without a class
 * the box takes no room of its own.
 */
export type ServerMarkupSource = DocumentFragment | readonly Node[] | string | null;

function nodesOf(markup: ServerMarkupSource): Node[] {
  if (markup === null) return [];
  if (typeof markup === 'string') return [markupToFragment(markup)];
  if (markup instanceof DocumentFragment) return [markup.cloneNode(true)];
  return markup.map((node) => node.cloneNode(true));
}

export function ServerMarkup({ markup, className }: { markup: ServerMarkupSource; className?: string }) {
  const place = useCallback((box: HTMLDivElement | null) => box?.replaceChildren(...nodesOf(markup)), [markup]);
  if (Array.isArray(markup) && markup.length === 0) return null;
  return className ? <div className={className} ref={place} /> : <div className="vitrine-server-markup" style={{ display: 'contents' }} ref={place} />;
}
