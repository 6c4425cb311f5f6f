import { useEffect } from 'react';
import type { WidgetProps } from '@vitrine/core';
import { LAZY_BG_MARGIN, backgroundImage } from './lazy-bg-model.ts';

/**
 * `fk-lazy-bg`: wrap a region; every element inside with `data-fk-lazy-bg="/image.jpg"` gets that background
 * image once it comes within 200 px of the viewport (spec §9.4), then the class `fk-lazy-bg-loaded`.
 */

const ATTRIBUTE = 'data-fk-lazy-bg';

function load(el: Element): void {
  const image = backgroundImage(el.getAttribute(ATTRIBUTE) ?? '', document.baseURI);
  if (image && el instanceof HTMLElement) el.style.backgroundImage = image;
  el.classList.add('fk-lazy-bg-loaded');
}

export function LazyBackgrounds({ host }: WidgetProps) {
  useEffect(() => {
    const targets = Array.from(host.querySelectorAll(`[${ATTRIBUTE}]`));
    if (typeof IntersectionObserver === 'undefined') {
      targets.forEach(load);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          load(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: LAZY_BG_MARGIN },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [host]);
  return null;
}
