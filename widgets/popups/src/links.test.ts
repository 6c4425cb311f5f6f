// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { parseConfig, setConfig } from '@vitrine/core';
import '@vitrine/ui/testing'; // React's act() environment: the lightbox renders in a root of its own
import { linkHost, onLinkClick, preloadLinks } from './links-chunk.ts';
import { showLightbox, shownLightbox } from './Lightbox.tsx';
import { runUrlHashAction, scrollToThemeTemplate } from './links.ts';
import { $openPanels, $openPopups, closePopup, registerPopup } from './state.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const hash = (action: string, settings?: unknown) => `#elementor-action:action=${action}${settings ? `&settings=${b64(settings)}` : ''}`;

let warn: ReturnType<typeof vi.spyOn>;
const cleanups: Array<() => void> = [];

const closeLightbox = () => act(() => showLightbox(null));

// The links chunk is here before these clicks (links-chunk.test.ts covers the clicks that come first).
beforeAll(async () => {
  await preloadLinks();
});
beforeEach(() => {
  setConfig(parseConfig({}));
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.addEventListener('click', onLinkClick);
});
afterEach(() => {
  document.removeEventListener('click', onLinkClick);
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const id of $openPopups.get()) closePopup(id);
  $openPanels.set([]);
  closeLightbox();
  warn.mockRestore();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

function page(html: string) {
  document.body.innerHTML = `<fk-popup popup-id="42"></fk-popup><fk-off-canvas panel-id="abc1234"></fk-off-canvas>${html}`;
  cleanups.push(registerPopup('42', {}));
}

function click(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    document.querySelector(selector)!.dispatchEvent(event);
  });
  return event;
}

describe('hash action links (§2.2)', () => {
  it('open and toggle popups, in the plain and the percent-encoded forms', () => {
    page(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>
      <a id="toggle" href="${encodeURIComponent(hash('popup:open', { id: 42, toggle: true }))}">Basculer</a>`);
    expect(click('#open').defaultPrevented).toBe(true);
    expect($openPopups.get()).toEqual(['42']);
    click('#toggle');
    expect($openPopups.get()).toEqual([]);
  });

  it('popup:close closes the popup holding the link, with do_not_show_again', () => {
    page(`<div data-fk-popup-id="42"><a id="close" href="${hash('popup:close', { do_not_show_again: 'yes' })}">Ne plus afficher</a></div>`);
    click('#close');
    expect(JSON.parse(localStorage.getItem('elementor') ?? '{}').popup_42_disable).toBe(true);
  });

  it('open, close and toggle off-canvas panels', () => {
    page(`<a id="o" href="${hash('off_canvas:open', { id: 'abc1234' })}">Menu</a>
      <a id="c" href="${hash('off_canvas:close', { id: 'abc1234' })}">Fermer</a>
      <a id="t" href="${hash('off_canvas:toggle', { id: 'abc1234' })}">Basculer</a>`);
    click('#o');
    expect($openPanels.get()).toEqual(['abc1234']);
    click('#c');
    expect($openPanels.get()).toEqual([]);
    click('#t');
    expect($openPanels.get()).toEqual(['abc1234']);
  });

  it('ignores ids the page does not have', () => {
    page(`<a id="x" href="${hash('popup:open', { id: '999' })}">?</a><a id="y" href="${hash('off_canvas:open', { id: 'zzz9999' })}">?</a>`);
    click('#x');
    click('#y');
    expect($openPopups.get()).toEqual([]);
    expect($openPanels.get()).toEqual([]);
  });

  it('opens the lightbox only with sanitized settings; the known attacks do nothing but warn', () => {
    page(`<a id="ok" href="${hash('lightbox', { type: 'image', url: 'https://boutique.ch/a.jpg', title: 'Été' })}">Photo</a>
      <a id="cve1" href="${hash('lightbox', { type: 'image', url: 'https://boutique.ch/a.jpg', html: '<img src=x onerror=alert(1)>' })}">1</a>
      <a id="js" href="${hash('lightbox', { type: 'image', url: 'javascript:alert(1)//a.jpg' })}">2</a>
      <a id="data" href="${hash('lightbox', { type: 'video', url: 'data:text/html,<script>alert(1)</script>' })}">3</a>
      <a id="broken" href="#elementor-action:action=lightbox&settings=eyJ0eXBlIjo*">4</a>`);
    click('#ok');
    expect(shownLightbox()).toMatchObject({ type: 'image', url: 'https://boutique.ch/a.jpg', title: 'Été' });
    expect(document.querySelector('.fk-lightbox img')?.getAttribute('src')).toBe('https://boutique.ch/a.jpg');
    click('#cve1');
    expect(shownLightbox()).not.toHaveProperty('html');
    closeLightbox();
    for (const id of ['#js', '#data', '#broken']) expect(click(id).defaultPrevented).toBe(true);
    expect(shownLightbox()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('image links of the builder’s content open in the lightbox; downloads and other links do not', () => {
    page(`<div class="elementor"><a id="img" href="https://boutique.ch/coffret.webp">Coffret</a>
      <a id="dl" href="https://boutique.ch/coffret.webp" download>PDF</a>
      <a id="no" data-elementor-open-lightbox="no" href="https://boutique.ch/coffret.webp">Non</a></div>
      <a id="out" href="https://boutique.ch/coffret.webp">Hors contenu</a>`);
    for (const id of ['#dl', '#no', '#out']) expect(click(id).defaultPrevented).toBe(false);
    expect(shownLightbox()).toBeNull();
    expect(click('#img').defaultPrevented).toBe(true);
    expect(shownLightbox()).toMatchObject({ type: 'image', url: 'https://boutique.ch/coffret.webp' });
  });

  it('a link opens with the links of its slideshow group, in page order; a hostile one is left out', () => {
    page(`<div class="elementor">
      <a id="a" data-elementor-lightbox-slideshow="g1" href="https://boutique.ch/a.jpg">A</a>
      <a id="x" data-elementor-lightbox-slideshow="g2" href="https://boutique.ch/x.jpg">X</a>
      <a id="bad" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-video="javascript:alert(1)" href="https://boutique.ch/v.jpg">V</a>
      <a id="b" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-title="Bé" href="https://boutique.ch/b.jpg">B</a></div>`);
    click('#b');
    expect(shownLightbox()).toMatchObject({ url: 'https://boutique.ch/b.jpg', title: 'Bé' });
    expect(document.querySelector('.fk-lightbox__counter')?.textContent).toContain('2 / 2');
    expect(document.querySelector('.fk-lightbox img')?.getAttribute('src')).toBe('https://boutique.ch/b.jpg');
    act(() => document.querySelector<HTMLButtonElement>('.fk-lightbox__prev')!.click());
    expect(document.querySelector('.fk-lightbox img')?.getAttribute('src')).toBe('https://boutique.ch/a.jpg');
    closeLightbox();
    click('#bad');
    expect(shownLightbox()).toBeNull();
  });

  it('a click another handler already took is left alone', () => {
    page(`<a id="open" href="${hash('popup:open', { id: '42' })}">Devis</a>`);
    document.getElementById('open')!.addEventListener('click', (e) => e.preventDefault());
    click('#open');
    expect($openPopups.get()).toEqual([]);
  });
});

describe('the page URL’s hash action', () => {
  it('runs only when an element of the page carries that very hash', () => {
    const open = hash('popup:open', { id: '42' });
    page('');
    history.replaceState(null, '', `/selection/${open}`);
    runUrlHashAction(linkHost);
    expect($openPopups.get()).toEqual([]);
    page(`<a href="${open}">Devis</a>`);
    runUrlHashAction(linkHost);
    expect($openPopups.get()).toEqual(['42']);
  });

  it('never builds a selector from the hash: quotes and brackets are just text', () => {
    page('<a href="#x">x</a>');
    history.replaceState(null, '', `/selection/#elementor-action:action=popup:open"],a[href^="#`);
    expect(() => runUrlHashAction(linkHost)).not.toThrow();
    expect($openPopups.get()).toEqual([]);
  });
});

describe('anchors and templates (§5.9)', () => {
  it('a same-page anchor with a valid target scrolls there and takes focus; an invalid target is the browser’s', () => {
    page('<a id="go" href="#livraison">Livraison</a><a id="bad" href="#1abc">?</a><h2 id="livraison">Livraison</h2><h2 id="1abc">?</h2>');
    const target = document.getElementById('livraison')!;
    target.scrollIntoView = vi.fn();
    expect(click('#go').defaultPrevented).toBe(true);
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(target);
    expect(location.hash).toBe('#livraison');
    expect(click('#bad').defaultPrevented).toBe(false);
  });

  it('theme_template_id scrolls to the template with that id, compared as text', () => {
    page('<div data-elementor-id="1201"></div>');
    const template = document.querySelector<HTMLElement>('[data-elementor-id]')!;
    template.scrollIntoView = vi.fn();
    history.replaceState(null, '', '/?theme_template_id=1201');
    scrollToThemeTemplate();
    expect(template.scrollIntoView).toHaveBeenCalled();
    history.replaceState(null, '', '/?theme_template_id=1201"]');
    expect(() => scrollToThemeTemplate()).not.toThrow();
  });
});
