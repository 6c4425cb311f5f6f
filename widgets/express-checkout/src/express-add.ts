import { expressAddToCart, type ProductChoice } from '@vitrine/contract';
import { applyServerFragments, emit, emitCartChange, holdAutoOpen, send } from '@vitrine/core';

/**
 * The product page's express click puts the product in the cart (spec §7.3) while the sheet opens. The side cart
 * is told first not to open for this add (spec §4.11), also if it arrives only now (core's hold); then the add is
 * announced as any other.
 */
export async function addForExpress(choice: ProductChoice, wallet: 'payment-request' | 'google-pay'): Promise<void> {
  holdAutoOpen();
  emit('fkcart_suppress_auto_open');
  const answer = await send(expressAddToCart(choice, wallet));
  // The standalone wallet's data travels among the fragments but is no page region.
  const { fkwcs_google_pay_data: _walletData, ...regions } = answer.fragments;
  const fragments = regions as Record<string, string>;
  applyServerFragments(fragments, answer.cart_hash);
  emitCartChange('added_to_cart', { fragments, cartHash: answer.cart_hash });
}
