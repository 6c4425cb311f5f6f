import { useEffect } from 'react';
import type { WidgetProps } from '@vitrine/core';
import { startLinks } from './links-chunk.ts';

/**
 * `fk-hash-actions`: once per page (the first such element acts, others stay idle), the builder's links — hash
 * actions, lightbox links, anchors, `theme_template_id` — and the lightbox they open. Their code and the lightbox
 * are a chunk of their own, fetched when needed (links-chunk.ts); nothing renders in place.
 */
export function HashActions({ host }: WidgetProps) {
  const active = document.querySelector('fk-hash-actions') === host;
  useEffect(() => (active ? startLinks() : undefined), [active]);
  return null;
}
