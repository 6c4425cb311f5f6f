import { useEffect, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, t } from '@vitrine/core';
import { Spinner } from '@vitrine/ui';
import { applyCoupon, removeCoupon, setCouponInput, toggleCoupons } from './coupon-actions.ts';
import { COUPON_FOCUS_MS } from './model.ts';
import { $sideCart } from './state.ts';
import './french.ts';

/**
 * The coupon area (spec §2.8, §4.13, §5.8): a toggle, the code field with « Appliquer » (Enter applies too),
 * the error under the field as text, and the applied codes with their remove links, hidden when none is left.
 */
export function Coupons() {
  const { coupons } = useStore($cart);
  const { coupon } = useStore($sideCart, { keys: ['coupon'] });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!coupon.errorSeq) return;
    const timer = setTimeout(() => input.current?.focus(), COUPON_FOCUS_MS);
    return () => clearTimeout(timer);
  }, [coupon.errorSeq]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void applyCoupon();
  };

  return (
    <div className="fkcart-coupon-area">
      <button type="button" className="fkcart-coupon-toggle" aria-expanded={coupon.open} aria-controls="fkcart-coupon-form" onClick={toggleCoupons}>
        {t('Have a coupon?')}
        <span className="fkcart-coupon-arrow" aria-hidden="true" />
      </button>
      <form id="fkcart-coupon-form" className="fkcart-coupon-form" hidden={!coupon.open} onSubmit={submit} noValidate>
        <label className="vitrine-visually-hidden" htmlFor="fkcart-coupon-code">
          {t('Coupon code')}
        </label>
        <input
          ref={input}
          id="fkcart-coupon-code"
          className={`fkcart-coupon-input ${coupon.error ? 'fkcart-coupon-error-input' : ''}`.trim()}
          type="text"
          name="discount_code"
          autoComplete="off"
          placeholder={t('Coupon code')}
          value={coupon.input}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? 'fkcart-coupon-error' : undefined}
          onChange={(event) => setCouponInput(event.target.value)}
        />
        <button type="submit" className="fkcart-coupon-apply button" aria-busy={coupon.busy || undefined}>
          {coupon.busy ? <Spinner label={t('Loading…')} /> : t('Apply')}
        </button>
        {coupon.error && (
          <p id="fkcart-coupon-error" className="fkcart-coupon-error" role="alert">
            {coupon.error}
          </p>
        )}
      </form>
      {coupons.length > 0 && (
        <div className="fkcart-applied-coupons">
          <p className="fkcart-applied-coupons-title">{t('Applied coupons')}</p>
          <ul>
            {coupons.map(({ code, discount }) => (
              <li key={code} className="fkcart-applied-coupon">
                <span className="fkcart-coupon-code">{code}</span>
                <span className="fkcart-coupon-discount">−{discount.formatted}</span>
                <button
                  type="button"
                  className="fkcart-remove-coupon"
                  aria-label={t('Remove coupon {code}', { code })}
                  aria-busy={coupon.removing.includes(code) || undefined}
                  onClick={() => void removeCoupon(code)}
                >
                  {t('Remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
