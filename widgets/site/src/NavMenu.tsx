import { useEffect } from 'react';
import { getConfig, t, type WidgetProps } from '@vitrine/core';
import { rovingIndex } from '@vitrine/ui/roving-focus';
import { rememberLanguage } from './language-cookie.ts';
import { isCurrentPage } from './nav-menu-model.ts';
import './french.ts';

/**
 * `fk-nav-menu`: the theme's `<nav>` around a WordPress menu (`ul > li > a`, submenus `li > ul.sub-menu`), made an
 * ARIA disclosure navigation (spec §2.12, §4.6). The mobile toggle (the theme's `.menu-toggle`, else one we add)
 * opens the menu (`nav.toggled`, as WordPress themes style it); each parent item gets a button that expands its
 * submenu (`li.is-open`). Escape closes and returns focus to the button; arrow keys, Home and End move within a
 * level; focus or a click leaving the menu closes submenus; a change of window width closes everything.
 * The current page is marked when the server did not. This element also keeps the pll_language cookie (§9.1):
 * it is on every page, and the language switcher belongs to the menu.
 */

const MENU_LIST = 'fk-menu-list';
const MENU_OPEN = 'toggled';
const ITEM_OPEN = 'is-open';
const SUBMENU_BUTTON = 'fk-submenu-toggle';

let lastId = 0;
function idOf(el: HTMLElement, prefix: string): string {
  if (!el.id) el.id = `${prefix}-${++lastId}`;
  return el.id;
}

/** Adds what the server markup lacks: the toggle, one button per submenu, ids. Runs again safely on a remount. */
function addButtons(nav: HTMLElement, list: HTMLElement): HTMLButtonElement {
  // The stylesheet collapses the menu only once it carries this class: without JavaScript everything shows.
  list.classList.add(MENU_LIST);
  let toggle = nav.querySelector<HTMLButtonElement>('button.menu-toggle');
  if (!toggle) {
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'menu-toggle';
    toggle.textContent = t('Menu');
    list.before(toggle);
  }
  toggle.setAttribute('aria-controls', idOf(list, 'fk-menu'));
  toggle.setAttribute('aria-expanded', String(nav.classList.contains(MENU_OPEN)));
  for (const submenu of list.querySelectorAll<HTMLElement>('li > ul')) {
    const item = submenu.parentElement as HTMLElement;
    let button = item.querySelector<HTMLButtonElement>(`:scope > .${SUBMENU_BUTTON}`);
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = SUBMENU_BUTTON;
      const name = item.querySelector(':scope > a')?.textContent?.trim() ?? '';
      button.setAttribute('aria-label', t('{name} submenu', { name }));
      submenu.before(button);
    }
    button.setAttribute('aria-controls', idOf(submenu, 'fk-submenu'));
    button.setAttribute('aria-expanded', String(item.classList.contains(ITEM_OPEN)));
  }
  return toggle;
}

/** WordPress marks the current item; a menu printed without marks (a cached widget area) gets them here. */
function markCurrentPage(list: HTMLElement): void {
  const marked = list.querySelectorAll<HTMLElement>('.current-menu-item');
  if (marked.length > 0 || list.querySelector('[aria-current="page"]')) {
    for (const item of marked) item.querySelector(':scope > a')?.setAttribute('aria-current', 'page');
    return;
  }
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!isCurrentPage(link.getAttribute('href') ?? '', location.href)) continue;
    link.setAttribute('aria-current', 'page');
    link.parentElement?.classList.add('current-menu-item');
    for (let li = link.parentElement?.parentElement?.closest('li'); li && list.contains(li); li = li.parentElement?.closest('li')) {
      li.classList.add('current-menu-ancestor');
    }
  }
}

function setItemOpen(item: Element, open: boolean): void {
  item.classList.toggle(ITEM_OPEN, open);
  item.querySelector(`:scope > .${SUBMENU_BUTTON}`)?.setAttribute('aria-expanded', String(open));
}

/** The links and buttons of one menu level that can take focus now. */
function levelItems(level: Element): HTMLElement[] {
  return Array.from(level.children)
    .flatMap((li) => Array.from(li.querySelectorAll<HTMLElement>(`:scope > a, :scope > .${SUBMENU_BUTTON}`)))
    .filter((el) => el.getClientRects().length > 0);
}

export function NavMenu({ host }: WidgetProps) {
  useEffect(() => {
    rememberLanguage(getConfig().site.language);
    const nav = host.querySelector<HTMLElement>('nav') ?? host;
    const list = nav.querySelector<HTMLElement>('ul');
    if (!list) return;
    const toggle = addButtons(nav, list);
    markCurrentPage(list);

    const setMenuOpen = (open: boolean): void => {
      nav.classList.toggle(MENU_OPEN, open);
      toggle.setAttribute('aria-expanded', String(open));
    };
    const closeSubmenus = (): void => {
      for (const item of list.querySelectorAll(`li.${ITEM_OPEN}`)) setItemOpen(item, false);
    };

    const onClick = (event: MouseEvent): void => {
      const button = (event.target as Element | null)?.closest('button');
      if (button === toggle) {
        setMenuOpen(!nav.classList.contains(MENU_OPEN));
      } else if (button?.classList.contains(SUBMENU_BUTTON) && list.contains(button)) {
        const item = button.parentElement as HTMLElement;
        const open = !item.classList.contains(ITEM_OPEN);
        // One open submenu per level, as in the APG disclosure navigation example.
        for (const sibling of item.parentElement?.children ?? []) if (sibling !== item) setItemOpen(sibling, false);
        for (const inner of item.querySelectorAll(`li.${ITEM_OPEN}`)) setItemOpen(inner, false);
        setItemOpen(item, open);
      }
    };
    const onKeydown = (event: KeyboardEvent): void => {
      const target = event.target as HTMLElement;
      if (event.key === 'Escape') {
        const item = target.closest<HTMLElement>(`li.${ITEM_OPEN}`);
        if (item && list.contains(item)) {
          setItemOpen(item, false);
          item.querySelector<HTMLElement>(`:scope > .${SUBMENU_BUTTON}`)?.focus();
        } else if (nav.classList.contains(MENU_OPEN)) {
          setMenuOpen(false);
          toggle.focus();
        }
        return;
      }
      const level = target.parentElement?.parentElement;
      if (!level || !list.contains(target)) return;
      const items = levelItems(level);
      const next = rovingIndex(event.key, items.indexOf(target), items.length, { wrap: false, arrows: 'both' });
      if (next === null || !items.includes(target)) return;
      event.preventDefault();
      items[next]?.focus();
    };
    const onFocusOut = (event: FocusEvent): void => {
      if (!(event.relatedTarget instanceof Node && nav.contains(event.relatedTarget))) closeSubmenus();
    };
    const onDocumentClick = (event: MouseEvent): void => {
      if (!(event.target instanceof Node && nav.contains(event.target))) closeSubmenus();
    };
    // Mobile browsers fire resize when the address bar slides away: only a change of width closes the menu.
    let width = window.innerWidth;
    const onResize = (): void => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      setMenuOpen(false);
      closeSubmenus();
    };

    nav.addEventListener('click', onClick);
    nav.addEventListener('keydown', onKeydown);
    nav.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onDocumentClick);
    window.addEventListener('resize', onResize);
    return () => {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKeydown);
      nav.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onDocumentClick);
      window.removeEventListener('resize', onResize);
    };
  }, [host]);
  return null;
}
