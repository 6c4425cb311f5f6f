import type { GalleryImage } from '@vitrine/product';

/**
 * Reads the gallery WooCommerce printed (`.woocommerce-product-gallery` with one
 * `.woocommerce-product-gallery__image` per image, the original's size in `data-large_image*`).
 */
export interface GalleryMarkup {
  /** The gallery's own classes, kept for the theme. */
  className: string;
  images: GalleryImage[];
}

const size = (text: string | null | undefined) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

function readImage(slide: HTMLElement): GalleryImage | null {
  const img = slide.querySelector('img');
  if (!img?.getAttribute('src')) return null;
  const src = img.getAttribute('src')!;
  return {
    src,
    srcset: img.getAttribute('srcset') ?? '',
    sizes: img.getAttribute('sizes') ?? '',
    width: size(img.getAttribute('width')),
    height: size(img.getAttribute('height')),
    alt: img.getAttribute('alt') ?? '',
    title: img.getAttribute('title') ?? '',
    caption: img.dataset.caption ?? '',
    fullSrc: img.dataset.large_image || slide.querySelector('a')?.getAttribute('href') || src,
    fullWidth: size(img.dataset.large_image_width),
    fullHeight: size(img.dataset.large_image_height),
    thumbSrc: slide.dataset.thumb || src,
  };
}

export function readGallery(markup: DocumentFragment): GalleryMarkup | null {
  const gallery = markup.querySelector<HTMLElement>('.woocommerce-product-gallery');
  if (!gallery) return null;
  const images = Array.from(gallery.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image'))
    .map(readImage)
    .filter((image): image is GalleryImage => image !== null);
  return images.length > 0 ? { className: gallery.className, images } : null;
}
