import { chunkStylesReady, type ChunkStyles } from './chunk-styles.ts';
import { debugRequested } from './debug-flag.ts';
import { holdClicks } from './held-clicks.ts';
import { afterLoad, idleThen } from './idle.ts';
import { clicksTaken, FIRST_ACTION_EVENTS, INTENT_EVENTS, LOAD_ATTRIBUTE, PAGE_LOAD_META, strategyOf } from './loading.ts';
import { all, readDocument } from './page-document.ts';
import { staleCartSnapshot } from './stale-cart.ts';
import { notePageView } from './page-view-note.ts';
import { chunks, widgetChunks, type ChunkName } from './widgets.ts';

/** The stylesheets of each chunk that has its own, written in by the build (build-manifest.mjs). */
declare const __VITRINE_STYLES__: ChunkStyles;
/**
 * The files every chunk imports (React, core), written in by the build as their names under `chunks/` without `.js`
 * (see {@link chunkUrl}: the loader is in every page and under a 3.7 KB budget).
 */
declare const __VITRINE_SHARED__: string[];
/** Each chunk's own file, then the files it imports beyond the shared ones, written in by the build (names as above). */
declare const __VITRINE_FILES__: Record<ChunkName, string[]>;
/**
 * False in the first build, which makes the chunks from `chunks`' imports; true in the loader's own build, which
 * imports each chunk by its address in `__VITRINE_FILES__` and so leaves that table of imports out.
 */
declare const __VITRINE_BUILT__: boolean;
/** The chunks that need no React (attribution): the shared runtime is not preloaded for them. */
declare const __VITRINE_WITHOUT_RUNTIME__: string[];

/**
 * The one script a theme adds. It watches the page for Vitrine's tags and loads each widget's chunk when its
 * loading strategy says (src/loading.ts: at once, when visible, when idle, on intent); React and core come once,
 * in a shared chunk preloaded with the first chunk asked for. A chunk's stylesheets come with it
 * (src/chunk-styles.ts): it is imported, and its widgets mount, once they apply. Kept tiny: it runs on every page.
 */
const requested = new Set<ChunkName>();
const preloaded = new Set<string>();

const toPreload: string[] = [];

/** The address of a chunk file named in the build's tables. */
const chunkUrl = (name: string): string => new URL(`chunks/${name}.js`, import.meta.url).href;

/**
 * Fetches files without running them: the shared runtime beside the first chunk, and a chunk's own imports beside
 * it, rather than each after the file that names it. Not printed in the page's head: there they would share a slow
 * phone's link with what the first paint needs, and the loader starts only once the page has painted. One link per
 * task: Chrome sets up each fetch on the main thread as its link goes in (1.5 ms at full speed on the build machine,
 * four times that on a phone), and a page's twenty at once would make the loader's start a long task.
 */
function preload(files: readonly string[]): void {
  const idle = toPreload.length === 0;
  for (const file of files) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    toPreload.push(file);
  }
  if (idle && toPreload.length) setTimeout(preloadNext);
}

function preloadNext(): void {
  const file = toPreload.shift();
  if (!file) return;
  readDocument<HTMLHeadElement>('head').append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: chunkUrl(file) }));
  if (toPreload.length) setTimeout(preloadNext);
}

function load(key: string): Promise<unknown> | undefined {
  const chunk = widgetChunks[key];
  if (!chunk || requested.has(chunk)) return;
  requested.add(chunk);
  // A chunk without React renders nothing (attribution).
  const renders = !__VITRINE_WITHOUT_RUNTIME__.includes(chunk);
  if (renders) preload(__VITRINE_SHARED__);
  if (__VITRINE_BUILT__) {
    const files = __VITRINE_FILES__[chunk];
    // Its own file is imported at once, unless its stylesheet must apply first.
    preload(__VITRINE_STYLES__.chunks.includes(chunk) ? files : files.slice(1));
  }
  return chunkStylesReady(chunk, __VITRINE_STYLES__, import.meta.url, renders)
    .then(() => (__VITRINE_BUILT__ ? import(chunkUrl(__VITRINE_FILES__[chunk][0]!)) : chunks[chunk]()))
    .catch((error: unknown) => {
      requested.delete(chunk);
      console.error(`[vitrine] <${key}> n'a pas pu être chargé`, error);
      // The first-paint stylesheet then shows the server's markup as it is, without room kept for what would have mounted.
      for (const [other, same] of Object.entries(widgetChunks)) {
        if (same === chunk) for (const el of all(other)) el.setAttribute('data-vitrine-failed', '');
      }
    });
}

/**
 * Idle loads also start at the shopper's first press or key anywhere: an add to cart then finds the side cart
 * listening for `added_to_cart` by the time the shop answers, instead of after the page went idle. Not any click: the
 * shop's own scripts click for themselves (WooCommerce's checkout clicks the chosen payment method as it starts).
 */
const beforeFirstInput = new Set<() => void>();
let acted = false;
function firstInput(): void {
  acted = true;
  for (const run of beforeFirstInput) run();
  beforeFirstInput.clear();
}
for (const type of FIRST_ACTION_EVENTS) addEventListener(type, firstInput, { capture: true, passive: true });

/** At the shopper's first press or key, or at once if that has come. */
const afterFirstInput = (run: () => void): void => void (acted ? run() : beforeFirstInput.add(run));

/** The chunks the first scan asks for at once: idle loads wait for them, so they never compete with them. */
const eagerLoads: Promise<unknown>[] = [];
let firstScanDone: () => void = () => {};
const eagerSettled = new Promise<void>((resolve) => (firstScanDone = resolve)).then(() => Promise.allSettled(eagerLoads));
/** Idle after the eager chunks: their widgets render in slices once imported, and have committed by then. */
const eagerMounted = eagerSettled.then(() => new Promise<void>((resolve) => idleThen(resolve, 1000)));

/**
 * After the load event and the eager widgets' chunks, when the main thread is free, or at the first input. The
 * loader starts after the first paint, often after the load event: without waiting for the eager chunks, the
 * browser is idle while it fetches them and an idle widget (the side cart, 9 KB) would be fetched and mounted beside
 * them on a slow phone.
 */
function whenIdle(run: () => void): void {
  beforeFirstInput.add(run);
  const idle = () => idleThen(run, 2000);
  const loaded = new Promise<void>((resolve) => afterLoad(resolve));
  void Promise.all([loaded, eagerSettled]).then(idle);
}

let visibility: IntersectionObserver | undefined;
const seenBy = new WeakMap<Element, string>();

/**
 * Within a screen of the viewport, once the eager widgets have mounted: what is in view at first (a product's
 * gallery, tabs and wallet button on a phone) works from its server markup meanwhile, and on a slow phone it would
 * otherwise share the link and the main thread with the widgets the shopper uses first (the add button, the
 * product form).
 */
function whenVisible(key: string, el: Element): void {
  if (!('IntersectionObserver' in window)) return whenIdle(() => load(key));
  void eagerMounted.then(() => observeVisibility(key, el));
}

function observeVisibility(key: string, el: Element): void {
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const seen = seenBy.get(entry.target);
        if (!entry.isIntersecting || seen === undefined) continue;
        visibility?.unobserve(entry.target);
        load(seen);
      }
    },
    // A screen ahead: what mounts there has done so before the shopper scrolls to it (no shift in view).
    { rootMargin: '100% 0px' },
  );
  // The element and its children: a `display: contents` host has no box of its own. Asking for its computed display
  // instead would make the browser compute the page's styles there and then, once per element.
  for (const box of [el, ...el.children]) {
    seenBy.set(box, key);
    visibility.observe(box);
  }
}

/** The page's own wish (`<meta name="vitrine-load">`), read once. */
let pageWish: string | null | undefined;
/** Whether the page's cart snapshot is not the shopper's cart; read once, and only where the page has a wish. */
let staleCart: boolean | undefined;

/** How long a held click waits for its widget before the server markup takes it (a phone on a slow link). */
const HOLD_MS = 8000;
const waitingForAction: Element[] = [];
/** Mounted, failed, or taken out of the page (a fragment replaced it). */
const came = (el: Element): boolean => !el.isConnected || el.hasAttribute('data-vitrine-ready') || el.hasAttribute('data-vitrine-failed');

function schedule(key: string, el: Element): void {
  pageWish ??= all(`meta[name="${PAGE_LOAD_META}"]`)[0]?.getAttribute('content') ?? null;
  // A page the shop served for another cart shows the wrong count until a widget asks the shop: its widgets then
  // come as without the wish, so the header is put right without waiting for the shopper.
  staleCart ??= pageWish !== null && staleCartSnapshot();
  const strategy = strategyOf(key, el.getAttribute(LOAD_ATTRIBUTE), staleCart ? null : pageWish);
  if (strategy === 'eager') {
    const loading = load(key);
    if (loading) eagerLoads.push(loading);
    return;
  }
  // Events from the element's content pass through it (even as `display: contents`) on their way up. A widget
  // waiting for the first action hears a pointer coming near only: a press or key is that action already, and a focus
  // can be the shop's own (WooCommerce's script focuses its notices as the page starts).
  const reach = () => load(key);
  for (const type of strategy === 'interaction' ? (['pointerover'] as const) : INTENT_EVENTS) {
    el.addEventListener(type, reach, { once: true, passive: true, capture: true });
  }
  // Focused already (the tap that brought the loader, a keyboard): that reach has come and gone.
  if (strategy !== 'interaction' && el.matches(':focus-within')) return void reach();
  if (strategy === 'idle') whenIdle(reach);
  else if (strategy === 'visible') whenVisible(key, el);
  else if (strategy === 'interaction') {
    waitingForAction.push(el);
    afterFirstInput(reach);
    // A click held is an action too: a screen reader's activation comes as a click alone, with no press or key before it.
    holdClicks(el, clicksTaken(key), () => waitingForAction.every(came), HOLD_MS, firstInput);
  }
}

const scheduled = new WeakSet<Element>();

/**
 * Every widget's selector in one: the page's own scripts add nodes all the time (WooCommerce's checkout replaces its
 * order review and payment methods, selectWoo builds its lists), and one query per widget for each added node made
 * the observer a share of their tasks on a phone. One query says whether there is anything to look for.
 */
const widgetSelectors = Object.keys(widgetChunks).join();

/** The whole page, or what the page added under `root`. */
function scan(root?: Element): void {
  if (root && !all(widgetSelectors, root)[0]) return;
  for (const key of Object.keys(widgetChunks)) {
    for (const el of all(key, root)) {
      if (scheduled.has(el)) continue;
      scheduled.add(el);
      schedule(key, el);
    }
  }
}

function start(): void {
  if (debugRequested()) void import('./chunks/debug.ts').then((debug) => debug.reportStartup(Object.keys(widgetChunks)));
  scan();
  firstScanDone();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const el of record.addedNodes) {
        // Not `nodeType` or `firstElementChild`: a form's fields shadow those of the form by their names.
        if (!(el instanceof Element)) continue;
        // The added element itself, by its tag or a selector (the side cart's express slot, added as it opens).
        const key = !scheduled.has(el) && Object.keys(widgetChunks).find((k) => Element.prototype.matches.call(el, k));
        if (key) {
          scheduled.add(el);
          schedule(key, el);
        }
        scan(el);
      }
    }
  }).observe(readDocument<HTMLElement>('documentElement'), { childList: true, subtree: true });
}

/**
 * Starts once the page has shown its first text or image. A module script may run before that paint, and what the
 * loader does then (reading the page, asking for the runtime and the chunks) would be held against it: on a slow link
 * the runtime's 74 KB would share it with the stylesheets and the largest image. The paint is taken as the browser
 * reports it, once the frame was presented: a busy phone presents a frame well after the frame's own callbacks ran,
 * and requests sent in between still count against the paint (Lighthouse's simulation does). A page that paints
 * nothing contentful starts 3 s after its load event; a hidden page (a background tab, a prerender) paints nothing
 * and starts at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') return void setTimeout(run);
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    painted?.disconnect();
    run();
  };
  // A task queued from a frame callback runs once that frame is drawn (browsers without paint timing).
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(once));
  };
  const painted =
    'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length) once();
        })
      : undefined;
  if (!painted) {
    afterFrame();
    return;
  }
  painted.observe({ type: 'paint', buffered: true });
  // Well after the load event: a busy phone can fire it before it presents the first frame.
  const late = () => setTimeout(afterFrame, 3000);
  afterLoad(late);
}

// A visitor can leave before the attribution widget has come (it waits for idle time) or recorded this page view:
// the view is then noted, for the widget to record on the next page. Written as the page goes, not as it loads: the
// first touch of sessionStorage costs a page 9 ms at full speed on the build machine.
addEventListener('pagehide', () => {
  if (all('fk-attribution')[0]?.hasAttribute('data-vitrine-ready') === false) notePageView();
});
// On the window, where the event bubbles to: `document.addEventListener` can be shadowed too.
if (readDocument('readyState') === 'loading') addEventListener('DOMContentLoaded', () => afterFirstPaint(start), { once: true });
else afterFirstPaint(start);
