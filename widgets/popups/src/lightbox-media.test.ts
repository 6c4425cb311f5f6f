import { describe, expect, it } from 'vitest';
import { sanitizeLightboxSettings } from './hash-action.ts';
import { lightboxMedia, linkLightboxSettings } from './lightbox-media.ts';

const BASE = 'https://boutique.ch/selection/';
const media = (settings: unknown) => {
  const safe = sanitizeLightboxSettings(settings, BASE);
  return safe && lightboxMedia(safe);
};

describe('what the lightbox shows', () => {
  it('an image, with its caption as text', () => {
    expect(media({ type: 'image', url: '/img/coffret.jpg', title: 'Coffret d’été' })).toEqual({
      kind: 'image',
      src: 'https://boutique.ch/img/coffret.jpg',
      title: 'Coffret d’été',
    });
  });

  it('frames only the known players’ embed pages', () => {
    expect(media({ type: 'video', videoType: 'youtube', url: 'https://www.youtube-nocookie.com/embed/abc' })).toMatchObject({ kind: 'embed' });
    expect(media({ type: 'video', videoType: 'vimeo', url: 'https://player.vimeo.com/video/1' })).toMatchObject({ kind: 'embed' });
    // A "youtube" video on any other host is played as a file, never framed.
    expect(media({ type: 'video', videoType: 'youtube', url: 'https://evil.example/embed/abc' })).toMatchObject({ kind: 'video' });
  });

  it('a hosted video keeps plain media attributes only (CVE-2022-29455 put a handler in videoParams)', () => {
    const result = media({
      type: 'video',
      videoType: 'hosted',
      url: 'https://boutique.ch/media/atelier.mp4',
      videoParams: { autoplay: 'yes', muted: true, onerror: 'window.__pwned=1', poster: 'javascript:alert(1)' },
    });
    expect(result).toEqual({
      kind: 'video',
      src: 'https://boutique.ch/media/atelier.mp4',
      title: '',
      autoPlay: true,
      muted: true,
      loop: false,
      poster: undefined,
    });
  });

  it('reads a link: its video URL, else its image, with its caption', () => {
    expect(linkLightboxSettings({ href: 'https://boutique.ch/a.jpg', dataset: { elementorLightboxTitle: 'A' } })).toEqual({
      type: 'image',
      url: 'https://boutique.ch/a.jpg',
      title: 'A',
    });
    expect(linkLightboxSettings({ href: '#', dataset: { elementorLightboxVideo: 'https://player.vimeo.com/video/1' } })).toMatchObject({
      type: 'video',
      url: 'https://player.vimeo.com/video/1',
    });
  });
});
