import { t } from '@vitrine/core';
import { readCouponInput } from './model.ts';
import { showNotice } from './notice.ts';
import { calls, sendSideCart } from './calls.ts';
import { $sideCart, updateCoupon } from './state.ts';

/**
 * The coupon area (spec §4.13, §5.8, §8.4). A failure to apply is said under the input (as text), the input
 * is marked in error and gets focus back; the applied list comes from the cart snapshot.
 */

function fail(message: string): void {
  updateCoupon({ busy: false, error: message, errorSeq: $sideCart.get().coupon.errorSeq + 1 });
}

export async function applyCoupon(): Promise<void> {
  const { input, busy } = $sideCart.get().coupon;
  if (busy) return;
  const read = readCouponInput(input);
  if (read.kind === 'empty') {
    fail(read.message);
    return;
  }
  updateCoupon({ busy: true, error: '' });
  const outcome = await sendSideCart(calls().applyCoupon(read.code));
  if (outcome.kind !== 'done') {
    if (outcome.kind !== 'aborted') fail(outcome.message);
    return;
  }
  updateCoupon({ busy: false, input: '' });
  showNotice('success', outcome.message || t('Coupon code applied successfully.'));
}

export async function removeCoupon(code: string): Promise<void> {
  if ($sideCart.get().coupon.removing.includes(code)) return;
  updateCoupon({ removing: [...$sideCart.get().coupon.removing, code] });
  const outcome = await sendSideCart(calls().removeCoupon(code));
  updateCoupon({ removing: $sideCart.get().coupon.removing.filter((c) => c !== code) });
  if (outcome.kind === 'done') showNotice('success', outcome.message || t('Coupon has been removed.'));
  else if (outcome.kind !== 'aborted') showNotice('error', outcome.message);
}

export const setCouponInput = (input: string) => updateCoupon({ input, error: '' });
export const toggleCoupons = () => updateCoupon({ open: !$sideCart.get().coupon.open });
