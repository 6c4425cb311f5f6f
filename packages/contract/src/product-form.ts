import * as v from 'valibot';
import type { Call } from './call.ts';
import { addToCart, type AddToCartAnswer } from './store-cart.ts';
import { Variation } from './variation.ts';

const Variations = v.array(Variation);

/**
 * Spec §3.4: the variations a variable product's form embeds (its `data-product_variations`), or `false`
 * when the form must ask the server (`get_variation`). Unreadable data is also `false`: asking the server
 * still gives right answers, where trusting a half-read list would not.
 */
export function parseProductVariations(raw: string | null | undefined): Variation[] | false {
  if (!raw || raw.trim() === 'false') return false;
  try {
    const parsed = v.safeParse(Variations, JSON.parse(raw));
    return parsed.success ? parsed.output : false;
  } catch {
    return false;
  }
}

/**
 * The product page form's add through the store call (spec §7.1 `add_to_cart`), used when the side cart
 * does not take it. `entries` are the form's own fields (`new FormData(form, submitter)`), in order:
 * - `add-to-cart` is not sent: WooCommerce's form handler adds the product on ANY request carrying it, so
 *   the AJAX call would add it twice. Its value becomes `product_id` when the form has none (a simple
 *   product names itself on the button);
 * - a chosen variation is sent as `product_id` itself: WooCommerce's AJAX handler reads no `variation_id` and
 *   takes the variation's own attributes from the product it is given (WooCommerce 10 refuses the parent with a
 *   variation_id, 7.9 adds the bare parent at the wrong price). A variation made for « any » value of an
 *   attribute cannot go this way at all (see {@link canAddThroughAjax});
 * - a field named `x[]` is sent as an array; any other repeated name keeps its last value, as PHP reads it;
 * - everything else (quantity, variation_id, `attribute_*`, add-on fields) goes as the form has it.
 */
export function addProductForm(entries: ReadonlyArray<readonly [string, string]>): Call<AddToCartAnswer> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (name.endsWith('[]')) ((fields[name] ??= []) as string[]).push(value);
    else fields[name] = value;
  }
  const { 'add-to-cart': named, variation_id: variation, ...rest } = fields;
  const variationId = Number(variation);
  const productId = Number.isInteger(variationId) && variationId > 0 ? String(variationId) : (rest.product_id ?? named);
  return addToCart({ ...rest, product_id: productId });
}

/**
 * Whether WooCommerce's `add_to_cart` call can add this variation: its handler adds a variation with the
 * variation's own attributes, so one made for any value of an attribute (`''`) arrives without the shopper's
 * choice and is refused. Such a form is posted as the browser would post it.
 */
export function canAddThroughAjax(variation: Pick<Variation, 'attributes'> | null): boolean {
  return !variation || Object.values(variation.attributes).every((value) => value !== '');
}
