import { useRef, useState, type PointerEvent } from 'react';
import type { GalleryImage } from '@vitrine/product';
import { zoomOffset } from './model.ts';

interface ZoomImageProps {
  image: GalleryImage;
  /** The original is wider than the gallery shows it (§2.4): otherwise there is nothing to zoom. */
  zoomable: boolean;
}

/**
 * A gallery slide's image with WooCommerce's zoom: on a desktop the original follows the mouse while it hovers;
 * on a touch screen a tap zooms in at that point and another tap zooms out. The zoomed copy is decoration only
 * (hidden from assistive technology): the lightbox is the accessible way to see the original.
 */
export function ZoomImage({ image, zoomable }: ZoomImageProps) {
  const box = useRef<HTMLDivElement>(null);
  const lastPointer = useRef('mouse');
  const [offset, setOffset] = useState<{ left: number; top: number } | null>(null);

  const place = (event: { clientX: number; clientY: number }) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    setOffset(zoomOffset(pointer, rect, { width: image.fullWidth, height: image.fullHeight }));
  };
  const hovering = (event: PointerEvent) => event.pointerType === 'mouse' && zoomable;

  return (
    <div
      ref={box}
      className="fk-zoom"
      onPointerDown={(event) => (lastPointer.current = event.pointerType)}
      onPointerEnter={(event) => hovering(event) && place(event)}
      onPointerMove={(event) => (hovering(event) || (offset && event.pointerType !== 'mouse')) && place(event)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOffset(null)}
      onClick={(event) => {
        if (!zoomable || lastPointer.current === 'mouse') return;
        if (offset) setOffset(null);
        else place(event);
      }}
    >
      <img
        className="wp-post-image"
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={image.sizes || undefined}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={image.alt}
        title={image.title || undefined}
        data-caption={image.caption || undefined}
        data-large_image={image.fullSrc}
        draggable={false}
      />
      {zoomable && offset && (
        <img
          className="zoomImg"
          src={image.fullSrc}
          alt=""
          aria-hidden="true"
          width={image.fullWidth}
          height={image.fullHeight}
          style={{ left: offset.left, top: offset.top }}
        />
      )}
    </div>
  );
}
