import { getConfig, t } from '@vitrine/core';
import './french.ts';

/** Spec journey 17: the empty state, with the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="fkcart-empty">
      <p className="fkcart-empty-message">{t('Your cart is empty.')}</p>
      {getConfig().urls.shop && (
        <a className="fkcart-shop-link button" href={getConfig().urls.shop}>
          {t('Return to shop')}
        </a>
      )}
    </div>
  );
}
