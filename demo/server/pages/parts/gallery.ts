import { imageUrl, type Image } from '../../catalog/images.ts';
import { html, type Html } from '../../http/html.ts';
import { SINGLE_SIZE } from '../../catalog/variations.ts';

/**
 * WooCommerce's product gallery markup. `data-large_image_width` is the stored size: the gallery widget zooms only
 * when it is wider than the gallery, so 1600 px images always zoom and 600 px ones only where the gallery is narrower
 * (the two-column desktop layout).
 */
export function gallery(images: readonly Image[]): Html {
  const slides = images.map((img, i) => {
    const src = imageUrl(img);
    const shown = Math.min(SINGLE_SIZE, img.width);
    return html`<div class="woocommerce-product-gallery__image" data-thumb="${src}" data-thumb-alt="${img.alt}"><a href="${src}"><img src="${src}" alt="${img.alt}" title="${img.title}" data-caption="${img.caption}" data-src="${src}" data-large_image="${src}" data-large_image_width="${img.width}" data-large_image_height="${img.height}" width="${shown}" height="${shown}"${
      // The featured image: WordPress gives it fetchpriority="high" (the product page's largest paint).
      i === 0 ? html` class="wp-post-image" fetchpriority="high"` : ''
    }></a></div>`;
  });
  const cls = images.length ? 'woocommerce-product-gallery--with-images' : 'woocommerce-product-gallery--without-images';
  // <fk-product-gallery> (widgets/product-page) turns it into the slideshow with zoom and lightbox. WooCommerce (7.9
  // and 10) prints the gallery transparent, for its slider script to fade in: vitrine's first-paint.css shows it.
  return html`<fk-product-gallery><div class="woocommerce-product-gallery ${cls} woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${slides}</div></div></fk-product-gallery>`;
}
