import { useLayoutEffect, useRef } from 'react';
import { markupToFragment } from '@vitrine/core';

/**
 * Markup the store wrote for the shopper (a variation's price_html, availability_html, variation_description)
 * placed through core's one HTML sink, never through dangerouslySetInnerHTML. It is the server's own markup,
 * like fragments; scripts in it never run.
 */
export function ServerHtml({ html, className }: { html: string; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(markupToFragment(html));
  }, [html]);
  return <div className={className} ref={ref} />;
}
