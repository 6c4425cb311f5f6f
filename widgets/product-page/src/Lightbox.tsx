import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@vitrine/core';
import type { GalleryImage } from '@vitrine/product';
import { Portal, useModal } from '@vitrine/ui';
import { captionOf } from './model.ts';

interface LightboxProps {
  images: GalleryImage[];
  start: number;
  /** Focus goes back here when the page had no focused opener (Safari does not focus clicked buttons). */
  opener: () => HTMLElement | null;
  onClose: () => void;
}

/**
 * The full-screen lightbox the magnifier opens (§2.4, §9.4): each original with its caption or title, a
 * counter, previous/next (no loop), Escape and the arrow keys; the page behind is inert and does not scroll,
 * focus stays inside and returns to the magnifier. No animation (durations 0), no sharing, no history entry.
 */
export function Lightbox({ images, start, opener, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(root, dialog, true, { fallbackFocus: opener, onEscape: onClose });
  const image = images[index] ?? images[0]!;
  const caption = captionOf(image);
  const last = images.length - 1;
  const go = (to: number) => setIndex(Math.min(last, Math.max(0, to)));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    go(moves[event.key]!);
    event.preventDefault();
  };

  return (
    <Portal>
      <div ref={root} className="fk-gallery-lightbox" onKeyDown={onKeyDown}>
        <div ref={dialog} className="fk-gallery-lightbox__dialog" role="dialog" aria-modal="true" aria-label={t('Image gallery')}>
          <div className="fk-gallery-lightbox__bar">
            <p className="fk-gallery-lightbox__counter" aria-live="polite">
              <span aria-hidden="true">
                {index + 1} / {images.length}
              </span>
              <span className="vitrine-visually-hidden">{t('Image {current} of {total}', { current: index + 1, total: images.length })}</span>
            </p>
            <button type="button" className="fk-gallery-lightbox__close" aria-label={t('Close')} onClick={onClose}>
              ×
            </button>
          </div>
          <figure className="fk-gallery-lightbox__figure">
            <img src={image.fullSrc} alt={image.alt} width={image.fullWidth || undefined} height={image.fullHeight || undefined} />
            {caption && <figcaption className="fk-gallery-lightbox__caption">{caption}</figcaption>}
          </figure>
          {images.length > 1 && (
            <>
              <button
                type="button"
                className="fk-gallery-lightbox__prev"
                aria-label={t('Previous image')}
                aria-disabled={index === 0}
                onClick={() => go(index - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="fk-gallery-lightbox__next"
                aria-label={t('Next image')}
                aria-disabled={index === last}
                onClick={() => go(index + 1)}
              >
                ›
              </button>
            </>
          )}
        </div>
      </div>
    </Portal>
  );
}
