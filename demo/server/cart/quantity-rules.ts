import { quantityCeiling } from '@vitrine/product';
import type { Product } from '../catalog/products.ts';
import type { VariationRow } from '../catalog/variation-rows.ts';

/** What a line may hold: from the variation when there is one, else from the product. */
export interface QuantityRules {
  min: number;
  max: number | null;
  step: number;
  soldIndividually: boolean;
}

export function quantityRules(product: Product, variation: VariationRow | undefined): QuantityRules {
  const src = variation ?? product;
  const soldIndividually = src.soldIndividually || product.soldIndividually;
  return soldIndividually ? { min: 1, max: 1, step: 1, soldIndividually } : { min: src.minQty, max: src.maxQty, step: src.step, soldIndividually };
}

/**
 * A French reason when `quantity` breaks the rules, undefined when it is fine. A product without a max of its own
 * still stops at the shared ceiling (9999), so no line, cookie or order total overflows.
 */
export function quantityProblem(name: string, quantity: number, rules: QuantityRules): string | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return 'Veuillez saisir une quantité valide.';
  if (quantity < rules.min) return `La quantité minimale pour « ${name} » est de ${rules.min}.`;
  const max = quantityCeiling(rules.max);
  if (quantity > max) return `La quantité maximale pour « ${name} » est de ${max}. Ajustez la quantité dans votre panier.`;
  // The step counts from the minimum, as an HTML number input does (min 4, step 2 → 4, 6, 8).
  if ((quantity - rules.min) % rules.step !== 0) return `« ${name} » se vend par multiples de ${rules.step}.`;
  return undefined;
}
