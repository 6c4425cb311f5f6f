import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { addMessages, t } from '@vitrine/core';
import { focusableElements } from './focus-trap.ts';
import { clampPan, FOCUS_DELAY_MS, slideAt, swipeStep, ZOOM_SCALE, type LightboxSlide } from './lightbox-model.ts';
import { useModal } from './overlay.ts';
import { Portal } from './Portal.tsx';

export interface LightboxProps {
  /** The group shown: a product's gallery, or the page's links of one slideshow id. */
  slides: LightboxSlide[];
  start: number;
  /** The dialog's name; by default the slide's caption, else « Visionneuse ». */
  label?: string;
  /** Focus goes back here when the page had no focused opener (Safari does not focus clicked buttons). */
  opener?: () => HTMLElement | null;
  onClose: () => void;
}

const NO_PAN = { x: 0, y: 0 };

// The lightbox's own words come with its chunk, not with every page's runtime.
const FRENCH: Record<string, string> = {
  Zoom: 'Zoom',
  'Full screen': 'Plein écran',
  'Previous image': 'Image précédente',
  'Next image': 'Image suivante',
  'Image {current} of {total}': 'Image {current} sur {total}',
  'Media viewer': 'Visionneuse',
  Video: 'Vidéo',
};
addMessages(FRENCH);

/**
 * The one lightbox (§9.4 « on, with counter, fullscreen and zoom »), for the product gallery's magnifier and the
 * builder's lightbox links and hash actions: a slideshow over its group with a counter, previous/next (buttons,
 * arrow keys, Home/End, swipe), fullscreen where the browser allows it, and zoom (button or double click) with the
 * zoomed image dragged about. A modal dialog: the page behind is inert and still, focus stays inside and returns
 * to the opener; Escape, the close button or a click beside the media close it. No animation, sharing or history.
 */
export function Lightbox({ slides, start, label, opener, onClose }: LightboxProps) {
  const [index, setIndex] = useState(() => slideAt(start, slides.length));
  const [zoomed, setZoomed] = useState(false);
  const [pan, setPan] = useState(NO_PAN);
  const [fullscreen, setFullscreen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; from: typeof NO_PAN; moved: boolean } | null>(null);
  useModal(root, dialog, true, { initialFocus: () => dialog.current, fallbackFocus: opener, onEscape: onClose });
  // Focus is in the dialog at once (keys work from the start), on its first control after §9.4's delay.
  useEffect(() => {
    const timer = setTimeout(() => {
      const inner = dialog.current;
      if (inner && document.activeElement === inner) focusableElements(inner)[0]?.focus({ preventScroll: true });
    }, FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const slide = slides[index] ?? slides[0]!;
  const last = slides.length - 1;
  const go = (to: number) => {
    setIndex(slideAt(to, slides.length));
    setZoomed(false);
    setPan(NO_PAN);
  };
  const zoom = (on: boolean) => {
    setZoomed(on);
    setPan(NO_PAN);
  };

  // Fullscreen ends with the lightbox, and its state follows the browser's (the Escape key leaves it without us).
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === root.current && root.current !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => {
      document.removeEventListener('fullscreenchange', follow);
      if (document.fullscreenElement && document.fullscreenElement === root.current) document.exitFullscreen().catch(() => {});
    };
  }, []);
  const toggleFullscreen = () => {
    const request = fullscreen ? document.exitFullscreen() : root.current?.requestFullscreen();
    request?.catch(() => {});
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A video's own controls keep their keys.
    if (event.target instanceof HTMLVideoElement) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    go(moves[event.key]!);
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, from: pan, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const at = drag.current;
    if (!at) return;
    const dx = event.clientX - at.x;
    const dy = event.clientY - at.y;
    if (Math.abs(dx) + Math.abs(dy) > 8 && !at.moved) {
      at.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    const image = event.currentTarget.querySelector('img');
    if (zoomed && at.moved && image) setPan(clampPan({ x: at.from.x + dx, y: at.from.y + dy }, { width: image.offsetWidth, height: image.offsetHeight }));
  };
  const onPointerUp = (event: PointerEvent) => {
    const at = drag.current;
    if (!at) return;
    // Released at once, so the click that follows a drag is not taken for a click beside the media.
    setTimeout(() => {
      if (drag.current === at) drag.current = null;
    });
    if (!zoomed && at.moved && slides.length > 1) {
      const step = swipeStep(event.clientX - at.x, event.clientY - at.y);
      if (step) go(index + step);
    }
  };
  const onBackdropClick = (event: { target: EventTarget }) => {
    if (drag.current?.moved) return;
    if (event.target instanceof Element && event.target.hasAttribute('data-fk-lightbox-backdrop')) onClose();
  };

  const caption = slide.title;
  const name = label ?? (caption || t('Media viewer'));
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const transform = zoomed ? `translate(${pan.x}px, ${pan.y}px) scale(${ZOOM_SCALE})` : undefined;

  return (
    <Portal>
      <div ref={root} className="fk-lightbox elementor-lightbox" data-fk-lightbox-backdrop="" onKeyDown={onKeyDown} onClick={onBackdropClick}>
        <div ref={dialog} className="fk-lightbox__dialog" role="dialog" aria-modal="true" aria-label={name} tabIndex={-1} data-fk-lightbox-backdrop="">
          <div className="fk-lightbox__bar" data-fk-lightbox-backdrop="">
            {slides.length > 1 && (
              <p className="fk-lightbox__counter" aria-live="polite">
                <span aria-hidden="true">
                  {index + 1} / {slides.length}
                </span>
                <span className="vitrine-visually-hidden">{t('Image {current} of {total}', { current: index + 1, total: slides.length })}</span>
              </p>
            )}
            <span className="fk-lightbox__tools">
              {slide.kind === 'image' && (
                <button type="button" className="fk-lightbox__zoom" aria-label={t('Zoom')} aria-pressed={zoomed} onClick={() => zoom(!zoomed)}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path d={zoomed ? 'M7 10h6M15 15l6 6' : 'M7 10h6M10 7v6M15 15l6 6'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              )}
              {canFullscreen && (
                <button type="button" className="fk-lightbox__fullscreen" aria-label={t('Full screen')} aria-pressed={fullscreen} onClick={toggleFullscreen}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
              <button type="button" className="fk-lightbox__close dialog-close-button" aria-label={t('Close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            </span>
          </div>
          <figure
            className={`fk-lightbox__media${zoomed ? ' is-zoomed' : ''}`}
            data-fk-lightbox-backdrop=""
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              drag.current = null;
            }}
          >
            {slide.kind === 'image' && (
              <img
                key={slide.src}
                src={slide.src}
                alt={slide.alt ?? slide.title}
                width={slide.width || undefined}
                height={slide.height || undefined}
                style={{ transform }}
                draggable={false}
                onDoubleClick={() => zoom(!zoomed)}
              />
            )}
            {slide.kind === 'embed' && (
              <iframe
                key={slide.src}
                src={slide.src}
                title={slide.title || t('Video')}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                sandbox="allow-scripts allow-same-origin allow-presentation"
              />
            )}
            {slide.kind === 'video' && (
              <video
                key={slide.src}
                src={slide.src}
                poster={slide.poster}
                controls
                autoPlay={slide.autoPlay}
                muted={slide.muted}
                loop={slide.loop}
                playsInline
              />
            )}
            {caption && <figcaption className="fk-lightbox__caption">{caption}</figcaption>}
          </figure>
          {slides.length > 1 && (
            <>
              <button type="button" className="fk-lightbox__prev" aria-label={t('Previous image')} aria-disabled={index === 0} onClick={() => go(index - 1)}>
                ‹
              </button>
              <button type="button" className="fk-lightbox__next" aria-label={t('Next image')} aria-disabled={index === last} onClick={() => go(index + 1)}>
                ›
              </button>
            </>
          )}
        </div>
      </div>
    </Portal>
  );
}
