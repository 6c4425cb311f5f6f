import { useEffect } from 'react';
import { getConfig, type WidgetProps } from '@vitrine/core';
import { productViewEvent } from './model.ts';

export interface ProductViewProps {
  productId?: number;
  name?: string;
  category?: string;
  price?: number;
  type?: string;
  quantity?: number;
  isAdmin?: boolean;
}

/** Products already pushed in this page view: a remount (the element moved) must not count a second view. */
const pushed = new Set<number>();

/**
 * `fk-product-view`: pushes the viewed product to `window.dataLayer` once per page view (§3.18), as GA4's
 * `view_item` in the shop's currency with the viewer flag. Shows nothing.
 */
export function ProductView({
  productId,
  name = '',
  category = '',
  price = 0,
  type = 'simple',
  quantity = 1,
  isAdmin = false,
}: ProductViewProps & WidgetProps) {
  useEffect(() => {
    if (productId === undefined || pushed.has(productId)) return;
    pushed.add(productId);
    const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
    layer.push(productViewEvent({ productId, name, category, price, type, quantity, isAdmin }, getConfig().shop.currency));
  }, [productId]);
  return null;
}
