import { useStore } from '@nanostores/react';
import { $cart, itemCountLabel, t, type WidgetProps } from '@vitrine/core';
import { openCart } from './drawer.ts';
import { $sideCart } from './state.ts';
import './french.ts';

/** `fk-cart-toggle`: the floating cart button, shown once the cart holds something (spec §2.8). */
export function CartToggle(_: WidgetProps) {
  const { count } = useStore($cart);
  const { open } = useStore($sideCart, { keys: ['open'] });
  if (count <= 0) return null;
  return (
    <button
      type="button"
      className="fkcart-toggler"
      aria-haspopup="dialog"
      aria-expanded={open}
      // The visible count belongs to the name outside brackets (WCAG 2.5.3, axe's label-content-name-mismatch
      // drops a bracketed part): « Ouvrir le panier, 2 articles ».
      aria-label={`${t('Open the cart')}, ${itemCountLabel(count)}`}
      onClick={openCart}
    >
      <svg className="fkcart-toggler-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 7V6a6 6 0 0 1 12 0v1h3v15H3V7h3Zm2 0h8V6a4 4 0 0 0-8 0v1Z" fill="currentColor" />
      </svg>
      <span className="fkcart-toggler-count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
