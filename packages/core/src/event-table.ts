/**
 * Every event Vitrine raises or hears, with what a native listener finds in `event.detail`. jQuery handlers get
 * WooCommerce's arguments instead (noted on each), `$button` being a jQuery object when the page has jQuery.
 * This file is types only and imports nothing: the package's typings (`@vitrine/storefront`) ship it as it is,
 * and renaming or removing an entry is a breaking change (packages/storefront/README.md, "Versions").
 */

/** Selector → HTML: the page regions WooCommerce's answer replaces. */
export type CartFragments = Record<string, string>;

/** A change of the cart, as `added_to_cart` and `removed_from_cart` carry it. */
export interface CartChange {
  fragments: CartFragments;
  cartHash: string;
  /** The button or link the shopper pressed; null when none (side cart, express checkout, quick view). */
  button: HTMLElement | null;
  /** The cart line removed, when the side cart removed it. */
  cartKey?: string;
}

/** The events Vitrine raises: on `document.body`, or on the variation form for the variation events (they bubble). */
export interface VitrineRaisedEvents {
  /** jQuery: `[$button, data]`, before the add is sent. */
  adding_to_cart: { button: HTMLElement | null; data: Record<string, unknown> };
  /** jQuery: `[fragments, cartHash, $button]`. */
  added_to_cart: CartChange;
  /** jQuery: `[fragments, cartHash, $button]`. */
  removed_from_cart: CartChange;
  /** jQuery: `[$button]`: a listing button now shows it was added (and the « Voir le panier » link). */
  wc_cart_button_updated: { button: HTMLElement };
  /** The cart's regions were put in place from the stored fragments or the page snapshot. */
  wc_fragments_loaded: undefined;
  /** The cart's regions were refreshed from the server. */
  wc_fragments_refreshed: undefined;
  /** On the form, once it is ready. jQuery: `[variationForm]` (`variationForm.$form` is the form). */
  wc_variation_form: { form: HTMLFormElement };
  /** On the form, when a choice changed and the form looks for the matching variation. */
  check_variations: undefined;
  /** On the form, after a shopper changed a choice. */
  woocommerce_variation_has_changed: undefined;
  /** On the form. jQuery: `[variation]` (WooCommerce's variation object). */
  found_variation: { variation: object };
  /** On the form. jQuery: `[variation, purchasable]`. */
  show_variation: { variation: object; purchasable: boolean };
  /** On the form: no variation is chosen any more. */
  reset_data: undefined;
  /** On the form. */
  hide_variation: undefined;
  /** Cart page: the cart block was replaced (after `updated_cart_totals` or `wc_cart_emptied`). */
  updated_wc_div: undefined;
  /** Cart page: the totals were replaced. */
  updated_cart_totals: undefined;
  /** Cart page: the cart is now empty. */
  wc_cart_emptied: undefined;
  fkcart_opened: undefined;
  fkcart_closed: undefined;
  /** The next add must not open the side cart (express checkout raises it before its add). */
  fkcart_suppress_auto_open: undefined;
  /** jQuery: `[id]`. */
  'elementor/popup/show': { id: string };
  /** jQuery: `[id]`. */
  'elementor/popup/hide': { id: string };
}

/** The events Vitrine hears on `document.body`, raised natively or with jQuery's trigger. */
export interface VitrineHeardEvents {
  /** Refresh the cart's regions from the server. */
  wc_fragment_refresh: undefined;
  /** WooCommerce's cart page script replaced the cart after its own change (« Mettre à jour le panier »). */
  updated_wc_div: undefined;
  /** Open or close the side cart. */
  fkcart_open: undefined;
  fkcart_close: undefined;
  fkcart_suppress_auto_open: undefined;
  /** Any plugin's add: the side cart opens (spec §4.11). */
  added_to_cart: unknown;
  fkcart_closed: undefined;
  /** Express checkout follows the product form's choice. */
  found_variation: unknown;
  hide_variation: undefined;
  reset_data: undefined;
  /** The checkout's totals changed: express checkout reads them again. */
  updated_checkout: undefined;
}

export type VitrineEventName = keyof VitrineRaisedEvents;
export type VitrineHeardEventName = keyof VitrineHeardEvents;
