import { useEffect } from 'react';
import type { WidgetProps } from '@vitrine/core';
import {
  backgroundImage,
  ELEMENTOR_BG_ATTRIBUTE,
  ELEMENTOR_BG_LOADED,
  ELEMENTOR_CONTAINER,
  ELEMENTOR_CONTAINER_LOADED,
  ELEMENTOR_OBSERVE_EVENT,
  LAZY_BG_ATTRIBUTE,
  LAZY_BG_LOADED,
  LAZY_BG_MARGIN,
  WAITING,
} from './lazy-bg-model.ts';

/**
 * `fk-lazy-bg`: wrap a region; every background waiting inside it (Vitrine's `data-fk-lazy-bg`, or the page builder's
 * own markup, lazy-bg-model.ts) is let through once it comes within 200 px of the viewport (spec §9.4).
 */

/** The element `data-e-bg-lazyload` names inside `el` (itself when empty or unusable). */
function builderTarget(el: Element): Element {
  const selector = el.getAttribute(ELEMENTOR_BG_ATTRIBUTE)?.trim();
  if (!selector) return el;
  try {
    return el.querySelector(selector) ?? el;
  } catch {
    return el;
  }
}

function load(el: Element): void {
  if (el.hasAttribute(LAZY_BG_ATTRIBUTE)) {
    const image = backgroundImage(el.getAttribute(LAZY_BG_ATTRIBUTE) ?? '', document.baseURI);
    if (image && el instanceof HTMLElement) el.style.backgroundImage = image;
    el.classList.add(LAZY_BG_LOADED);
  }
  if (el.matches(ELEMENTOR_CONTAINER)) el.classList.add(ELEMENTOR_CONTAINER_LOADED);
  if (el.hasAttribute(ELEMENTOR_BG_ATTRIBUTE)) builderTarget(el).classList.add(ELEMENTOR_BG_LOADED);
}

export function LazyBackgrounds({ host }: WidgetProps) {
  useEffect(() => {
    // Without IntersectionObserver every background loads at once.
    const due =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                load(entry.target);
                due?.unobserve(entry.target);
              }
            },
            { rootMargin: LAZY_BG_MARGIN },
          );
    // Observing an element twice is harmless: the observer keeps one entry per element.
    const watch = () => {
      for (const target of Array.from(host.querySelectorAll(WAITING))) {
        if (due) due.observe(target);
        else load(target);
      }
    };
    watch();
    // Content added later (a refreshed listing, a loaded template) waits too: the builder announces it with its
    // event, and a change of the region's markup is seen directly.
    document.addEventListener(ELEMENTOR_OBSERVE_EVENT, watch);
    const added = new MutationObserver(watch);
    added.observe(host, { childList: true, subtree: true });
    return () => {
      due?.disconnect();
      added.disconnect();
      document.removeEventListener(ELEMENTOR_OBSERVE_EVENT, watch);
    };
  }, [host]);
  return null;
}
