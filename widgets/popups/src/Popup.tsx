import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { RENDERED_ATTRIBUTE, ServerMarkup, t, type WidgetProps } from '@vitrine/core';
import { motionMs, useOverlay } from '@vitrine/ui';
import { readDisplay } from './display-settings.ts';
import { $openPopups, closePopup, registerPopup } from './state.ts';
import './french.ts';

export interface PopupProps {
  /** The popup's id (the builder's document id): storage keys and hash actions use it. */
  popupId?: string;
  /** The builder's popup settings: display settings (§3.20) with `timing` and `triggers` objects. */
  settings?: Record<string, unknown>;
  /** The dialog's French name; by default the content's first heading. */
  label?: string;
}

/** §9.4: the first control takes focus 250 ms after a popup opens. */
const POPUP_FOCUS_DELAY_MS = 250;

const isPopupId = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{1,64}$/.test(id);

/**
 * `fk-popup`: the server's popup content, shown as a dialog at the end of <body> when its timing rules pass and a
 * trigger fires, when its open selector is clicked, or by a hash action. Kept in the page (hidden) while closed.
 */
export function Popup({ popupId, settings, label, host, serverMarkup }: PopupProps & WidgetProps) {
  const id = isPopupId(popupId) ? popupId : null;
  const display = useMemo(() => readDisplay(settings), [settings]);
  const open = useStore($openPopups).includes(id ?? '');
  const [closeShown, setCloseShown] = useState(true);
  const close = () => {
    if (id) closePopup(id);
  };
  const { root, dialog, phase } = useOverlay({
    open,
    onClose: close,
    closeOnEscape: display.closeOnEscape,
    exitMs: display.exit ? motionMs(display.animationMs) : 0,
    modal: display.modal,
    preventScroll: display.preventScroll,
    focusDelayMs: POPUP_FOCUS_DELAY_MS,
  });

  useEffect(() => {
    // `data-fk-armed`: the triggers (a chunk of their own) now listen; a theme or a test can wait for it.
    if (id) return registerPopup(id, settings ?? {}, () => host.setAttribute('data-fk-armed', ''));
    console.warn(`[vitrine] <fk-popup> popup-id « ${String(popupId)} » invalide : popup ignoré`);
    return undefined;
  }, [id, settings]);

  // A layout effect: the delayed close button must not flash for a frame as the popup opens. The delay runs from
  // the frame that shows the popup: on a slow phone its first render is a long task, and a timer started within it
  // would show the button early by that task's length.
  useLayoutEffect(() => {
    if (!open) return;
    setCloseShown(display.closeButtonDelayMs === 0);
    if (!display.closeButtonDelayMs) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCloseShown(true), display.closeButtonDelayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, display.closeButtonDelayMs]);

  useEffect(() => {
    if (!open || !display.autoCloseMs) return;
    const timer = setTimeout(close, display.autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, display.autoCloseMs]);

  // An exit animation named like the entrance would not restart by a class change alone.
  useLayoutEffect(() => {
    const box = dialog.current;
    if (phase !== 'closing' || !box) return;
    box.style.animation = 'none';
    void box.offsetWidth;
    box.style.animation = '';
  }, [phase]);

  if (!id) return null;
  const name = label || serverMarkup?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() || t('Popup');
  const animation = phase === 'closing' ? display.exit : display.entrance;

  return createPortal(
    <div
      ref={root}
      {...{ [RENDERED_ATTRIBUTE]: '' }}
      id={`elementor-popup-modal-${id}`}
      data-fk-popup-id={id}
      data-state={phase}
      className={['elementor-popup-modal', 'dialog-lightbox-widget', 'fk-popup', ...display.classes].join(' ')}
      hidden={phase === 'closed'}
      style={{ '--vitrine-popup-ms': `${display.animationMs}ms` } as CSSProperties}
      onClick={(event) => {
        if (event.target === event.currentTarget && display.closeOnBackground) close();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal={display.modal || undefined}
        aria-label={name}
        tabIndex={-1}
        className={`dialog-widget-content dialog-lightbox-widget-content${animation ? ` animated ${animation}` : ''}`}
      >
        <button
          type="button"
          className={`dialog-close-button dialog-lightbox-close-button fk-popup__close${display.closeButtonOutside ? ' fk-popup__close--outside' : ''}`}
          aria-label={t('Close')}
          hidden={!closeShown}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
        <ServerMarkup markup={serverMarkup} className="dialog-message dialog-lightbox-message" />
      </div>
    </div>,
    document.body,
  );
}
