/**
 * What the lightbox shows for sanitized settings (hash-action.ts sanitizeLightboxSettings), and the settings a
 * lightbox link itself stands for (§5.9). Only three shapes ever reach the page: an <img>, an <iframe> on a known
 * video player's host, or a <video> with plain media attributes. No settings value is ever spread onto an element.
 */
import { EMBED_HOSTS } from '@vitrine/core';
import type { LightboxSlide } from '@vitrine/ui';
import { safeHttpUrl, type LightboxSettings } from './hash-action.ts';

// EMBED_HOSTS: players whose embed pages may be framed (core's, shared with the fragments sanitiser); any other
// video URL plays in a <video>, which runs no script.

const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 300) : '');
const flag = (v: unknown): boolean => v === true || v === 'yes' || v === 1 || v === '1' || v === '';

export function lightboxMedia(settings: LightboxSettings): LightboxSlide {
  const title = text(settings.title);
  if (settings.type === 'image') return { kind: 'image', src: settings.url, title };
  if (EMBED_HOSTS.test(new URL(settings.url).hostname)) return { kind: 'embed', src: settings.url, title };
  const params = typeof settings.videoParams === 'object' && settings.videoParams !== null ? (settings.videoParams as Record<string, unknown>) : {};
  return {
    kind: 'video',
    src: settings.url,
    title,
    autoPlay: flag(params.autoplay),
    muted: flag(params.muted),
    loop: flag(params.loop),
    poster: safeHttpUrl(params.poster) ?? undefined,
  };
}

/**
 * The lightbox settings a link opens (before sanitizing): a video lightbox link plays its
 * `data-elementor-lightbox-video` URL, any other one shows its image; `data-elementor-lightbox-title` is the caption.
 */
export function linkLightboxSettings(link: { href: string; dataset: DOMStringMap }): Record<string, unknown> {
  const video = link.dataset.elementorLightboxVideo;
  const title = link.dataset.elementorLightboxTitle;
  return video ? { type: 'video', url: video, title } : { type: 'image', url: link.href, title };
}

/**
 * The links a lightbox link opens with, in page order: those sharing its `data-elementor-lightbox-slideshow` id
 * (compared as text, never put in a selector), as Elementor groups a gallery's or a page's images; alone without one.
 */
export function slideshowLinks(link: HTMLAnchorElement): HTMLAnchorElement[] {
  const group = link.dataset.elementorLightboxSlideshow;
  if (!group) return [link];
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-elementor-lightbox-slideshow]')).filter(
    (other) => other.dataset.elementorLightboxSlideshow === group,
  );
}
