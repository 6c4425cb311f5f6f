// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { clearCookies, happyDOM, mount } from '@vitrine/core/testing';
import './index.ts';

const MENU = `<fk-nav-menu><nav aria-label="Menu principal"><ul class="menu">
  <li class="menu-item"><a href="/">Accueil</a></li>
  <li class="menu-item menu-item-has-children"><a href="/boutique/">Boutique</a>
    <ul class="sub-menu"><li class="menu-item"><a href="/categorie/savons/">Savons</a></li>
      <li class="menu-item"><a href="/categorie/coffrets/">Coffrets</a></li></ul></li>
  <li class="menu-item menu-item-has-children"><a href="/a-propos/">À propos</a>
    <ul class="sub-menu"><li class="menu-item"><a href="/devis/">Devis</a></li></ul></li>
</ul></nav></fk-nav-menu>`;

const nav = () => document.querySelector('nav')!;
const toggle = () => document.querySelector<HTMLButtonElement>('button.menu-toggle')!;
const subButtons = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.fk-submenu-toggle'));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

beforeEach(() => {
  clearCookies();
  history.replaceState(null, '', '/categorie/savons/?utm_source=x');
  setConfig(parseConfig({ site: { language: 'fr' } }));
});

describe('<fk-nav-menu> (spec §2.12, §4.6)', () => {
  it('adds a toggle and one disclosure button per submenu, wired with aria-controls', async () => {
    await mount(MENU, 'fk-nav-menu');
    expect(toggle().textContent).toBe('Menu');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)).toBe(document.querySelector('ul.menu'));
    expect(subButtons().map((b) => b.getAttribute('aria-label'))).toEqual(['Sous-menu Boutique', 'Sous-menu À propos']);
    for (const button of subButtons()) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.nextElementSibling?.id).toBe(button.getAttribute('aria-controls'));
    }
  });

  it('marks the current page and its parent when the server did not', async () => {
    await mount(MENU, 'fk-nav-menu');
    const current = document.querySelector('a[aria-current="page"]');
    expect(current?.textContent).toBe('Savons');
    expect(current?.parentElement?.classList.contains('current-menu-item')).toBe(true);
    expect(document.querySelector('.current-menu-ancestor > a')?.textContent).toBe('Boutique');
  });

  it('keeps the server’s mark and gives it aria-current', async () => {
    await mount(MENU.replace('<li class="menu-item"><a href="/">', '<li class="menu-item current-menu-item"><a href="/">'), 'fk-nav-menu');
    expect(Array.from(document.querySelectorAll('[aria-current="page"]'), (a) => a.textContent)).toEqual(['Accueil']);
  });

  it('opens one submenu at a time; Escape closes it and returns focus to its button', async () => {
    await mount(MENU, 'fk-nav-menu');
    const [shop, about] = subButtons();
    shop!.click();
    expect(shop!.getAttribute('aria-expanded')).toBe('true');
    expect(shop!.parentElement!.classList.contains('is-open')).toBe(true);
    about!.click();
    expect(shop!.getAttribute('aria-expanded')).toBe('false');
    expect(about!.getAttribute('aria-expanded')).toBe('true');
    const inner = document.querySelector<HTMLElement>('a[href="/devis/"]')!;
    inner.focus();
    key(inner, 'Escape');
    expect(about!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(about);
  });

  it('toggles the mobile menu, closes it with Escape and on a change of width, not of height', async () => {
    await mount(MENU, 'fk-nav-menu');
    toggle().click();
    expect(nav().classList.contains('toggled')).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    key(toggle(), 'Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    toggle().click();
    subButtons()[0]!.click();
    happyDOM().setViewport({ height: window.innerHeight - 60 });
    window.dispatchEvent(new Event('resize'));
    expect(nav().classList.contains('toggled')).toBe(true);
    happyDOM().setViewport({ width: window.innerWidth + 200 });
    window.dispatchEvent(new Event('resize'));
    expect(nav().classList.contains('toggled')).toBe(false);
    expect(subButtons()[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes submenus on a click outside the menu', async () => {
    await mount(`${MENU}<main><p>Contenu</p></main>`, 'fk-nav-menu');
    subButtons()[0]!.click();
    document.querySelector('main p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(subButtons()[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the theme’s own toggle, and survives a remount without doubling buttons', async () => {
    const host = await mount(
      MENU.replace('<ul class="menu">', '<button class="menu-toggle" type="button">Navigation</button><ul class="menu">'),
      'fk-nav-menu',
    );
    expect(document.querySelectorAll('button.menu-toggle')).toHaveLength(1);
    document.body.append(host);
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelectorAll('button.menu-toggle')).toHaveLength(1);
    expect(subButtons()).toHaveLength(2);
  });

  it('keeps the pll_language cookie', async () => {
    await mount(MENU, 'fk-nav-menu');
    expect(document.cookie).toContain('pll_language=fr');
  });
});
