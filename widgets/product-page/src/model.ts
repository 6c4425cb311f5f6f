import type { Variation } from '@vitrine/contract';
import type { GalleryImage } from '@vitrine/product';
import type { LightboxSlide } from '@vitrine/ui';

/**
 * The product page's rules besides the variation form (spec §2.4, §3.18, §4.5, §5.3, §9.4): which tab a key
 * moves to, when zoom applies and where the zoomed image sits, the review rule, the analytics product view.
 * The gallery's variation rule and the reviews-tab rule live in @vitrine/product.
 */

/** Gallery slide animation (§9.4). */
export const SLIDE_MS = 500;

/** A variation's image (§3.3) in the gallery's shape; null when it has none to show. */
export function variationImage(image: Variation['image'] | undefined): GalleryImage | null {
  if (!image?.src) return null;
  const n = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    src: image.src,
    srcset: text(image.srcset),
    sizes: text(image.sizes),
    width: n(image.src_w),
    height: n(image.src_h),
    alt: image.alt,
    title: image.title,
    caption: image.caption,
    fullSrc: image.full_src || image.src,
    fullWidth: n(image.full_src_w),
    fullHeight: n(image.full_src_h),
    thumbSrc: image.gallery_thumbnail_src || image.src,
  };
}

/** §2.4: zoom only when the original is wider than the gallery shows it (and its size is known). */
export function isZoomable(image: GalleryImage, galleryWidth: number): boolean {
  return galleryWidth > 0 && image.fullWidth > galleryWidth;
}

/**
 * Where the zoomed original sits so that the point under the pointer in the slide is the same point of the
 * original: the pointer's share of the box, applied to the overflow. Pointers outside the box are clamped.
 */
export function zoomOffset(
  pointer: { x: number; y: number },
  box: { width: number; height: number },
  original: { width: number; height: number },
): { left: number; top: number } {
  const share = (at: number, size: number) => (size > 0 ? Math.min(1, Math.max(0, at / size)) : 0);
  return {
    left: -share(pointer.x, box.width) * Math.max(0, original.width - box.width),
    top: -share(pointer.y, box.height) * Math.max(0, original.height - box.height),
  };
}

/** The lightbox's caption: the image's caption, else its title (§2.4). */
export function captionOf(image: GalleryImage): string {
  return image.caption || image.title;
}

/** The gallery as the lightbox's slides: each original at its own size, its caption (or title) below. */
export function lightboxSlides(images: readonly GalleryImage[]): LightboxSlide[] {
  return images.map((image) => ({
    kind: 'image',
    src: image.fullSrc,
    alt: image.alt,
    title: captionOf(image),
    width: image.fullWidth,
    height: image.fullHeight,
  }));
}

/** The review rating scale (§9.4). */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** §5.3: a review may be sent unless the shop requires a rating and none is chosen. */
export function canSendReview(ratingRequired: boolean, rating: number | null): boolean {
  return !ratingRequired || rating !== null;
}

/** The product a page shows, as the theme prints it for analytics (§3.18). */
export interface ViewedProduct {
  productId: number;
  name: string;
  category: string;
  price: number;
  type: string;
  quantity: number;
  /** The viewer is a store admin (the shop's own staff). */
  isAdmin: boolean;
}

/** §3.18 in GA4's `view_item` shape, currency CHF, with the viewer flag. */
export function productViewEvent(product: ViewedProduct, currency: string) {
  return {
    event: 'view_item',
    ecommerce: {
      currency,
      value: product.price * product.quantity,
      items: [
        {
          item_id: product.productId,
          item_name: product.name,
          item_category: product.category,
          price: product.price,
          quantity: product.quantity,
          product_type: product.type,
        },
      ],
    },
    user_is_store_admin: product.isAdmin,
  };
}
