import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { RENDERED_ATTRIBUTE, ServerMarkup, t, type WidgetProps } from '@vitrine/core';
import { motionMs, useOverlay } from '@vitrine/ui';
import { $openPanels, setPanel } from './state.ts';
import './french.ts';

export interface OffCanvasProps {
  /** The builder's widget id, the one `off_canvas:*` hash actions name. */
  panelId?: string;
  /** The panel's French name (« Menu », « Filtres »…). */
  label?: string;
  /** The side it slides from: 'start' (left in French) or 'end'. */
  position?: string;
  preventCloseOnOverlay?: boolean;
  preventCloseOnEscape?: boolean;
  /** On unless set to no. */
  preventScroll?: boolean;
}

const SLIDE_MS = 300;
/** §9.4: 100 ms for modals other than popups. */
const FOCUS_DELAY_MS = 100;

/**
 * `fk-off-canvas`: the server's panel content, opened, closed and toggled by hash actions (§2.14). A modal panel:
 * the page behind is inert, focus is trapped and returned, Escape and the overlay close it unless prevented.
 */
export function OffCanvas({
  panelId,
  label,
  position,
  preventCloseOnOverlay,
  preventCloseOnEscape,
  preventScroll,
  serverMarkup,
}: OffCanvasProps & WidgetProps) {
  const id = typeof panelId === 'string' && /^[\w-]{1,64}$/.test(panelId) ? panelId : null;
  const open = useStore($openPanels).includes(id ?? '');
  const slideMs = motionMs(SLIDE_MS);
  const close = () => {
    if (id) setPanel(id, 'close');
  };
  const { root, dialog, phase } = useOverlay({
    open,
    onClose: close,
    closeOnEscape: !preventCloseOnEscape,
    exitMs: slideMs,
    modal: true,
    preventScroll: preventScroll !== false,
    focusDelayMs: FOCUS_DELAY_MS,
  });
  if (!id) return null;

  return createPortal(
    <div
      ref={root}
      {...{ [RENDERED_ATTRIBUTE]: '' }}
      id={`off-canvas-${id}`}
      className={`e-off-canvas fk-off-canvas fk-off-canvas--${position === 'end' ? 'end' : 'start'}`}
      data-state={phase}
      hidden={phase === 'closed'}
      style={{ '--vitrine-off-canvas-ms': `${slideMs}ms` } as CSSProperties}
    >
      <div className="e-off-canvas__overlay" onClick={preventCloseOnOverlay ? undefined : close} />
      <div ref={dialog} className="e-off-canvas__main" role="dialog" aria-modal="true" aria-label={label || t('Panel')} tabIndex={-1}>
        <button type="button" className="e-off-canvas__close fk-off-canvas__close" aria-label={t('Close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <ServerMarkup markup={serverMarkup} className="e-off-canvas__content" />
      </div>
    </div>,
    document.body,
  );
}
