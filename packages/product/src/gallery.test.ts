import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { galleryForVariation, type GalleryImage } from './gallery.ts';

const image = (name: string): GalleryImage => ({
  src: `/img/${name}-600.png`,
  srcset: '',
  sizes: '',
  width: 600,
  height: 600,
  alt: name,
  title: name,
  caption: '',
  fullSrc: `/img/${name}.png`,
  fullWidth: 1200,
  fullHeight: 1200,
  thumbSrc: `/img/${name}-100.png`,
});

const product = [image('front'), image('back'), image('detail')];

describe('galleryForVariation', () => {
  it('shows the product’s images from the first slide when no variation image is shown', () => {
    expect(galleryForVariation(product, null)).toEqual({ images: product, index: 0 });
    expect(galleryForVariation(product, { ...image('x'), src: '' })).toEqual({ images: product, index: 0 });
  });

  it('slides to an image the gallery already holds', () => {
    expect(galleryForVariation(product, image('detail'))).toEqual({ images: product, index: 2 });
  });

  it('puts another image in the first slide’s place and shows it', () => {
    const red = image('red');
    expect(galleryForVariation(product, red)).toEqual({ images: [red, product[1], product[2]], index: 0 });
  });

  it('never changes the number of slides nor the product’s own list', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 5 }), fc.option(fc.constantFrom('a', 'b', 'z')), (names, chosen) => {
        const images = names.map(image);
        const before = JSON.stringify(images);
        const view = galleryForVariation(images, chosen === null ? null : image(chosen));
        expect(view.images).toHaveLength(images.length);
        expect(view.index).toBeGreaterThanOrEqual(0);
        expect(view.index).toBeLessThan(images.length);
        expect(JSON.stringify(images)).toBe(before);
        if (chosen !== null) expect(view.images[view.index]?.fullSrc).toBe(image(chosen).fullSrc);
      }),
    );
  });
});
