import { addToCart, removeFromCart } from '@vitrine/contract';
import { send } from '@vitrine/core';

/** The server calls of the cart buttons (spec §7.1): the views decide when, these say what is sent. */

/** A listing button's add: WooCommerce's `add_to_cart` with the button's product, quantity and variation. */
export const sendAdd = (body: Parameters<typeof addToCart>[0]) => send(addToCart(body));

/** The mini cart's remove link: WooCommerce's `remove_from_cart` for one cart line. */
export const sendRemove = (cartItemKey: string) => send(removeFromCart(cartItemKey));
