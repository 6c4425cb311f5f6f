import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Variation } from '@vitrine/contract';
import type { GalleryImage } from '@vitrine/product';
import { variationImage } from './model.ts';

/**
 * The image of the variation a product's form shows, for that product's gallery (§4.4: the image follows the
 * chosen variation). Followed through WooCommerce's events raised by a form inside the product
 * (`found_variation` carries the variation, `reset_data` hides it), and read once from the form's
 * `data-fk-variation-image` for a gallery that mounts after the form already showed one. Kept per product for
 * the page view, so the gallery finds it again when it remounts.
 */

const followed = new WeakMap<Element | Document, WritableAtom<GalleryImage | null>>();

function shownNow(product: Element | Document): GalleryImage | null {
  const raw = product.querySelector('form[data-fk-variation-image]')?.getAttribute('data-fk-variation-image');
  if (!raw) return null;
  try {
    return variationImage(JSON.parse(raw) as Variation['image']);
  } catch {
    return null;
  }
}

export function followVariationImage(product: Element | Document): ReadableAtom<GalleryImage | null> {
  const known = followed.get(product);
  if (known) return known;
  const store = atom(shownNow(product));
  const inProduct = (event: Event) => event.target instanceof Node && product.contains(event.target);
  document.body.addEventListener('found_variation', (event) => {
    if (inProduct(event)) store.set(variationImage((event as CustomEvent<{ variation?: Variation }>).detail?.variation?.image));
  });
  document.body.addEventListener('reset_data', (event) => {
    if (inProduct(event)) store.set(null);
  });
  followed.set(product, store);
  return store;
}
