/**
 * Answer factories for tests: the shop's answers as it sends them over the wire (WooCommerce's loose numbers
 * included), so a test states only what it is about. Test-only: exported as `@vitrine/contract/testing`, never from
 * the package's index, so the storefront build never bundles it.
 */

/** One `get_variation` answer, or one entry of the form's embedded list (spec §3.3): purchasable, in stock, no limit. */
export function variationAnswer(variationId: number, attributes: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    variation_id: variationId,
    attributes,
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    is_sold_individually: 'no' as const,
    min_qty: 1,
    // WooCommerce prints "no upper limit" as an empty string.
    max_qty: '' as number | string,
    ...extra,
  };
}
