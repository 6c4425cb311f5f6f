/**
 * Links the page builder gives meaning to (§2.2, §5.9): hash actions from clicks and from the page URL, image and
 * video links that open the lightbox, in-page anchors, and `theme_template_id`. Every value read here comes from
 * markup or the address bar, so nothing is ever built into a CSS selector or inserted as HTML: elements are found
 * by comparing attributes, and broken input is dropped with a console warning.
 */
import { getConfig } from '@vitrine/core';
import { motionMs } from '@vitrine/ui';
import {
  isAnchorTarget,
  isHashActionLink,
  isLightboxLink,
  parseHashAction,
  readActionTarget,
  sanitizeLightboxSettings,
  type HashAction,
} from './hash-action.ts';
import { linkLightboxSettings } from './lightbox-media.ts';
import { $lightbox, $openPopups, closePopup, countPageView, openPopup, setPanel, togglePopup } from './model.ts';

/** Instant jumps under prefers-reduced-motion. */
const scrollBehavior = (): ScrollBehavior => (motionMs(1) > 0 ? 'smooth' : 'auto');

/** Only sanitized settings reach the lightbox (CVE-2021-24891, CVE-2022-29455: see hash-action.ts). */
function openLightbox(settings: unknown): void {
  const safe = sanitizeLightboxSettings(settings, location.href);
  if (safe) $lightbox.set(safe);
  else console.warn('[vitrine] lightbox ignorée : seules les images et vidéos http(s) s’ouvrent');
}

const hasElement = (tag: string, attribute: string, value: string): boolean =>
  Array.from(document.getElementsByTagName(tag)).some((el) => el.getAttribute(attribute) === value);

/** Runs a parsed action. `link` is the clicked element, if any: popup:close without an id closes its popup. */
function runHashAction({ action, settings }: HashAction, link: Element | null): void {
  const { id, toggle, doNotShowAgain } = readActionTarget(settings);
  switch (action) {
    case 'lightbox':
      openLightbox(settings);
      return;
    case 'popup:open':
      if (!id || !hasElement('fk-popup', 'popup-id', id)) return;
      if (toggle) togglePopup(id);
      else openPopup(id);
      return;
    case 'popup:close': {
      const target = id ?? link?.closest('[data-fk-popup-id]')?.getAttribute('data-fk-popup-id') ?? $openPopups.get().at(-1);
      if (target) closePopup(target, { doNotShowAgain });
      return;
    }
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle':
      if (id && hasElement('fk-off-canvas', 'panel-id', id)) setPanel(id, action.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle');
      return;
    case 'reload-page':
      location.reload();
  }
}

function runHash(text: string, link: Element | null): void {
  const { value, warning } = parseHashAction(text);
  if (warning) console.warn(warning);
  if (value) runHashAction(value, link);
}

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.trim());
  } catch {
    return null;
  }
};

/**
 * A hash action in the address bar runs only when an element of the page carries that very hash: the page's own
 * links vouch for it, so a crafted URL cannot make the page do anything its author did not offer.
 */
export function runUrlHashAction(): void {
  const hash = location.hash;
  if (!isHashActionLink(hash)) return;
  const wanted = decoded(hash);
  const carried = wanted !== null && Array.from(document.querySelectorAll('[href]')).some((el) => decoded(el.getAttribute('href') ?? '') === wanted);
  if (carried) runHash(hash, null);
}

/** `?theme_template_id=N` scrolls to the template whose data-elementor-id is N. */
export function scrollToThemeTemplate(): void {
  const id = new URLSearchParams(location.search).get('theme_template_id');
  if (!id || !/^\d+$/.test(id)) return;
  const template = Array.from(document.querySelectorAll('[data-elementor-id]')).find((el) => el.getAttribute('data-elementor-id') === id);
  template?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** §5.9: a same-page link to `#name` whose element exists scrolls smoothly to it and moves focus there. */
function followAnchor(link: HTMLAnchorElement): boolean {
  if (!isAnchorTarget(link.hash) || link.origin + link.pathname + link.search !== location.origin + location.pathname + location.search) return false;
  const target = document.getElementById(link.hash.slice(1));
  if (!target) return false;
  history.pushState(history.state, '', link.hash);
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Image and video links of the builder's content (or marked for it) open in the lightbox. */
function followLightboxLink(link: HTMLAnchorElement): boolean {
  if (!link.matches('.elementor a, a[data-elementor-open-lightbox]')) return false;
  const opens = isLightboxLink({
    href: link.href,
    download: link.hasAttribute('download'),
    videoUrl: link.dataset.elementorLightboxVideo ?? null,
    openInLightbox: link.dataset.elementorOpenLightbox ?? null,
    globalLightbox: getConfig().elementor.global_lightbox,
    base: location.href,
  });
  if (opens) openLightbox(linkLightboxSettings(link));
  return opens;
}

/** Document click delegation. Another handler that already took the click (defaultPrevented) wins. */
export function onDocumentClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const href = link.getAttribute('href') ?? '';
  if (isHashActionLink(href)) {
    event.preventDefault();
    runHash(href, link);
    return;
  }
  // A modified click asks for a new tab or a download: the browser's job.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (followLightboxLink(link) || followAnchor(link)) event.preventDefault();
}

let pageUrlRead = false;

/** Starts the click delegation; the page view, the page URL's hash action and the template scroll, once per page. */
export function startLinks(): () => void {
  document.addEventListener('click', onDocumentClick);
  countPageView();
  if (!pageUrlRead) {
    pageUrlRead = true;
    runUrlHashAction();
    scrollToThemeTemplate();
  }
  return () => document.removeEventListener('click', onDocumentClick);
}
