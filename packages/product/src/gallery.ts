/**
 * §4.4 / §2.4: the product gallery follows the shown variation, as WooCommerce's
 * `wc_variations_image_update` does it.
 */

/** One gallery image, in the shape the gallery renders. */
export interface GalleryImage {
  /** The single-product size shown in the slide. */
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  caption: string;
  /** The original file: zoom and lightbox show it. */
  fullSrc: string;
  fullWidth: number;
  fullHeight: number;
  thumbSrc: string;
}

export interface GalleryView {
  images: GalleryImage[];
  /** The slide to show. */
  index: number;
}

/**
 * The gallery for a shown variation's image (`null`: no variation, or one without its own image):
 * - no image → the product's own images, first slide;
 * - an image the gallery already holds (same original file) → the product's images, that slide;
 * - any other image → it takes the first slide's place, which is shown; reset brings the original back.
 */
export function galleryForVariation(images: readonly GalleryImage[], image: GalleryImage | null): GalleryView {
  if (!image?.src) return { images: [...images], index: 0 };
  const original = image.fullSrc || image.src;
  const held = images.findIndex((img) => (img.fullSrc || img.src) === original);
  if (held >= 0) return { images: [...images], index: held };
  return { images: [image, ...images.slice(1)], index: 0 };
}
