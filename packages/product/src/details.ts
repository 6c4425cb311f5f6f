/**
 * §4.4: while a variation is shown, its SKU, weight and dimensions replace the product's own in the page
 * (product meta, additional-information table); the product's come back when it is hidden. This module
 * says which of the three a variation replaces; the widget keeps the originals aside and writes text.
 */

/** The details the product page shows for the product and swaps for a variation. */
export type DetailName = 'sku' | 'weight' | 'dimensions';

/** The §3.3 fields the swap reads. `weight_html` and `dimensions_html` are the server's display markup. */
export interface VariationDetailsLike {
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions_html?: string;
}

/**
 * What `variation` puts in place of the product's details, as WooCommerce decides it: its SKU when it has
 * one; its `weight_html` when it has a weight; its `dimensions_html` whenever the server sent one (the
 * variation's dimensions fall back to the parent's on the server, so "N/A" is a legitimate answer).
 * A detail missing from the result shows the product's own value again. `sku` is text; `weight` and
 * `dimensions` are markup to be shown as text (they carry entities such as `&times;`).
 */
export function variationDetails(variation: VariationDetailsLike | null): Partial<Record<DetailName, string>> {
  const swapped: Partial<Record<DetailName, string>> = {};
  if (!variation) return swapped;
  if (variation.sku) swapped.sku = variation.sku;
  if (variation.weight && variation.weight_html) swapped.weight = variation.weight_html;
  if (variation.dimensions_html) swapped.dimensions = variation.dimensions_html;
  return swapped;
}
