import { createRoot, type Root } from 'react-dom/client';
import { Lightbox } from '@vitrine/ui/lightbox';
import type { LightboxSettings } from './hash-action.ts';
import { lightboxMedia } from './lightbox-media.ts';

/** What the lightbox shows: sanitized settings, one per slide of the group, and the slide it opened on. */
export interface ShownLightbox {
  group: LightboxSettings[];
  start: number;
  /** Where focus returns when the page had none (a link Safari did not focus). */
  opener?: HTMLElement;
}

let root: Root | undefined;
let shown: ShownLightbox | null = null;

/**
 * Shows sanitized settings in packages/ui's lightbox, the one the product gallery opens too (null closes it). It
 * belongs to the links chunk, the only code here that opens it: a React root of its own, its dialog at the end of
 * <body>. Captions are text; images, framed players and videos only (lightbox-media.ts).
 */
export function showLightbox(next: ShownLightbox | null): void {
  shown = next;
  root ??= createRoot(document.createElement('div'));
  const close = () => showLightbox(null);
  root.render(next ? <Lightbox slides={next.group.map(lightboxMedia)} start={next.start} opener={() => next.opener ?? null} onClose={close} /> : null);
}

/** The settings of the slide the lightbox opened on, or null when it is closed. */
export const shownLightbox = (): LightboxSettings | null => (shown ? (shown.group[shown.start] ?? null) : null);
