import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '@vitrine/core';
import type { LightboxSettings } from './hash-action.ts';
import { lightboxMedia } from './lightbox-media.ts';
import type { useOverlay } from '@vitrine/ui';

/**
 * The popups chunk's overlay machinery (@vitrine/ui's useOverlay), lent to the links chunk: Escape, the inert page, the focus
 * trap and the scroll lock are the ones popups and panels use, so Escape always closes the topmost of them.
 */
export type UseOverlay = typeof useOverlay;

/** §9.4: 100 ms for modals other than popups. */
const FOCUS_DELAY_MS = 100;

let root: Root | undefined;
let shown: LightboxSettings | null = null;

/**
 * Shows sanitized settings in the lightbox (null closes it). The lightbox belongs to the links chunk, the only code
 * that opens it: a React root of its own, its dialog at the end of <body> like the popups'.
 */
export function showLightbox(settings: LightboxSettings | null, overlay: UseOverlay): void {
  shown = settings;
  root ??= createRoot(document.createElement('div'));
  root.render(settings ? <Lightbox settings={settings} overlay={overlay} /> : null);
}

/** What the lightbox shows, or null. */
export const shownLightbox = (): LightboxSettings | null => shown;

/**
 * The lightbox of hash actions and image links: one image, framed player or video at a time, from settings that
 * links.ts has sanitized; captions are text. Closed by its button, Escape or a click beside the media.
 */
function Lightbox({ settings, overlay }: { settings: LightboxSettings; overlay: UseOverlay }) {
  const media = useMemo(() => lightboxMedia(settings), [settings]);
  const close = () => showLightbox(null, overlay);
  const { root, dialog } = overlay({
    open: true,
    onClose: close,
    closeOnEscape: true,
    exitMs: 0,
    modal: true,
    preventScroll: true,
    focusDelayMs: FOCUS_DELAY_MS,
  });

  return createPortal(
    <div
      ref={root}
      className="fk-lightbox elementor-lightbox"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={dialog} className="fk-lightbox__dialog" role="dialog" aria-modal="true" aria-label={media.title || t('Media viewer')} tabIndex={-1}>
        <button type="button" className="fk-lightbox__close dialog-close-button" aria-label={t('Close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <figure className="fk-lightbox__media">
          {media.kind === 'image' && <img src={media.src} alt={media.title} />}
          {media.kind === 'embed' && (
            <iframe
              src={media.src}
              title={media.title || t('Video')}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              sandbox="allow-scripts allow-same-origin allow-presentation"
            />
          )}
          {media.kind === 'video' && (
            <video src={media.src} poster={media.poster} controls autoPlay={media.autoPlay} muted={media.muted} loop={media.loop} playsInline />
          )}
          {media.title && <figcaption>{media.title}</figcaption>}
        </figure>
      </div>
    </div>,
    document.body,
  );
}
