// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { click, key, render, type Rendered } from '@vitrine/ui/testing';
import { ContactButtons } from './ContactButtons.tsx';
import { FloatingBar } from './FloatingBar.tsx';

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  document.body.innerHTML = '';
  document.cookie = 'fk_bar_soldes=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const channels = [
  { type: 'whatsapp', value: '+41 79 123 45 67' },
  { type: 'email', value: 'bonjour@vitrine.example' },
];

describe('ContactButtons', () => {
  it('opens its panel from the round button: expanded state, focus on the first channel; Escape closes and focus returns', () => {
    shown = render(<ContactButtons host={document.body} serverMarkup={null} channels={channels} name="Service client" status="En ligne" />);
    const toggle = document.querySelector<HTMLButtonElement>('.fk-contact__toggle')!;
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Nous contacter');
    expect(panel.hidden).toBe(true);
    toggle.focus();
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(document.activeElement?.getAttribute('href')).toBe('https://wa.me/41791234567');
    expect([...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://wa.me/41791234567', 'mailto:bonjour@vitrine.example']);
    key(document.activeElement, 'Escape');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('a press outside closes the panel', () => {
    shown = render(<ContactButtons host={document.body} serverMarkup={null} channels={channels} />);
    click(document.querySelector('.fk-contact__toggle'));
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(document.querySelector<HTMLElement>('.fk-contact__panel')!.hidden).toBe(true);
  });

  it('without a usable channel, what the server printed stays', () => {
    const markup = document.createDocumentFragment();
    markup.append(Object.assign(document.createElement('a'), { href: 'tel:+41215550123', textContent: 'Téléphone' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shown = render(<ContactButtons host={document.body} serverMarkup={markup} channels={[{ type: 'phone', value: 'javascript:alert(1)' }]} />);
    expect(document.querySelector('.fk-contact__toggle')).toBeNull();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('tel:+41215550123');
  });
});

describe('FloatingBar', () => {
  const bar = () => {
    document.body.innerHTML =
      '<fk-floating-bar><div class="fk-floating-bar"><p>Soldes</p><button type="button" class="fk-floating-bar__close" hidden>×</button></div></fk-floating-bar>';
    return document.querySelector<HTMLElement>('fk-floating-bar')!;
  };

  it('shows its close button; closing hides it and remembers this version in a cookie', () => {
    const host = bar();
    shown = render(<FloatingBar host={host} serverMarkup={null} barId="soldes" version="2" />);
    const close = host.querySelector<HTMLButtonElement>('.fk-floating-bar__close')!;
    expect(close.hidden).toBe(false);
    click(close);
    expect(host.hidden).toBe(true);
    expect(document.cookie).toContain('fk_bar_soldes=2');
  });

  it('stays hidden when this version was dismissed, shows again for a new one', () => {
    document.cookie = 'fk_bar_soldes=2; path=/';
    let host = bar();
    shown = render(<FloatingBar host={host} serverMarkup={null} barId="soldes" version="2" />);
    expect(host.hidden).toBe(true);
    shown.unmount();
    host = bar();
    shown = render(<FloatingBar host={host} serverMarkup={null} barId="soldes" version="3" />);
    expect(host.hidden).toBe(false);
  });
});
