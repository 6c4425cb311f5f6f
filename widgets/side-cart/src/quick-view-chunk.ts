import { t } from '@vitrine/core';
import { showNotice } from './notice.ts';
import type { QuickViewTarget } from './quick-view-actions.ts';

/**
 * Quick view is a chunk of its own (about 2.5 KB gz): most drawers never open it. A pointer over, or focus on, a
 * button that would open it starts the download; the click waits for it if it has not arrived.
 */
let chunk: Promise<typeof import('./quick-view-actions.ts')> | undefined;

export function preloadQuickView(): Promise<typeof import('./quick-view-actions.ts')> {
  chunk ??= import('./quick-view-actions.ts');
  // A failed download is tried again on the next intent rather than remembered.
  chunk.catch(() => {
    chunk = undefined;
  });
  return chunk;
}

/** For a button's pointer-over and focus: starts the download; a failure is left to the click to report. */
export const quickViewIntent = (): void => void preloadQuickView().catch(() => {});

export async function openQuickView(target: QuickViewTarget): Promise<void> {
  let actions: typeof import('./quick-view-actions.ts');
  try {
    actions = await preloadQuickView();
  } catch {
    showNotice('error', t('The shop could not be reached. Check your connection and try again.'));
    return;
  }
  await actions.openQuickView(target);
}
