import * as v from 'valibot';
import { form, type Call, type FormFields } from './call.ts';
import { Variation } from './variation.ts';

/** Map of page-region selector → replacement markup. */
export const Fragments = v.record(v.string(), v.string());

const FragmentsAnswer = v.object({
  fragments: Fragments,
  cart_hash: v.optional(v.string(), ''),
});

/** `add_to_cart` answers either with fragments, or with an error and the product page to go to. */
export const AddToCartAnswer = v.union([v.object({ error: v.literal(true), product_url: v.string() }), FragmentsAnswer]);
export type AddToCartAnswer = v.InferOutput<typeof AddToCartAnswer>;

/** Spec §7.1: the body is the button's data attributes (product_id, quantity and any other data-* value). */
export function addToCart(data: FormFields): Call<AddToCartAnswer> {
  return { endpoint: 'add_to_cart', via: 'wc-ajax', body: form(data), schema: AddToCartAnswer, queue: 'cart' };
}

/** `remove_from_cart`: fragments may be missing; the mini cart then follows the remove link. */
export const RemoveFromCartAnswer = v.object({
  fragments: v.optional(Fragments),
  cart_hash: v.optional(v.string(), ''),
});
export type RemoveFromCartAnswer = v.InferOutput<typeof RemoveFromCartAnswer>;

export function removeFromCart(cartItemKey: string): Call<RemoveFromCartAnswer> {
  return {
    endpoint: 'remove_from_cart',
    via: 'wc-ajax',
    body: form({ cart_item_key: cartItemKey }),
    schema: RemoveFromCartAnswer,
    queue: 'cart',
  };
}

export const RefreshedFragments = FragmentsAnswer;
export type RefreshedFragments = v.InferOutput<typeof RefreshedFragments>;

export function getRefreshedFragments(): Call<RefreshedFragments> {
  return { endpoint: 'get_refreshed_fragments', via: 'wc-ajax', body: form({}), schema: RefreshedFragments };
}

/** An empty answer (or `false`) means no variation matches. */
export const GetVariationAnswer = v.nullable(Variation);

/**
 * Spec §7.1: chosen values keyed by attribute name (`attribute_pa_taille`), product_id, custom_data.
 * A newer lookup for the same product aborts the one still running.
 */
export function getVariation(productId: number, chosen: Record<string, string>, customData?: FormFields): Call<Variation | null> {
  return {
    endpoint: 'get_variation',
    via: 'wc-ajax',
    body: form({ ...chosen, product_id: productId, ...(customData ? { custom_data: customData } : {}) }),
    schema: GetVariationAnswer,
    supersedes: `get_variation:${productId}`,
    emptyIsNull: true,
  };
}
