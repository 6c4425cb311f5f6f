/**
 * Glue state of the popups and off-canvas panels (§2.14, §4.15): what is open, the visitor's counters,
 * "do not show again", and each popup element's registration. The rules are pure (storage, impressions,
 * timing-rules, triggers); the views render these stores and call these actions.
 */
import { atom } from 'nanostores';
import { emit, getConfig } from '@vitrine/core';
import { readDisplay } from './display-settings.ts';
import { ImpressionCounter } from './impressions.ts';
import { ElementorStorage, countSinceBaseline, disablePopup, isPopupDisabled, recordPageView } from './storage.ts';

/** Reading `window.localStorage` itself may throw (sandboxed frames): the areas are resolved lazily, safely. */
const storage = new ElementorStorage({ local: () => window.localStorage, session: () => window.sessionStorage });

const isEditMode = (): boolean => getConfig().elementor.is_edit_mode;

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

let pageViewCounted = false;

/**
 * One page view (and session) per page load, as the original counts on every page it runs on: here, every page with
 * a popups element. Never in the editor.
 */
export function countPageView(): void {
  if (pageViewCounted || isEditMode()) return;
  pageViewCounted = true;
  recordPageView(storage);
}

// ── popups ──

/** Open popups, oldest first: the last one is on top. */
export const $openPopups = atom<readonly string[]>([]);
/** Every popup that has opened on this page, for avoid_multiple_popups. */
const openedOnPage = new Set<string>();
const counters = new Map<string, ImpressionCounter>();
/** Asked to open (by a hash in the page URL) before their element registered: they open when it does. */
const waiting = new Set<string>();

/**
 * Opens a popup unless it was closed with "do not show again" (§4.15), or, for a triggered popup with
 * avoid_multiple_popups, another popup has already opened on this page — the check the original never made work.
 */
export function openPopup(id: string, options: { avoidMultiple?: boolean } = {}): boolean {
  if ($openPopups.get().includes(id)) return false;
  if (!isEditMode() && isPopupDisabled(storage, id)) return false;
  if (options.avoidMultiple && [...openedOnPage].some((other) => other !== id)) return false;
  const counter = counters.get(id);
  if (!counter) {
    waiting.add(id);
    return false;
  }
  openedOnPage.add(id);
  $openPopups.set([...$openPopups.get(), id]);
  counter.handle({ type: 'open', popupId: id });
  emit('elementor/popup/show', { id }, [id]);
  return true;
}

export function closePopup(id: string, options: { doNotShowAgain?: boolean } = {}): void {
  if (options.doNotShowAgain) disablePopup(storage, id);
  if (!$openPopups.get().includes(id)) return;
  $openPopups.set($openPopups.get().filter((open) => open !== id));
  counters.get(id)?.handle({ type: 'close', popupId: id });
  emit('elementor/popup/hide', { id }, [id]);
}

export function togglePopup(id: string): void {
  if ($openPopups.get().includes(id)) closePopup(id);
  else openPopup(id);
}

/** Popups one of whose triggers has fired: an element mounted again (r2wc remounts on a DOM move) does not re-arm. */
const fired = new Set<string>();

/**
 * The timing rules and triggers (arming.ts, their own chunk) load only for a popup that can still be triggered:
 * outside the editor, not disabled, not fired yet, with triggers set. A page with just an off-canvas menu or hash
 * links never downloads them.
 */
function armLater(id: string, settings: Record<string, unknown>, avoidMultiple: boolean, onArmed: () => void): () => void {
  const triggers = record(settings.triggers);
  if (!Object.keys(triggers).length || isEditMode() || fired.has(id) || isPopupDisabled(storage, id)) return () => {};
  let disarm: (() => void) | null = null;
  let gone = false;
  import('./arming.ts')
    .then(({ armPopup }) => {
      if (gone) return;
      disarm = armPopup(record(settings.timing), triggers, {
        id,
        pageViews: () => countSinceBaseline(storage, id, 'page_views'),
        sessions: () => countSinceBaseline(storage, id, 'sessions'),
        impressions: counters.get(id)?.count ?? 0,
        open: () => {
          fired.add(id);
          openPopup(id, { avoidMultiple });
        },
      });
      onArmed();
    })
    .catch((error: unknown) => console.warn(`[vitrine] popup ${id} : déclencheurs indisponibles`, error));
  return () => {
    gone = true;
    disarm?.();
  };
}

/** Clicks on `open_selector` open the popup (the visitor's own request: no avoid_multiple_popups check). */
function watchOpenSelector(id: string, selector: string): () => void {
  if (!selector) return () => {};
  try {
    document.querySelector(selector);
  } catch {
    console.warn(`[vitrine] popup ${id} : open_selector « ${selector} » invalide, ignoré`);
    return () => {};
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    event.preventDefault();
    openPopup(id);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/**
 * A popup element joins the page: its impressions are counted, an earlier request to open it is honoured, its open
 * selector watched and its triggers armed (`onArmed` once they listen). Returns what undoes all of it.
 */
export function registerPopup(id: string, settings: Record<string, unknown>, onArmed: () => void = () => {}): () => void {
  countPageView();
  const display = readDisplay(settings);
  counters.set(id, new ImpressionCounter(storage, id, record(settings.timing)));
  const stops = [watchOpenSelector(id, display.openSelector), armLater(id, settings, display.avoidMultiple, onArmed)];
  if (waiting.delete(id)) openPopup(id);
  return () => {
    for (const stop of stops) stop();
    counters.delete(id);
  };
}

// ── off-canvas panels ──

export const $openPanels = atom<readonly string[]>([]);

export function setPanel(id: string, mode: 'open' | 'close' | 'toggle'): void {
  const open = $openPanels.get();
  const isOpen = open.includes(id);
  if (mode === 'open' || (mode === 'toggle' && !isOpen)) {
    if (!isOpen) $openPanels.set([...open, id]);
  } else if (isOpen) {
    $openPanels.set(open.filter((panel) => panel !== id));
  }
}
