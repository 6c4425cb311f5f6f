/**
 * The loader's stand-in on the pages of WooCommerce's own forms (the checkout, the account's pages), printed inline
 * (waiting-loader-inline.ts) in a page without the `vitrine-load` wish. Those pages' HTML and scripts are
 * WooCommerce's, large already, and Vitrine brings them tags whose server markup works until the shopper acts: the
 * loader itself then waits for that first press, touch or key, and comes as if the page had had no wish.
 * Attribution, which must fill the checkout's fields before an order is placed, comes on its own once the page is
 * idle. A page with any other tag, or a tag given a moment of its own (`data-vitrine-load`), gets the loader at once.
 */
import { FIRST_ACTION_EVENTS, LOAD_ATTRIBUTE, WAITING_WITH_LOADER } from './loading.ts';
import { afterLoad, idleThen } from './idle.ts';
import { all } from './page-document.ts';

export function waitForAction(loadLoader: () => void, loadAttribution: () => void): void {
  const load = (): void => {
    for (const type of FIRST_ACTION_EVENTS) removeEventListener(type, load, true);
    loadLoader();
  };
  const tags = Array.from(all('*')).filter((el) => el.localName.startsWith('fk-'));
  if (tags.some((el) => !WAITING_WITH_LOADER.test(el.localName) || (el.getAttribute(LOAD_ATTRIBUTE) ?? 'interaction') !== 'interaction')) {
    return load();
  }
  for (const type of FIRST_ACTION_EVENTS) addEventListener(type, load, { capture: true, passive: true });
  if (!tags.some((el) => el.localName === 'fk-attribution')) return;
  afterLoad(() => idleThen(loadAttribution, 2000));
}
