import { $cartSyncPaused, emit, getConfig, takeAutoOpenHold } from '@vitrine/core';
import { drawerStep, OPEN_AFTER_ADD_MS, type DrawerEvent } from './model.ts';
import { resetProductQuantity } from './product-form.ts';
import { $sideCart } from './state.ts';

/**
 * Opening and closing the drawer, whatever asked for it (toggler, header link, `fkcart_open`, an add).
 * While it is open, changes from other tabs wait (core's cart sync pause) so nothing moves under the
 * shopper's eyes; they are caught up when it closes.
 */

let openTimer: ReturnType<typeof setTimeout> | undefined;

function step(event: DrawerEvent): boolean {
  const { open, skipNextAutoOpen } = $sideCart.get();
  const next = drawerStep({ open, skipNextAutoOpen }, event);
  $sideCart.setKey('open', next.state.open);
  $sideCart.setKey('skipNextAutoOpen', next.state.skipNextAutoOpen);
  return next.openLater;
}

export function openCart(): void {
  clearTimeout(openTimer);
  if ($sideCart.get().open) return;
  step({ type: 'open' });
  $cartSyncPaused.set(true);
  emit('fkcart_opened');
}

export function closeCart(): void {
  clearTimeout(openTimer);
  if (!$sideCart.get().open) return;
  $sideCart.setKey('quickView', null);
  step({ type: 'close' });
  $cartSyncPaused.set(false);
  // Spec §4.11: on a product page, closing resets the quantity; the express button re-initialises on this event.
  if (getConfig().page.is_product) resetProductQuantity();
  emit('fkcart_closed');
}

let heardThisTick = false;

/**
 * An add happened somewhere on the page. One raise may reach us twice (natively and through jQuery): only the
 * first counts, so a suppression is not used up by the echo.
 */
export function cartAdded(): void {
  if (heardThisTick) return;
  heardThisTick = true;
  queueMicrotask(() => {
    heardThisTick = false;
  });
  if (takeAutoOpenHold()) skipNextAutoOpen();
  if (step({ type: 'added', shouldOpenCart: getConfig().shop.should_open_cart === 'yes' })) {
    clearTimeout(openTimer);
    openTimer = setTimeout(openCart, OPEN_AFTER_ADD_MS);
  }
}

/** A product-page express button was clicked: its add must not open the drawer (spec §4.11). */
function skipNextAutoOpen(): void {
  step({ type: 'skip-next-auto-open' });
}
