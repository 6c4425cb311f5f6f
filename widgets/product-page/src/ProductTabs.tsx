import { useEffect } from 'react';
import type { WidgetProps } from '@vitrine/core';
import { pointsAtReviews, REVIEWS_PANEL, tabForUrl } from '@vitrine/product';
import { rovingIndex } from '@vitrine/ui/roving-focus';

interface Tab {
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/** WooCommerce's tabs: `ul.wc-tabs > li > a[href="#tab-…"]`, each naming its `.wc-tab` panel. */
function readTabs(host: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const link of host.querySelectorAll<HTMLAnchorElement>('.wc-tabs li > a[href^="#"]')) {
    const panel = host.querySelector<HTMLElement>(`#${CSS.escape(link.hash.slice(1))}`);
    if (panel) tabs.push({ item: link.parentElement!, link, panel });
  }
  return tabs;
}

/** The panel each tabs element has open, so a remount (the element moved) keeps it. */
const opened = new WeakMap<HTMLElement, string>();

/** Links that lead to the reviews: the rating's « avis client » link and any #reviews anchor. */
const REVIEW_LINKS = 'a.woocommerce-review-link, a[href="#reviews"], a[href="#tab-reviews"]';

/**
 * `fk-product-tabs`: enhances WooCommerce's product tabs where the server printed them (§2.4): the ARIA tabs
 * pattern (one tab in the Tab order, arrows, Home and End move and open), the reviews opened for the URLs of
 * §2.4 and by the page's review links, WooCommerce's `active` class kept for the theme.
 */
export function ProductTabs({ host }: WidgetProps) {
  useEffect(() => {
    const tabs = readTabs(host);
    if (tabs.length === 0) return;
    host.querySelector('.wc-tabs')?.setAttribute('role', 'tablist');

    const open = (target: number, focus = false) => {
      tabs.forEach(({ item, link, panel }, i) => {
        const active = i === target;
        item.setAttribute('role', 'presentation');
        item.classList.toggle('active', active);
        link.setAttribute('role', 'tab');
        link.setAttribute('aria-controls', panel.id);
        link.setAttribute('aria-selected', String(active));
        link.tabIndex = active ? 0 : -1;
        panel.setAttribute('role', 'tabpanel');
        panel.tabIndex = 0;
        panel.hidden = !active;
      });
      const shown = tabs[target];
      if (shown) opened.set(host, shown.panel.id);
      if (focus) shown?.link.focus();
    };
    const panelIds = tabs.map((tab) => tab.panel.id);
    const indexOf = (panelId: string | undefined) => Math.max(0, panelIds.indexOf(panelId ?? ''));

    // The first mount opens what the URL asks for; a remount keeps the tab the shopper opened.
    open(indexOf(opened.get(host) ?? tabForUrl(location.href, panelIds)));

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      const index = tabs.findIndex((tab) => tab.link === link);
      if (index < 0) return;
      event.preventDefault();
      open(index);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const index = tabs.findIndex((tab) => tab.link === event.target);
      const next = index < 0 ? null : rovingIndex(event.key, index, tabs.length, { wrap: true, arrows: 'horizontal' });
      if (next === null) return;
      event.preventDefault();
      open(next, true);
    };
    // The link's own jump to #reviews still happens, now that the panel holding it is open.
    const onReviewLink = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest(REVIEW_LINKS) && !host.querySelector('.wc-tabs')?.contains(event.target as Node)) {
        open(indexOf(REVIEWS_PANEL));
      }
    };
    // A link within the page to the reviews or to a panel; any other anchor leaves the tabs alone.
    const onHashChange = () => {
      const named = tabForUrl(location.href, panelIds);
      if (pointsAtReviews(location.href) || location.hash === `#${named}`) open(indexOf(named));
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onReviewLink);
    addEventListener('hashchange', onHashChange);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onReviewLink);
      removeEventListener('hashchange', onHashChange);
    };
  }, [host]);
  return null;
}
