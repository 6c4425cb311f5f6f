// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Lightbox } from './Lightbox.tsx';
import type { LightboxSlide } from './lightbox-model.ts';
import { click, key, render, settle, type Rendered } from './testing.tsx';

const slides: LightboxSlide[] = [
  { kind: 'image', src: '/a.jpg', title: 'Le coffret' },
  { kind: 'image', src: '/b.jpg', title: '' },
  { kind: 'video', src: '/c.mp4', title: 'L’atelier', autoPlay: false, muted: true, loop: false, poster: undefined },
];

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  document.body.innerHTML = '';
});

const dialog = () => document.querySelector('.fk-lightbox [role="dialog"]');
const counter = () => dialog()?.querySelector('.fk-lightbox__counter [aria-hidden]')?.textContent;
const image = () => dialog()?.querySelector('img');

function open(onClose = vi.fn(), start = 0, group = slides) {
  shown = render(<Lightbox slides={group} start={start} onClose={onClose} />);
  return onClose;
}

describe('Lightbox', () => {
  it('is a modal dialog named after its slide, with a counter that moves with the buttons and keys', () => {
    open();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Le coffret');
    expect(counter()).toBe('1 / 3');
    expect(dialog()?.querySelector('.vitrine-visually-hidden')?.textContent).toBe('Image 1 sur 3');
    expect(dialog()?.querySelector('.fk-lightbox__prev')?.getAttribute('aria-disabled')).toBe('true');
    click(dialog()?.querySelector('.fk-lightbox__next'));
    expect(counter()).toBe('2 / 3');
    // No caption: the viewer's own name.
    expect(dialog()?.getAttribute('aria-label')).toBe('Visionneuse');
    key(dialog(), 'End');
    expect(counter()).toBe('3 / 3');
    expect(dialog()?.querySelector('video')?.getAttribute('src')).toBe('/c.mp4');
    key(dialog(), 'ArrowRight');
    expect(counter()).toBe('3 / 3');
    key(dialog(), 'Home');
    expect(image()?.getAttribute('src')).toBe('/a.jpg');
  });

  it('zooms with its button or a double click, for images only, and forgets the zoom on the next slide', () => {
    open();
    const zoom = () => dialog()?.querySelector('.fk-lightbox__zoom');
    expect(zoom()?.getAttribute('aria-pressed')).toBe('false');
    click(zoom());
    expect(zoom()?.getAttribute('aria-pressed')).toBe('true');
    expect(image()?.style.transform).toContain('scale(2)');
    act(() => {
      image()!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    expect(image()?.style.transform).toBe('');
    click(zoom());
    key(dialog(), 'ArrowRight');
    expect(zoom()?.getAttribute('aria-pressed')).toBe('false');
    key(dialog(), 'End');
    expect(zoom()).toBeNull();
  });

  it('takes focus on the dialog at once and on its first control 100 ms later (§9.4)', async () => {
    open();
    expect(document.activeElement).toBe(dialog());
    await settle(120);
    expect(document.activeElement).toBe(dialog()?.querySelector('.fk-lightbox__zoom'));
  });

  it('a swipe to the left shows the next slide, to the right the previous; a swipe is no click beside the media', () => {
    const onClose = open();
    const media = () => document.querySelector('.fk-lightbox__media')!;
    const swipe = (dx: number) =>
      act(() => {
        for (const [type, x] of [
          ['pointerdown', 200],
          ['pointermove', 200 + dx / 2],
          ['pointermove', 200 + dx],
          ['pointerup', 200 + dx],
        ] as const) {
          media().dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientX: x, clientY: 100, pointerId: 1 }));
        }
        media().dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    swipe(-120);
    expect(counter()).toBe('2 / 3');
    swipe(120);
    expect(counter()).toBe('1 / 3');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a lone slide has no counter and no arrows; no fullscreen button where the browser has none', () => {
    open(vi.fn(), 0, [slides[0]!]);
    expect(dialog()?.querySelector('.fk-lightbox__counter, .fk-lightbox__prev, .fk-lightbox__next')).toBeNull();
    expect(dialog()?.querySelector('.fk-lightbox__fullscreen')).toBeNull();
  });

  it('closes with its button, Escape or a click beside the media, not a click on the image', () => {
    const onClose = open();
    click(image());
    expect(onClose).not.toHaveBeenCalled();
    click(dialog()?.querySelector('.fk-lightbox__close'));
    key(document.body, 'Escape');
    click(document.querySelector('.fk-lightbox__media'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
