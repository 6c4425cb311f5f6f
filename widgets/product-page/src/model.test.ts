import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canSendReview, captionOf, isZoomable, lightboxSlides, productViewEvent, variationImage, zoomOffset } from './model.ts';

describe('variationImage', () => {
  it('reads a §3.3 image into the gallery’s shape, numbers from strings', () => {
    expect(
      variationImage({
        src: '/img/xl-600.svg',
        src_w: '600',
        src_h: 600,
        srcset: false,
        sizes: '(max-width: 600px) 100vw, 600px',
        title: 'XL',
        caption: '',
        alt: 'T-shirt XL',
        full_src: '/img/xl.svg',
        full_src_w: 1600,
        full_src_h: '1600',
        gallery_thumbnail_src: '/img/xl-100.svg',
      }),
    ).toEqual({
      src: '/img/xl-600.svg',
      srcset: '',
      sizes: '(max-width: 600px) 100vw, 600px',
      width: 600,
      height: 600,
      alt: 'T-shirt XL',
      title: 'XL',
      caption: '',
      fullSrc: '/img/xl.svg',
      fullWidth: 1600,
      fullHeight: 1600,
      thumbSrc: '/img/xl-100.svg',
    });
  });

  it('is null without an image to show', () => {
    expect(variationImage(undefined)).toBeNull();
    expect(variationImage({ src: '', title: '', caption: '', alt: '', full_src: '', gallery_thumbnail_src: '' })).toBeNull();
  });
});

describe('zoom (§2.4)', () => {
  const image = { fullWidth: 1600 } as Parameters<typeof isZoomable>[0];

  it('applies only when the original is wider than the gallery', () => {
    expect(isZoomable(image, 400)).toBe(true);
    expect(isZoomable(image, 1600)).toBe(false);
    expect(isZoomable(image, 0)).toBe(false);
  });

  it('keeps the point under the pointer under the pointer', () => {
    const box = { width: 400, height: 400 };
    const original = { width: 1600, height: 1600 };
    expect(zoomOffset({ x: 0, y: 0 }, box, original)).toEqual({ left: -0, top: -0 });
    expect(zoomOffset({ x: 400, y: 200 }, box, original)).toEqual({ left: -1200, top: -600 });
    fc.assert(
      fc.property(fc.double({ min: -100, max: 500, noNaN: true }), fc.double({ min: -100, max: 500, noNaN: true }), (x, y) => {
        const { left, top } = zoomOffset({ x, y }, box, original);
        expect(left).toBeLessThanOrEqual(0);
        expect(left).toBeGreaterThanOrEqual(-1200);
        expect(top).toBeLessThanOrEqual(0);
        expect(top).toBeGreaterThanOrEqual(-1200);
      }),
    );
  });

  it('never moves an original smaller than the box', () => {
    expect(zoomOffset({ x: 100, y: 100 }, { width: 400, height: 400 }, { width: 300, height: 300 })).toEqual({ left: -0, top: -0 });
  });
});

describe('captionOf', () => {
  it('takes the caption, else the title', () => {
    expect(captionOf({ caption: 'Le coffret ouvert', title: 'Coffret' } as Parameters<typeof captionOf>[0])).toBe('Le coffret ouvert');
    expect(captionOf({ caption: '', title: 'Coffret' } as Parameters<typeof captionOf>[0])).toBe('Coffret');
  });
});

describe('lightboxSlides', () => {
  it('shows each original with its alt text and its caption, else its title', () => {
    const image = { fullSrc: '/coffret-full.jpg', fullWidth: 1600, fullHeight: 1200, alt: 'Coffret', caption: '', title: 'Le coffret' };
    expect(lightboxSlides([image as Parameters<typeof captionOf>[0]])).toEqual([
      { kind: 'image', src: '/coffret-full.jpg', alt: 'Coffret', title: 'Le coffret', width: 1600, height: 1200 },
    ]);
  });
});

describe('canSendReview (§5.3)', () => {
  it('needs a rating only when the shop requires one', () => {
    expect(canSendReview(true, null)).toBe(false);
    expect(canSendReview(true, 4)).toBe(true);
    expect(canSendReview(false, null)).toBe(true);
  });
});

describe('productViewEvent (§3.18)', () => {
  it('is GA4’s view_item in CHF with the viewer flag', () => {
    expect(
      productViewEvent(
        { productId: 11, name: 'Coffret Artisans du Jura', category: 'Artisans locaux', price: 131.75, type: 'simple', quantity: 1, isAdmin: false },
        'CHF',
      ),
    ).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'CHF',
        value: 131.75,
        items: [{ item_id: 11, item_name: 'Coffret Artisans du Jura', item_category: 'Artisans locaux', price: 131.75, quantity: 1, product_type: 'simple' }],
      },
      user_is_store_admin: false,
    });
  });
});
