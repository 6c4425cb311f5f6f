/**
 * Refreshing a listing's markup (§4.16, §7.7, §8.5): the loading overlay while the call runs, the new markup only
 * from an ok answer (through core's one HTML sink), the result count announced. A failure is silent, as in the
 * original: the listing stays as it was and the overlay goes.
 */
import { refreshLoop } from '@vitrine/contract';
import { announce, getConfig, isAborted, markupToFragment, send, t } from '@vitrine/core';
import { refreshLoopBody, type LoopWidgetState } from './model.ts';
import { paginationBaseUrl } from './url-codec.ts';
import './french.ts';

export const OVERLAY_CLASS = 'e-loading-overlay';

/** Only the latest refresh of a listing may end its loading state. */
const latest = new WeakMap<HTMLElement, number>();

/** What screen readers hear once the listing has changed. */
export function resultsMessage(markup: ParentNode): string {
  const count = markup.querySelectorAll('.e-loop-item').length;
  if (count === 0) return t('No products match this selection.');
  return count === 1 ? t('1 product shown') : t('{count} products shown', { count });
}

export async function refreshListing(
  host: HTMLElement,
  options: { loopId: string; postId: number | string; state: LoopWidgetState; widgetModel?: unknown },
): Promise<void> {
  const body = refreshLoopBody({ postId: options.postId, widgetId: options.loopId, state: options.state, paginationBaseUrl: paginationBaseUrl(location.href) });
  if (!body) {
    console.warn(`[vitrine] <fk-loop-grid> ${options.loopId} : post-id ou widget-id invalide, listing non actualisé`);
    return;
  }
  const run = (latest.get(host) ?? 0) + 1;
  latest.set(host, run);
  host.classList.add(OVERLAY_CLASS);
  host.setAttribute('aria-busy', 'true');
  try {
    const editor = getConfig().elementor.is_edit_mode ? { widgetModel: options.widgetModel ?? null } : undefined;
    const { data } = await send(refreshLoop(body, editor));
    if (latest.get(host) !== run || data.trim() === '') return;
    const markup = markupToFragment(data);
    const message = resultsMessage(markup);
    host.replaceChildren(markup);
    announce(message);
  } catch (error) {
    if (!isAborted(error)) console.warn('[vitrine] listing non actualisé', error);
  } finally {
    if (latest.get(host) === run) {
      host.classList.remove(OVERLAY_CLASS);
      host.removeAttribute('aria-busy');
    }
  }
}
