/**
 * Links the page builder gives meaning to (§2.2, §5.9): hash actions from clicks and from the page URL, image and
 * video links that open the lightbox, in-page anchors, and `theme_template_id`. Every value read here comes from
 * markup or the address bar, so nothing is ever built into a CSS selector or inserted as HTML: elements are found
 * by comparing attributes, and broken input is dropped with a console warning.
 *
 * A chunk of its own (about 3 KB gz; the lightbox itself is packages/ui's, shared with the product gallery), fetched by links-chunk.ts only when the page URL asks for it
 * or a shopper reaches for such a link. Which links it follows is decided there, in the popups chunk (link-rules.ts),
 * so a click can prevent the browser's default before this chunk has arrived. What it does to the page's popups and
 * panels comes in as a `LinkHost`, as arming.ts gets its visitor, so the two chunks share no module of their own.
 */
import { elementById } from '@vitrine/core';
import { motionMs } from '@vitrine/ui';
import { isHashActionLink, parseHashAction, readActionTarget, sanitizeLightboxSettings, type HashAction } from './hash-action.ts';
import { showLightbox } from './Lightbox.tsx';
import { linkLightboxSettings, slideshowLinks } from './lightbox-media.ts';

/** What Vitrine does with a link (links-chunk.ts tells): run its hash action, open it in the lightbox, or scroll to its anchor. */
export type LinkKind = 'action' | 'lightbox' | 'anchor';

/** The page's popups and panels, as the popups chunk (model.ts) runs them. */
export interface LinkHost {
  openPopup(id: string): void;
  togglePopup(id: string): void;
  closePopup(id: string, options: { doNotShowAgain: boolean }): void;
  /** The popup on top, if one is open. */
  topPopup(): string | undefined;
  setPanel(id: string, mode: 'open' | 'close' | 'toggle'): void;
}

/** Instant jumps under prefers-reduced-motion. */
const scrollBehavior = (): ScrollBehavior => (motionMs(1) > 0 ? 'smooth' : 'auto');

const refused = () => console.warn('[vitrine] lightbox ignorée : seules les images et vidéos http(s) s’ouvrent');

/** Only sanitized settings reach the lightbox (CVE-2021-24891, CVE-2022-29455: see hash-action.ts). */
function openLightbox(settings: unknown, opener?: HTMLElement): void {
  const safe = sanitizeLightboxSettings(settings, location.href);
  if (safe) showLightbox({ group: [safe], start: 0, opener });
  else refused();
}

/**
 * A lightbox link opens with the other links of its slideshow group; each goes through the same sanitizer, and a
 * refused one is left out of the slideshow (the clicked one refused opens nothing).
 */
function openLinkLightbox(link: HTMLAnchorElement): void {
  const links = slideshowLinks(link);
  const group = links.map((other) => sanitizeLightboxSettings(linkLightboxSettings(other), location.href));
  const clicked = group[links.indexOf(link)];
  if (!clicked) return refused();
  const safe = group.filter((settings) => settings !== null);
  showLightbox({ group: safe, start: safe.indexOf(clicked), opener: link });
}

const hasElement = (tag: string, attribute: string, value: string): boolean =>
  Array.from(document.getElementsByTagName(tag)).some((el) => el.getAttribute(attribute) === value);

/** Runs a parsed action. `link` is the clicked element, if any: popup:close without an id closes its popup. */
function runHashAction({ action, settings }: HashAction, link: Element | null, host: LinkHost): void {
  const { id, toggle, doNotShowAgain } = readActionTarget(settings);
  switch (action) {
    case 'lightbox':
      openLightbox(settings, link instanceof HTMLElement ? link : undefined);
      return;
    case 'popup:open':
      if (!id || !hasElement('fk-popup', 'popup-id', id)) return;
      if (toggle) host.togglePopup(id);
      else host.openPopup(id);
      return;
    case 'popup:close': {
      const target = id ?? link?.closest('[data-fk-popup-id]')?.getAttribute('data-fk-popup-id') ?? host.topPopup();
      if (target) host.closePopup(target, { doNotShowAgain });
      return;
    }
    case 'off_canvas:open':
    case 'off_canvas:close':
    case 'off_canvas:toggle':
      if (id && hasElement('fk-off-canvas', 'panel-id', id)) host.setPanel(id, action.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle');
      return;
    case 'reload-page':
      location.reload();
  }
}

function runHash(text: string, link: Element | null, host: LinkHost): void {
  const { value, warning } = parseHashAction(text);
  if (warning) console.warn(warning);
  if (value) runHashAction(value, link, host);
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
export function runUrlHashAction(host: LinkHost): void {
  const hash = location.hash;
  if (!isHashActionLink(hash)) return;
  const wanted = decoded(hash);
  const carried = wanted !== null && Array.from(document.querySelectorAll('[href]')).some((el) => decoded(el.getAttribute('href') ?? '') === wanted);
  if (carried) runHash(hash, null, host);
}

/** `?theme_template_id=N` scrolls to the template whose data-elementor-id is N. */
export function scrollToThemeTemplate(): void {
  const id = new URLSearchParams(location.search).get('theme_template_id');
  if (!id || !/^\d+$/.test(id)) return;
  const template = Array.from(document.querySelectorAll('[data-elementor-id]')).find((el) => el.getAttribute('data-elementor-id') === id);
  template?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** §5.9: a same-page link to `#name` (links-chunk.ts checked it) scrolls smoothly to its element and moves focus there. */
function followAnchor(link: HTMLAnchorElement): void {
  const target = elementById(link.hash.slice(1));
  if (!target) return;
  history.pushState(history.state, '', link.hash);
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Follows a link of the kind links-chunk.ts found, its click's default already prevented. */
export function followLink(kind: LinkKind, link: HTMLAnchorElement, host: LinkHost): void {
  if (kind === 'action') runHash(link.getAttribute('href') ?? '', link, host);
  // Image and video links of the builder's content (or marked for it) open in the lightbox.
  else if (kind === 'lightbox') openLinkLightbox(link);
  else followAnchor(link);
}

/** What the page URL asks for, once per page: its hash action, then the template scroll. */
export function readPageUrl(host: LinkHost): void {
  runUrlHashAction(host);
  scrollToThemeTemplate();
}
