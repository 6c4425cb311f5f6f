import { useEffect } from 'react';
import { deviceFor, type WidgetProps } from '@vitrine/core';
import { devicesOf, heldInColumn, offsetOf, pinned, RESIZE_DEBOUNCE_MS, sideOf, stopsAtParent } from './model.ts';

/**
 * `fk-sticky`: pins the section it wraps to the top or bottom of the window (spec §9.4, Elementor Pro's « Sticky »).
 * - With `data-sticky-parent` it stops at its column's end: that is CSS `position: sticky` exactly (the parent is the
 *   box it may move in), so the browser does it, keeps the section's room, and no script runs while scrolling but the
 *   one that says whether it is held (`is-stuck`).
 * - Without, it stays pinned for the rest of the page: `position: fixed`, with a spacer of its size left in its place
 *   so nothing below moves.
 * Only on the devices asked for; the window's width is looked at again 300 ms after the last resize.
 */

export interface StickyProps extends WidgetProps {
  dataSticky?: string;
  dataStickyOffset?: string;
  dataStickyOn?: string;
  dataStickyParent?: string;
}

const STUCK = 'is-stuck';
const SPACER = 'fk-sticky-spacer';

export function Sticky({ host, dataSticky, dataStickyOffset, dataStickyOn }: StickyProps) {
  useEffect(() => {
    const side = sideOf(dataSticky);
    const offset = offsetOf(dataStickyOffset);
    const devices = devicesOf(dataStickyOn);
    // Read from the element: the attribute is usually printed empty (`data-sticky-parent`), which reaches no prop.
    const column = stopsAtParent(host.getAttribute('data-sticky-parent') ?? undefined);
    const style = host.style;
    let enabled = false;
    let spacer: HTMLElement | null = null;

    const unpin = () => {
      spacer?.remove();
      spacer = null;
      for (const property of ['position', 'top', 'bottom', 'left', 'width']) style.removeProperty(property);
      host.classList.remove(STUCK);
    };

    /** Pins the section over the room its spacer keeps, at the spacer's left edge and width. */
    const pinOver = (room: HTMLElement) => {
      const place = room.getBoundingClientRect();
      style.position = 'fixed';
      style.setProperty(side, `${offset}px`);
      style.left = `${place.left}px`;
      style.width = `${place.width}px`;
    };

    const update = () => {
      if (!enabled) return;
      if (column) {
        const parent = host.parentElement;
        host.classList.toggle(STUCK, !!parent && heldInColumn(side, offset, host.getBoundingClientRect(), parent.getBoundingClientRect(), innerHeight));
        return;
      }
      const place = (spacer ?? host).getBoundingClientRect();
      const pin = pinned(side, offset, place, innerHeight);
      if (pin && !spacer) {
        const margins = getComputedStyle(host);
        spacer = document.createElement('div');
        spacer.className = SPACER;
        spacer.setAttribute('aria-hidden', 'true');
        spacer.style.height = `${place.height}px`;
        spacer.style.margin = `${margins.marginTop} 0 ${margins.marginBottom}`;
        host.before(spacer);
        pinOver(spacer);
        host.classList.add(STUCK);
      } else if (!pin && spacer) {
        unpin();
      }
    };

    const enable = (on: boolean) => {
      if (on === enabled) return;
      enabled = on;
      if (!on) {
        unpin();
        style.removeProperty('position');
        style.removeProperty(side);
        return;
      }
      if (column) {
        style.position = 'sticky';
        style.setProperty(side, `${offset}px`);
      }
      update();
    };

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        enable(devices.includes(deviceFor(innerWidth)));
        // A pinned section is measured again in its own place: its room may have a new width or height.
        if (spacer) unpin();
        update();
      }, RESIZE_DEBOUNCE_MS);
    };

    enable(devices.includes(deviceFor(innerWidth)));
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onResize);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      enable(false);
    };
  }, [host, dataSticky, dataStickyOffset, dataStickyOn]);
  return null;
}
