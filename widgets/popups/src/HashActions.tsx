import { useEffect } from 'react';
import type { WidgetProps } from '@vitrine/core';
import { Lightbox } from './Lightbox.tsx';
import { startLinks } from './links.ts';

/**
 * `fk-hash-actions`: once per page (the first such element acts, others stay idle), the builder's links — hash
 * actions, lightbox links, anchors, `theme_template_id` — and the lightbox they open.
 */
export function HashActions({ host }: WidgetProps) {
  const active = document.querySelector('fk-hash-actions') === host;
  useEffect(() => (active ? startLinks() : undefined), [active]);
  return active ? <Lightbox /> : null;
}
