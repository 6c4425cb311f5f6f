import { readDocument } from './page-document.ts';

/** When the main thread is free, or after `timeout` ms; Safari has no requestIdleCallback. */
export function idleThen(run: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 200);
}

/** Once the page's load event has come, or at once if it has. */
export function afterLoad(run: () => void): void {
  if (readDocument('readyState') === 'complete') run();
  else addEventListener('load', () => run(), { once: true });
}
