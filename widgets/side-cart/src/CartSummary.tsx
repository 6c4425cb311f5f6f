import { useStore } from '@nanostores/react';
import { $cart, getConfig, t } from '@vitrine/core';
import { $sideCart } from './state.ts';
import './french.ts';

/**
 * Totals, the checkout button, and the slot where the express checkout widget puts its mini wallet button
 * (React leaves the slot's children alone: it renders none). The slot is rendered each time the drawer opens (spec
 * §2.8), not while the drawer waits drawn ahead: its button asks the shop for the cart's totals as it mounts, a
 * request no page load should make.
 */
export function CartSummary() {
  const cart = useStore($cart);
  const { open } = useStore($sideCart, { keys: ['open'] });
  return (
    <div className="fkcart-summary">
      <dl className="fkcart-totals">
        <div className="fkcart-subtotal">
          <dt>{t('Subtotal')}</dt>
          <dd>{cart.subtotal.formatted}</dd>
        </div>
        {cart.discount.raw > 0 && (
          <div className="fkcart-discount">
            <dt>{t('Discount')}</dt>
            <dd>−{cart.discount.formatted}</dd>
          </div>
        )}
        <div className="fkcart-total">
          <dt>{t('Total')}</dt>
          <dd>{cart.total.formatted}</dd>
        </div>
      </dl>
      {getConfig().urls.checkout && (
        <a className="fkcart-checkout button alt" href={getConfig().urls.checkout}>
          {t('Checkout')} · {cart.total.formatted}
        </a>
      )}
      {open && <div className="fkcart-express-slot" data-fk-express-slot="" />}
    </div>
  );
}
