import { useLayoutEffect, useRef } from 'react';
import type { CartItem as Line } from '@vitrine/contract';
import { t } from '@vitrine/core';
import { QuantityStepper, Spinner } from '@vitrine/ui';
import { removeCartItem, setQuantity } from './cart-actions.ts';
import { lineRules } from './model.ts';
import { openQuickView, quickViewIntent } from './quick-view-chunk.ts';
import type { LineStatus } from './state.ts';
import './french.ts';

export interface CartItemProps {
  item: Line;
  leaving: boolean;
  /** What the field shows: the shopper's value on its way, else the server's. */
  quantity: number;
  status: LineStatus | undefined;
}

/** One cart line: image, name, chosen options, price, quantity field (spec §5.7), remove. */
export function CartItem({ item, leaving, quantity, status }: CartItemProps) {
  const busy = status === 'loading';
  const row = useRef<HTMLLIElement>(null);
  // The removed row is going (and inert): its remove button must not take the keyboard focus with it.
  useLayoutEffect(() => {
    const el = row.current;
    if (leaving && el?.contains(document.activeElement)) el.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [leaving]);
  const editOptions = () =>
    void openQuickView({ productId: item.productId, name: item.name, link: item.link, cartKey: item.cartKey, quantity: item.quantity.value });
  return (
    <li
      ref={row}
      className={`fkcart-item ${busy ? 'is-loading' : ''} ${status === 'success' ? 'is-success' : ''} ${leaving ? 'is-leaving' : ''}`
        .replace(/\s+/g, ' ')
        .trim()}
      data-cart-key={item.cartKey}
      aria-busy={busy || undefined}
      inert={leaving}
    >
      <a className="fkcart-item-image" href={item.link || undefined} tabIndex={-1} aria-hidden="true">
        {item.image && <img src={item.image.src} alt="" width={64} height={64} loading="lazy" />}
      </a>
      <div className="fkcart-item-info">
        <a className="fkcart-item-title" href={item.link || undefined}>
          {item.name}
        </a>
        {Object.keys(item.attributes).length > 0 && (
          <dl className="fkcart-item-meta">
            {Object.entries(item.attributes).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.variationId > 0 && (
          <button
            type="button"
            className="fkcart-item-edit"
            aria-label={t('Edit the options of “{name}”', { name: item.name })}
            onPointerEnter={quickViewIntent}
            onFocus={quickViewIntent}
            onClick={editOptions}
          >
            {t('Edit options')}
          </button>
        )}
      </div>
      <div className="fkcart-item-actions">
        <span className="fkcart-item-price">{item.linePrice.formatted}</span>
        {item.soldIndividually ? (
          <span className="fkcart-item-quantity">×&nbsp;{item.quantity.value}</span>
        ) : (
          <QuantityStepper
            className="fkcart-quantity-selector"
            value={quantity}
            rules={lineRules(item)}
            name={item.name}
            onChange={(quantity) => setQuantity(item.cartKey, quantity)}
          />
        )}
        <button
          type="button"
          className="fkcart-remove-item"
          aria-label={t('Remove “{name}” from the cart', { name: item.name })}
          onClick={() => void removeCartItem(item)}
        >
          {t('Remove')}
        </button>
        <span className="fkcart-item-status" aria-hidden="true">
          {busy && <Spinner />}
          {status === 'success' && <span className="fkcart-item-success">✓ {t('Updated')}</span>}
        </span>
      </div>
    </li>
  );
}
