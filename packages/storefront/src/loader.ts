import { debugRequested } from './debug-flag.ts';
import { widgetChunks } from './widgets.ts';

/**
 * The one script a theme adds. It watches the page for Vitrine's tags and loads each widget's chunk
 * on first sight (React and core come once, in a shared chunk). Kept tiny: it runs on every page.
 */
const requested = new Set<() => Promise<unknown>>();

function load(tag: string): void {
  const chunk = widgetChunks[tag];
  if (!chunk || requested.has(chunk)) return;
  requested.add(chunk);
  chunk().catch((error: unknown) => {
    requested.delete(chunk);
    console.error(`[vitrine] <${tag}> n'a pas pu être chargé`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(widgetChunks)) if (root.querySelector(tag)) load(tag);
}

function start(): void {
  if (debugRequested()) void import('./chunks/debug.ts').then((debug) => debug.reportStartup(Object.keys(widgetChunks)));
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const el = node as Element;
        if (el.localName in widgetChunks) load(el.localName);
        if (el.firstElementChild) scan(el);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
