// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { parseConfig, setConfig } from '@vitrine/core';
import { click, key, render, settle, type Rendered } from '@vitrine/ui/testing';
import { $openPopups, closePopup, openPopup } from './state.ts';
import { Popup } from './Popup.tsx';

const views: Rendered[] = [];

function markup(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function popup(id: string, settings: Record<string, unknown> = {}, html = '<h2>Offre d’été</h2><a href="/boutique/">Voir</a>') {
  const host = document.createElement('fk-popup');
  views.push(render(<Popup popupId={id} settings={settings} host={host} serverMarkup={markup(html)} />));
  return () => document.querySelector(`[data-fk-popup-id="${id}"]`) as HTMLElement;
}

const open = (id: string) => act(() => void openPopup(id));

beforeEach(() => {
  setConfig(parseConfig({}));
  localStorage.clear();
  document.body.innerHTML = '<main><button id="opener">Ouvrir</button></main>';
});
afterEach(() => {
  for (const id of $openPopups.get()) act(() => closePopup(id));
  for (const view of views.splice(0)) view.unmount();
  document.body.innerHTML = '';
});

describe('<fk-popup>', () => {
  it('keeps its content in the page, hidden, until opened', () => {
    const root = popup('1');
    expect(root().hidden).toBe(true);
    expect(root().querySelector('.dialog-message h2')?.textContent).toBe('Offre d’été');
  });

  it('is a modal dialog named by its heading; focus enters, the first control takes it after 250 ms, and returns', async () => {
    const root = popup('2');
    document.getElementById('opener')!.focus();
    open('2');
    const dialog = root().querySelector('[role="dialog"]')!;
    expect(root().hidden).toBe(false);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Offre d’été');
    expect(document.activeElement).toBe(dialog);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    await settle(260);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fermer');
    click(root().querySelector('.dialog-close-button'));
    await settle();
    expect(root().hidden).toBe(true);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('Escape and a click on the background close it', async () => {
    const root = popup('3');
    open('3');
    key(document.body, 'Escape');
    expect($openPopups.get()).toEqual([]);
    open('3');
    await settle();
    click(root());
    expect($openPopups.get()).toEqual([]);
  });

  it('unless prevented; a click inside never closes it', async () => {
    const root = popup('4', { prevent_close_on_background_click: 'yes', prevent_close_on_esc_key: 'yes' });
    open('4');
    key(document.body, 'Escape');
    click(root());
    click(root().querySelector('h2'));
    expect($openPopups.get()).toEqual(['4']);
  });

  it('Escape closes only the topmost of two popups', () => {
    popup('5');
    popup('6');
    open('5');
    open('6');
    key(document.body, 'Escape');
    expect($openPopups.get()).toEqual(['5']);
  });

  it('hides the close button for close_button_delay, and closes by itself after close_automatically', async () => {
    const root = popup('7', { close_button_delay: 0.05, close_automatically: 0.15 });
    open('7');
    expect(root().querySelector<HTMLElement>('.dialog-close-button')!.hidden).toBe(true);
    // From the frame that shows the popup, then the delay.
    await settle(110);
    expect(root().querySelector<HTMLElement>('.dialog-close-button')!.hidden).toBe(false);
    await settle(80);
    expect($openPopups.get()).toEqual([]);
  });

  it('locks the page scroll only with prevent_scroll; applies classes and the close button position', () => {
    const root = popup('8', { prevent_scroll: 'yes', classes: 'promo', close_button_position: 'outside' });
    open('8');
    expect(document.body.style.position).toBe('fixed');
    expect(root().classList.contains('promo')).toBe(true);
    expect(root().querySelector('.fk-popup__close--outside')).not.toBeNull();
    act(() => closePopup('8'));
    expect(document.body.style.position).toBe('');
  });

  it('without accessible navigation it is a plain dialog that leaves focus and the page alone', () => {
    const root = popup('9', { a11y_navigation: 'no' }, '<p>Bienvenue</p>');
    document.getElementById('opener')!.focus();
    open('9');
    expect(root().querySelector('[role="dialog"]')!.hasAttribute('aria-modal')).toBe(false);
    expect(root().querySelector('[role="dialog"]')!.getAttribute('aria-label')).toBe('Fenêtre contextuelle');
    expect(document.activeElement?.id).toBe('opener');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
  });

  it('plays the exit animation before hiding, with the entrance’s length', async () => {
    const root = popup('10', { entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { size: 0.05 } });
    open('10');
    const content = root().querySelector('.dialog-widget-content')!;
    expect(content.className).toContain('animated zoomIn');
    act(() => closePopup('10'));
    expect(root().dataset.state).toBe('closing');
    expect(content.className).toContain('animated fadeIn');
    await settle(70);
    expect(root().hidden).toBe(true);
  });
});
