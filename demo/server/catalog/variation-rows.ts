import type { DB } from '../db.ts';
import { dimensionsOf, type Dimensions } from './measures.ts';

/** The variation rows of a variable product, as stored (the §3.3 object is built from them in variations.ts). */

export interface VariationRow {
  id: number;
  productId: number;
  sku: string;
  price: number | null;
  inStock: boolean;
  isActive: boolean;
  soldIndividually: boolean;
  minQty: number;
  maxQty: number | null;
  step: number;
  weightG: number | null;
  dimensions: Dimensions | null;
  description: string;
  imageId: number | null;
  /** taxonomy (pa_taille) → term slug, '' = any. */
  attributes: Record<string, string>;
}

interface VariationDbRow {
  id: number;
  product_id: number;
  sku: string;
  price: number | null;
  in_stock: number;
  is_active: number;
  sold_individually: number;
  min_qty: number;
  max_qty: number | null;
  step: number;
  weight_g: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  description: string;
  image_id: number | null;
}

function toVariation(r: VariationDbRow, attributes: Record<string, string>): VariationRow {
  return {
    id: r.id,
    productId: r.product_id,
    sku: r.sku,
    price: r.price,
    inStock: r.in_stock === 1,
    isActive: r.is_active === 1,
    soldIndividually: r.sold_individually === 1,
    minQty: r.min_qty,
    maxQty: r.max_qty,
    step: r.step,
    weightG: r.weight_g,
    dimensions: dimensionsOf(r),
    description: r.description,
    imageId: r.image_id,
    attributes,
  };
}

/** All variations of a product in menu order (the order "first match wins" walks). */
export function variationsOf(db: DB, productId: number): VariationRow[] {
  const rows = db.prepare('SELECT * FROM variations WHERE product_id = ? ORDER BY menu_order, id').all(productId) as VariationDbRow[];
  const attrs = db
    .prepare(
      `SELECT va.variation_id, va.taxonomy, va.value FROM variation_attributes va
       JOIN variations v ON v.id = va.variation_id
       WHERE v.product_id = ?
       ORDER BY (SELECT MIN(attr_position) FROM product_attribute_terms pat
                 WHERE pat.product_id = v.product_id AND pat.taxonomy = va.taxonomy)`,
    )
    .all(productId) as Array<{ variation_id: number; taxonomy: string; value: string }>;
  const byVariation = new Map<number, Record<string, string>>();
  for (const a of attrs) {
    const rec = byVariation.get(a.variation_id) ?? {};
    rec[a.taxonomy] = a.value;
    byVariation.set(a.variation_id, rec);
  }
  return rows.map((r) => toVariation(r, byVariation.get(r.id) ?? {}));
}

export function variationById(db: DB, id: number): VariationRow | undefined {
  const r = db.prepare('SELECT * FROM variations WHERE id = ?').get(id) as VariationDbRow | undefined;
  if (!r) return undefined;
  const attrs = db
    .prepare(
      `SELECT va.taxonomy, va.value FROM variation_attributes va WHERE va.variation_id = ?
       ORDER BY (SELECT MIN(attr_position) FROM product_attribute_terms pat
                 WHERE pat.product_id = ? AND pat.taxonomy = va.taxonomy)`,
    )
    .all(id, r.product_id) as Array<{ taxonomy: string; value: string }>;
  return toVariation(r, Object.fromEntries(attrs.map((a) => [a.taxonomy, a.value])));
}

/** A visible variation has a price (WooCommerce's `variation_is_visible`). */
export const isVisibleVariation = (v: VariationRow): boolean => v.price !== null;
