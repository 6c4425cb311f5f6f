import { productById, type Product } from '../catalog/products.ts';
import { variationById, type VariationRow } from '../catalog/variation-rows.ts';
import { cartLines, type CartLine } from './lines.ts';
import type { DB } from '../db.ts';
import { round2 } from '../money.ts';
import { quantityRules, type QuantityRules } from './quantity-rules.ts';

/** A cart line joined with its product, variation, unit price and rules. */
export interface PricedLine extends CartLine {
  product: Product;
  variation: VariationRow | undefined;
  unitPrice: number;
  lineTotal: number;
  rules: QuantityRules;
}

/**
 * Lines whose product has disappeared or lost its price are skipped: WooCommerce drops such items from the cart
 * when it loads it.
 */
export function pricedLines(db: DB, sessionId: string): PricedLine[] {
  const out: PricedLine[] = [];
  for (const line of cartLines(db, sessionId)) {
    const product = productById(db, line.productId);
    if (!product) continue;
    const variation = line.variationId ? variationById(db, line.variationId) : undefined;
    const unitPrice = variation ? variation.price : product.price;
    if (unitPrice === null) continue;
    out.push({
      ...line,
      product,
      variation,
      unitPrice,
      lineTotal: round2(unitPrice * line.quantity),
      rules: quantityRules(product, variation),
    });
  }
  return out;
}

export const subtotalOf = (lines: readonly PricedLine[]): number => round2(lines.reduce((s, l) => s + l.lineTotal, 0));
