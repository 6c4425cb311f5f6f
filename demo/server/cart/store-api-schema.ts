import { imageUrl } from '../catalog/images.ts';
import type { DB } from '../db.ts';
import { cartTotals, shippingFor } from './totals.ts';
import { lineAttributeNames, lineImage, lineLink } from './snapshot.ts';

/**
 * The cart as WooCommerce's Store API answers it (CartSchema and CartItemSchema, recorded from WooCommerce 10.0 in
 * packages/contract/recorded): amounts as strings in minor units beside the currency's description, a variation's
 * choice as label → term name. Only what a cart widget reads, and what a shop's cart answers always carry.
 */

export const CURRENCY = {
  currency_code: 'CHF',
  currency_symbol: 'CHF',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: '’',
  currency_prefix: '',
  currency_suffix: ' CHF',
};

const minor = (amount: number): string => String(Math.round(amount * 100));

export function storeCart(db: DB, sessionId: string, fragments: Record<string, string>) {
  const totals = cartTotals(db, sessionId);
  const shipping = shippingFor(db, totals);
  return {
    items: totals.lines.map((line) => {
      const image = lineImage(db, line);
      const unit = minor(line.unitPrice);
      return {
        key: line.key,
        id: line.variationId || line.productId,
        type: line.variationId ? 'variation' : 'simple',
        quantity: line.quantity,
        quantity_limits: { minimum: line.rules.min, maximum: line.rules.max ?? 9999, multiple_of: line.rules.step, editable: !line.rules.soldIndividually },
        name: line.product.name,
        permalink: lineLink(line),
        images: image ? [{ src: imageUrl(image), thumbnail: imageUrl(image), alt: image.alt }] : [],
        variation: Object.entries(lineAttributeNames(db, line.attributes)).map(([attribute, value]) => ({ attribute, value })),
        item_data: [],
        prices: { price: unit, regular_price: unit, sale_price: unit, price_range: null, ...CURRENCY },
        totals: { line_subtotal: minor(line.lineTotal), line_subtotal_tax: '0', line_total: minor(line.lineTotal), line_total_tax: '0', ...CURRENCY },
        sold_individually: line.rules.soldIndividually,
        catalog_visibility: 'visible',
        low_stock_remaining: null,
        backorders_allowed: false,
        show_backorder_badge: false,
      };
    }),
    coupons: totals.coupons.map((coupon) => ({ code: coupon.code, totals: { total_discount: minor(coupon.discount), total_discount_tax: '0', ...CURRENCY } })),
    totals: {
      total_items: minor(totals.subtotal),
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: minor(totals.discount),
      total_discount_tax: '0',
      total_shipping: minor(shipping),
      total_shipping_tax: '0',
      total_price: minor(totals.total + shipping),
      total_tax: '0',
      tax_lines: [],
      ...CURRENCY,
    },
    items_count: totals.count,
    needs_payment: totals.total + shipping > 0,
    needs_shipping: totals.count > 0,
    errors: [],
    cross_sells: [],
    shipping_rates: [],
    // What Vitrine's plugin adds to every cart answer: WooCommerce's fragments, the snapshot among them.
    extensions: { vitrine: { fragments } },
  };
}
