import { useStore } from '@nanostores/react';
import { $cart, getConfig, t } from '@vitrine/core';
import './french.ts';

/**
 * Totals, the checkout button, and the slot where the express checkout widget puts its mini wallet button
 * (React leaves the slot's children alone: it renders none).
 */
export function CartSummary() {
  const cart = useStore($cart);
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
      <div className="fkcart-express-slot" data-fk-express-slot="" />
    </div>
  );
}
