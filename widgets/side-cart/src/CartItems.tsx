import { useStore } from '@nanostores/react';
import { $cart } from '@vitrine/core';
import { CartItem } from './CartItem.tsx';
import { rowsToShow, shownQuantity } from './model.ts';
import { $sideCart } from './state.ts';

/** The cart's lines; a removed one slides up where it stood before it goes (spec §4.11). */
export function CartItems() {
  const { items } = useStore($cart);
  const { leaving, pending, lines } = useStore($sideCart, { keys: ['leaving', 'pending', 'lines'] });
  return (
    <ul className="fkcart-items">
      {rowsToShow(items, leaving).map(({ item, leaving: isLeaving }) => (
        <CartItem key={item.cartKey} item={item} leaving={isLeaving} quantity={shownQuantity(item, pending)} status={lines[item.cartKey]} />
      ))}
    </ul>
  );
}
