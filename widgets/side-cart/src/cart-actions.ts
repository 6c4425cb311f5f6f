import type { CartItem } from '@vitrine/contract';
import { $cart, announce, emitCartChange, getConfig, t } from '@vitrine/core';
import { motionMs } from '@vitrine/ui';
import { Coalescer } from './coalescer.ts';
import { QUANTITY_DEBOUNCE_MS, SUCCESS_MS, type Upsell } from './model.ts';
import { showNotice } from './notice.ts';
import { calls, sendSideCart } from './calls.ts';
import { $sideCart, setLineStatus, setPending } from './state.ts';
import './french.ts';

/**
 * What the drawer's item rows and upsells do (spec §4.11, §5.7, §7.6). Every path ends with idle controls:
 * a failure shows its message in the drawer's notice and puts the server's value back.
 */

const successTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** loading → success for 800 ms → normal (spec §4.11). */
function showSuccess(cartKey: string): void {
  setLineStatus(cartKey, 'success');
  clearTimeout(successTimers.get(cartKey));
  successTimers.set(
    cartKey,
    setTimeout(() => {
      if ($sideCart.get().lines[cartKey] === 'success') setLineStatus(cartKey, null);
    }, SUCCESS_MS),
  );
}

function itemName(cartKey: string): string {
  return $cart.get().items.find((item) => item.cartKey === cartKey)?.name ?? '';
}

async function sendQuantity(cartKey: string, quantity: number): Promise<void> {
  const name = itemName(cartKey);
  setLineStatus(cartKey, 'loading');
  const outcome = await sendSideCart(calls().updateItem(cartKey, quantity));
  // The shopper changed it again meanwhile: that newer value is on its way and will settle the row.
  if (coalescer.waiting(cartKey) || $sideCart.get().pending[cartKey] !== quantity) return;
  setPending(cartKey, null);
  if (outcome.kind === 'done') {
    showSuccess(cartKey);
    announce(t('Quantity of “{name}”: {quantity}.', { name, quantity }));
    return;
  }
  setLineStatus(cartKey, null);
  if (outcome.kind !== 'aborted') showNotice('error', outcome.message);
}

const coalescer = new Coalescer<number>(QUANTITY_DEBOUNCE_MS, (cartKey, quantity) => void sendQuantity(cartKey, quantity));

/** A quantity the §5.7 rules accepted: shown at once, sent once the clicks stop (the last one wins). */
export function setQuantity(cartKey: string, quantity: number): void {
  setPending(cartKey, quantity);
  coalescer.set(cartKey, quantity);
}

const forgetLeaving = (cartKey: string) =>
  $sideCart.setKey(
    'leaving',
    $sideCart.get().leaving.filter((row) => row.item.cartKey !== cartKey),
  );

/** Spec §4.11: the row slides up and goes; `removed_from_cart` is raised. */
export async function removeCartItem(item: CartItem): Promise<void> {
  const { cartKey } = item;
  if ($sideCart.get().leaving.some((row) => row.item.cartKey === cartKey)) return;
  coalescer.cancel(cartKey);
  setPending(cartKey, null);
  setLineStatus(cartKey, 'loading');
  // Registered before the call: the render that drops the line from the cart then keeps its row (the same
  // element, focus included) as the sliding one, instead of removing it and drawing it again.
  const index = Math.max(
    0,
    $cart.get().items.findIndex((i) => i.cartKey === cartKey),
  );
  $sideCart.setKey('leaving', [...$sideCart.get().leaving, { item, index }]);
  const outcome = await sendSideCart(calls().removeItem(cartKey));
  setLineStatus(cartKey, null);
  if (outcome.kind !== 'done') {
    forgetLeaving(cartKey);
    if (outcome.kind !== 'aborted') showNotice('error', outcome.message);
    return;
  }
  setTimeout(() => forgetLeaving(cartKey), motionMs(getConfig().side_cart.slide_ms));
  const { fragments = {}, cart_hash: cartHash } = outcome.answer;
  emitCartChange('removed_from_cart', { fragments, cartHash, cartKey });
  announce(t('“{name}” removed from your cart.', { name: item.name }));
}

/** An upsell's « Ajouter »: quantity 1; on success its row goes, since the product is now in the cart. */
export async function addUpsell(upsell: Upsell): Promise<void> {
  const { productId } = upsell;
  if ($sideCart.get().addingUpsells.includes(productId)) return;
  $sideCart.setKey('addingUpsells', [...$sideCart.get().addingUpsells, productId]);
  const outcome = await sendSideCart(calls().addUpsell(productId));
  $sideCart.setKey(
    'addingUpsells',
    $sideCart.get().addingUpsells.filter((id) => id !== productId),
  );
  if (outcome.kind === 'done') {
    const { fragments = {}, cart_hash: cartHash } = outcome.answer;
    emitCartChange('added_to_cart', { fragments, cartHash });
    announce(t('“{name}” has been added to your cart.', { name: upsell.name }));
  } else if (outcome.kind !== 'aborted') showNotice('error', outcome.message);
}
