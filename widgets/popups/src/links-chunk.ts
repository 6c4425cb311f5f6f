import { flushSync } from 'react-dom';
import { elementById, getConfig } from '@vitrine/core';
import { isAnchorTarget, isHashActionLink, isLightboxLink } from './link-rules.ts';
import type { LinkHost, LinkKind } from './links.ts';
import { $openPopups, closePopup, countPageView, openPopup, setPanel, togglePopup } from './state.ts';

/**
 * The page builder's links, watched from the popups chunk. The code that follows them — hash action parsing, the
 * lightbox, anchors, `theme_template_id` (links.ts, about 3 KB gz) — is a chunk of its own that most pages never
 * need. It is fetched when the page URL asks for it (a hash action, `theme_template_id`), when a pointer or focus
 * reaches such a link, or at the latest by the click itself: `linkKind` tells here and now whether a link is one
 * Vitrine follows, so the click's default is prevented at once and the link followed once the chunk has arrived.
 * No click is lost, and none is taken that the browser should have had.
 */

type Links = typeof import('./links.ts');

/** The page's popups and panels, as the links chunk acts on them. */
export const linkHost: LinkHost = {
  openPopup,
  togglePopup,
  closePopup,
  topPopup: () => $openPopups.get().at(-1),
  setPanel,
};

/**
 * What Vitrine does with this link: run its hash action, open it in the lightbox (image and video links of the
 * builder's content, or marked for it), scroll to its anchor (§5.9: a same-page `#name` whose element exists) — or
 * nothing (null): the browser's job. A modified click (new tab, download) leaves all but hash actions to the browser.
 */
export function linkKind(link: HTMLAnchorElement, modified: boolean): LinkKind | null {
  if (isHashActionLink(link.getAttribute('href') ?? '')) return 'action';
  if (modified) return null;
  const lightbox =
    link.matches('.elementor a, a[data-elementor-open-lightbox]') &&
    isLightboxLink({
      href: link.href,
      download: link.hasAttribute('download'),
      videoUrl: link.dataset.elementorLightboxVideo ?? null,
      openInLightbox: link.dataset.elementorOpenLightbox ?? null,
      globalLightbox: getConfig().elementor.global_lightbox,
      base: location.href,
    });
  if (lightbox) return 'lightbox';
  const samePage = link.origin + link.pathname + link.search === location.origin + location.pathname + location.search;
  return isAnchorTarget(link.hash) && samePage && elementById(link.hash.slice(1)) ? 'anchor' : null;
}

const linkAt = (event: Event): HTMLAnchorElement | null => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
};

let chunk: Promise<Links> | undefined;
let loaded: Links | undefined;

export function preloadLinks(): Promise<Links> {
  chunk ??= import('./links.ts').then((links) => (loaded = links));
  // A failed download is tried again on the next intent rather than remembered.
  chunk.catch(() => {
    chunk = undefined;
  });
  return chunk;
}

const unavailable = (error: unknown) => console.warn('[vitrine] liens indisponibles', error);

/** Document click delegation. Another handler that already took the click (defaultPrevented) wins. */
export function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const link = linkAt(event);
  const kind = link && linkKind(link, event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  if (!link || !kind) return;
  event.preventDefault();
  // Once here, followed within the click, as if the chunk had always been loaded.
  if (loaded) return follow(loaded, kind, link);
  // Escape pressed while the chunk downloads takes back the click: the lightbox or popup it asked for must not open
  // afterwards, when the key meant to dismiss it has already gone.
  let dismissed = false;
  const onEscape = (key: KeyboardEvent) => {
    if (key.key === 'Escape') dismissed = true;
  };
  document.addEventListener('keydown', onEscape);
  preloadLinks()
    .then(
      (links) => {
        if (!dismissed || kind === 'anchor') follow(links, kind, link);
      },
      (error: unknown) => {
        unavailable(error);
        // Without the chunk, an image or anchor link still leads where it points.
        if (kind !== 'action') location.assign(link.href);
      },
    )
    .finally(() => document.removeEventListener('keydown', onEscape));
}

/**
 * Follows the link and renders what it opens before returning: a lightbox, popup or panel takes Escape (and the
 * page goes inert) within the click, so a key pressed right after it reaches the overlay instead of being lost
 * while React's render waited for its turn — the overlay would then open over a page the shopper meant to keep.
 */
function follow(links: Links, kind: LinkKind, link: HTMLAnchorElement): void {
  flushSync(() => links.followLink(kind, link, linkHost));
}

/** A pointer over, or focus on, a link the chunk would follow starts its download. */
function onIntent(event: Event): void {
  const link = chunk ? null : linkAt(event);
  if (link && linkKind(link, false)) preloadLinks().catch(() => {});
}

let pageUrlRead = false;

/** Starts the click delegation; the page view, the page URL's hash action and the template scroll, once per page. */
export function startLinks(): () => void {
  const stop = new AbortController();
  document.addEventListener('click', onLinkClick, { signal: stop.signal });
  document.addEventListener('pointerover', onIntent, { signal: stop.signal, passive: true });
  document.addEventListener('focusin', onIntent, { signal: stop.signal });
  countPageView();
  if (!pageUrlRead) {
    pageUrlRead = true;
    if (isHashActionLink(location.hash) || new URLSearchParams(location.search).has('theme_template_id')) {
      preloadLinks().then((links) => links.readPageUrl(linkHost), unavailable);
    }
  }
  return () => stop.abort();
}
