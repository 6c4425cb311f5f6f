// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { click, key } from '@vitrine/ui/testing';
import { sanitizeLightboxSettings } from './hash-action.ts';
import { showLightbox, shownLightbox } from './Lightbox.tsx';

const show = (settings: unknown) => act(() => showLightbox({ group: [sanitizeLightboxSettings(settings, 'https://boutique.ch/')!], start: 0 }));

afterEach(() => {
  act(() => showLightbox(null));
  document.body.innerHTML = '';
});

describe('lightbox', () => {
  it('shows an image with its caption as text, in a named modal dialog', () => {
    expect(document.querySelector('.fk-lightbox')).toBeNull();
    show({ type: 'image', url: '/img/coffret.jpg', title: '<b>Coffret</b> d’été' });
    const dialog = document.querySelector('.fk-lightbox [role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://boutique.ch/img/coffret.jpg');
    expect(dialog.querySelector('figcaption')?.textContent).toBe('<b>Coffret</b> d’été');
    expect(dialog.querySelector('b')).toBeNull();
  });

  // Framed players (lightbox-media.test.ts) are left to the browser journeys: happy-dom does not load frames.
  it('plays a hosted video in <video>, without its handlers', () => {
    show({ type: 'video', videoType: 'hosted', url: 'https://boutique.ch/atelier.mp4', videoParams: { onerror: 'window.__pwned=1', muted: 'yes' } });
    const video = document.querySelector('.fk-lightbox video')!;
    expect(video.getAttribute('src')).toBe('https://boutique.ch/atelier.mp4');
    expect(video.hasAttribute('onerror')).toBe(false);
  });

  it('closes with its button, Escape or a click beside the media', () => {
    for (const close of [
      () => click(document.querySelector('.fk-lightbox__close')),
      () => key(document.body, 'Escape'),
      () => click(document.querySelector('.fk-lightbox')),
    ]) {
      show({ type: 'image', url: '/a.png' });
      close();
      expect(document.querySelector('.fk-lightbox')).toBeNull();
      expect(shownLightbox()).toBeNull();
    }
  });
});
