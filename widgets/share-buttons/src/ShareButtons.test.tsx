// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vitrine/core/testing';
import './index.ts';

const MARKUP = `<fk-share-buttons>
  <a data-network="facebook" href="https://www.facebook.com/sharer/sharer.php?u=old">Facebook</a>
  <a data-network="twitter" href="#">X</a>
  <a data-network="email" href="#">E-mail</a>
  <a data-network="myspace" href="https://myspace.example/">MySpace</a>
  <button type="button" data-network="print" hidden>Imprimer</button>
</fk-share-buttons>`;

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<fk-share-buttons>', () => {
  it('rebuilds each link from the canonical address and title, names every control in French, shows print', async () => {
    document.head.innerHTML = `<title>Miel – Vitrine</title><meta property="og:title" content="Miel & « sapin »"><link rel="canonical" href="https://boutique.ch/produit/miel/">`;
    const host = await mount(MARKUP, 'fk-share-buttons');
    const facebook = host.querySelector<HTMLAnchorElement>('[data-network="facebook"]')!;
    expect(facebook.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fboutique.ch%2Fproduit%2Fmiel%2F');
    expect(facebook.getAttribute('aria-label')).toBe('Partager sur Facebook');
    expect(facebook.target).toBe('_blank');
    expect(facebook.rel).toBe('noopener noreferrer');
    const x = host.querySelector<HTMLAnchorElement>('[data-network="twitter"]')!;
    expect(new URL(x.href).searchParams.get('text')).toBe('Miel & « sapin »');
    const email = host.querySelector<HTMLAnchorElement>('[data-network="email"]')!;
    expect(email.getAttribute('aria-label')).toBe('Partager par e-mail');
    expect(email.target).toBe('');
    // A network we do not know is left as the server printed it.
    expect(host.querySelector('[data-network="myspace"]')!.getAttribute('href')).toBe('https://myspace.example/');
    const print = host.querySelector<HTMLButtonElement>('[data-network="print"]')!;
    expect(print.hidden).toBe(false);
    expect(print.getAttribute('aria-label')).toBe('Imprimer la page');
  });

  it('opens a sized window on a wide screen, prints for print, and lets e-mail follow its link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    // happy-dom has no print(): the browser's is stood in for.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const host = await mount(MARKUP, 'fk-share-buttons');
    const click = (selector: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      host.querySelector(selector)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('[data-network="facebook"]')).toBe(true);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/),
      '_blank',
      expect.stringContaining('width=600,height=480'),
    );
    expect(click('[data-network="print"]')).toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    expect(click('[data-network="email"]')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
