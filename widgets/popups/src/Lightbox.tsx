import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@vitrine/core';
import { lightboxMedia } from './lightbox-media.ts';
import { $lightbox } from './model.ts';
import { useOverlay } from './use-overlay.ts';

/** §9.4: 100 ms for modals other than popups. */
const FOCUS_DELAY_MS = 100;

/**
 * The lightbox of hash actions and image links: one image, framed player or video at a time, from settings that
 * links.ts has sanitized; captions are text. Closed by its button, Escape or a click beside the media.
 */
export function Lightbox() {
  const settings = useStore($lightbox);
  const media = useMemo(() => (settings ? lightboxMedia(settings) : null), [settings]);
  const close = () => $lightbox.set(null);
  const { root, dialog } = useOverlay({
    open: media !== null,
    onClose: close,
    closeOnEscape: true,
    exitMs: 0,
    modal: true,
    preventScroll: true,
    focusDelayMs: FOCUS_DELAY_MS,
  });
  if (!media) return null;

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
