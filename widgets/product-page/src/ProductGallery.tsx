import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ServerMarkup, t, type WidgetProps } from '@vitrine/core';
import { galleryForVariation } from '@vitrine/product';
import { Carousel, type CarouselHandle } from '@vitrine/ui';
import { Lightbox } from '@vitrine/ui/lightbox';
import { readGallery, type GalleryMarkup } from './gallery-markup.ts';
import { useSmoothHeight, useWidth } from './layout-hooks.ts';
import { isZoomable, lightboxSlides, SLIDE_MS } from './model.ts';
import { followVariationImage } from './state.ts';
import { ZoomImage } from './ZoomImage.tsx';
import './french.ts';

function Gallery({ markup, product }: { markup: GalleryMarkup; product: Element | Document }) {
  const variationImage = useStore(followVariationImage(product));
  const view = galleryForVariation(markup.images, variationImage);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const carousel = useRef<CarouselHandle>(null);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const width = useWidth(root);
  useSmoothHeight(root, index);

  // The image follows the chosen variation: show its slide whenever it changes.
  useEffect(() => {
    carousel.current?.moveTo(view.index);
    setIndex(view.index);
  }, [variationImage, view.index]);

  return (
    <div ref={root} className={`${markup.className} fk-gallery`}>
      <button
        ref={trigger}
        type="button"
        className="woocommerce-product-gallery__trigger"
        aria-label={t('View full-screen image gallery')}
        aria-haspopup="dialog"
        onClick={() => setLightbox(index)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Carousel
        ref={carousel}
        label={t('Product images')}
        durationMs={SLIDE_MS}
        spacing={0}
        onSlideChanged={setIndex}
        thumbnails={view.images.map((image, i) => <img key={i} src={image.thumbSrc} alt="" width={64} height={64} />)}
      >
        {view.images.map((image, i) => (
          <div key={i} className="woocommerce-product-gallery__image">
            <ZoomImage image={image} zoomable={isZoomable(image, width)} />
          </div>
        ))}
      </Carousel>
      {lightbox !== null && (
        <Lightbox
          slides={lightboxSlides(view.images)}
          start={lightbox}
          label={t('Image gallery')}
          opener={() => trigger.current}
          onClose={() => setLightbox(null)}
        />
      )}
    </div>
  );
}

/**
 * `fk-product-gallery`: wraps WooCommerce's `.woocommerce-product-gallery` and renders it again as a slideshow
 * with thumbnails (none for one image), zoom, the magnifier's lightbox, and the chosen variation's image
 * (§2.4, §4.4, §9.4). It lays out exactly like the server's markup under vitrine.css, so mounting moves nothing.
 */
export function ProductGallery({ host, serverMarkup }: WidgetProps) {
  const markup = useMemo(() => (serverMarkup ? readGallery(serverMarkup) : null), [serverMarkup]);
  const asPrinted = useMemo(() => (serverMarkup ? [serverMarkup] : []), [serverMarkup]);
  if (!markup) return <ServerMarkup markup={asPrinted} />;
  return <Gallery markup={markup} product={host.closest('.product') ?? document} />;
}
