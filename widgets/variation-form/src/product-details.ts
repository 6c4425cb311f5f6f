import type { Variation } from '@vitrine/contract';
import { markupToFragment } from '@vitrine/core';
import { variationDetails, type DetailName } from '@vitrine/product';

/**
 * §4.4: the shown variation's SKU, weight and dimensions in place of the product's, wherever the theme prints
 * them in the product (meta line, additional-information table), and the product's own back when none is shown.
 * The originals are kept aside on first swap, as WooCommerce's `wc_set_content` does. Everything is written as
 * text; the server's `weight_html`/`dimensions_html` pass through core's HTML sink only to decode entities.
 */

const PLACES: Record<DetailName, string> = {
  sku: '.product_meta .sku',
  weight: '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
  dimensions: '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
};

const originals = new WeakMap<Element, string>();

const asText = (name: DetailName, value: string) => (name === 'sku' ? value : (markupToFragment(value).textContent ?? ''));

/** Shows `variation`'s details (null: the product's own) in the product around `form`. */
export function showProductDetails(form: Element, variation: Variation | null): void {
  const product = form.closest('.product') ?? document;
  const swapped = variationDetails(variation);
  for (const name of Object.keys(PLACES) as DetailName[]) {
    const value = swapped[name];
    for (const place of product.querySelectorAll(PLACES[name])) {
      if (!originals.has(place)) originals.set(place, place.textContent ?? '');
      place.textContent = value === undefined ? originals.get(place)! : asText(name, value);
    }
  }
}
