/**
 * What happens after the shop answers an add to cart (spec §4.1), in WooCommerce's order of precedence, for every
 * way of adding (a listing button, the product form): an error sends the shopper to the product page the shop names
 * (where it prints why); `cart_redirect_after_add` to the cart; otherwise the fragments are applied where the shopper
 * is. Without the cart's address there is nowhere to send the shopper, nor a link to give: the add stays on the page.
 */

/** The `add_to_cart` answer (contract's AddToCartAnswer), as far as this rule reads it. */
export type AddAnswer = { error: true; product_url: string } | { fragments: Record<string, string>; cart_hash: string };

export type AddOutcome =
  | { kind: 'product-page'; url: string }
  | { kind: 'cart-page'; url: string }
  | { kind: 'added'; fragments: Record<string, string>; cartHash: string; showViewCart: boolean };

export function addOutcome(answer: AddAnswer, settings: { cartRedirectAfterAdd: 'yes' | 'no'; cartUrl: string; onCartPage: boolean }): AddOutcome {
  if ('error' in answer) return { kind: 'product-page', url: answer.product_url };
  if (settings.cartRedirectAfterAdd === 'yes' && settings.cartUrl) return { kind: 'cart-page', url: settings.cartUrl };
  // « Voir le panier » leads nowhere on the cart page itself, or without the cart's address.
  return { kind: 'added', fragments: answer.fragments, cartHash: answer.cart_hash, showViewCart: !settings.onCartPage && settings.cartUrl !== '' };
}
