import type { DB } from '../db.ts';
import { dimensionsOf, type Dimensions } from './measures.ts';
import { shownProductName } from './names.ts';
import { isVisibleVariation, variationsOf } from './variation-rows.ts';

/** Products as plain typed objects: reads, listing order, price range and links. No HTML and no cart logic here. */

export interface Product {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  categoryId: number;
  sku: string;
  /** null: no price (variable products carry theirs on variations). */
  price: number | null;
  shortDescription: string;
  description: string;
  inStock: boolean;
  soldIndividually: boolean;
  minQty: number;
  /** null: no upper bound. */
  maxQty: number | null;
  step: number;
  weightG: number | null;
  dimensions: Dimensions | null;
  listedWithAjaxButton: boolean;
  featured: boolean;
  menuOrder: number;
}

export type Orderby = 'menu_order' | 'price' | 'price-desc';

interface ProductDbRow {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  category_id: number;
  sku: string;
  price: number | null;
  short_description: string;
  description: string;
  in_stock: number;
  sold_individually: number;
  min_qty: number;
  max_qty: number | null;
  step: number;
  weight_g: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  listed_with_ajax_button: number;
  featured: number;
  menu_order: number;
}

function toProduct(r: ProductDbRow): Product {
  return {
    id: r.id,
    slug: r.slug,
    name: shownProductName(r.id, r.name),
    type: r.type,
    categoryId: r.category_id,
    sku: r.sku,
    price: r.price,
    shortDescription: r.short_description,
    description: r.description,
    inStock: r.in_stock === 1,
    soldIndividually: r.sold_individually === 1,
    minQty: r.min_qty,
    maxQty: r.max_qty,
    step: r.step,
    weightG: r.weight_g,
    dimensions: dimensionsOf(r),
    listedWithAjaxButton: r.listed_with_ajax_button === 1,
    featured: r.featured === 1,
    menuOrder: r.menu_order,
  };
}

export function productById(db: DB, id: number): Product | undefined {
  const r = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductDbRow | undefined;
  return r && toProduct(r);
}

export function productBySlug(db: DB, slug: string): Product | undefined {
  const r = db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as ProductDbRow | undefined;
  return r && toProduct(r);
}

/**
 * The price a listing sorts by: a simple product's price, a variable product's lowest visible (priced) variation,
 * as WooCommerce's min_price lookup does.
 */
const SORT_PRICE = `COALESCE(p.price, (SELECT MIN(v.price) FROM variations v WHERE v.product_id = p.id AND v.price IS NOT NULL))`;
/** Descending order uses the highest price, as WooCommerce's `price-desc` sorts by max_price. */
const SORT_PRICE_MAX = `COALESCE(p.price, (SELECT MAX(v.price) FROM variations v WHERE v.product_id = p.id AND v.price IS NOT NULL))`;

export function listProducts(
  db: DB,
  filter: { categoryId?: number; featured?: boolean; orderby?: Orderby; limit?: number; excludeIds?: number[] } = {},
): Product[] {
  const where: string[] = [];
  const params: Array<number | string> = [];
  if (filter.categoryId !== undefined) {
    where.push('p.category_id = ?');
    params.push(filter.categoryId);
  }
  if (filter.featured) where.push('p.featured = 1');
  for (const id of filter.excludeIds ?? []) {
    where.push('p.id <> ?');
    params.push(id);
  }
  const order =
    filter.orderby === 'price'
      ? `${SORT_PRICE} ASC, p.menu_order ASC`
      : filter.orderby === 'price-desc'
        ? `${SORT_PRICE_MAX} DESC, p.menu_order ASC`
        : 'p.menu_order ASC, p.id ASC';
  const sql = `SELECT p.* FROM products p ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}${
    filter.limit ? ` LIMIT ${Math.floor(filter.limit)}` : ''
  }`;
  return (db.prepare(sql).all(...params) as ProductDbRow[]).map(toProduct);
}

/** Lowest and highest price shoppers can pay; null when nothing is priced. */
export function priceRange(db: DB, product: Product): { min: number; max: number } | null {
  if (product.type === 'simple') return product.price === null ? null : { min: product.price, max: product.price };
  const prices = variationsOf(db, product.id)
    .filter(isVisibleVariation)
    .map((v) => v.price as number);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

/**
 * Can a listing add it in one click? Simple, in stock and priced. Variable products need options, except the
 * Écharpe fixture whose listing button is deliberately wrong.
 */
export const isSimplePurchasable = (p: Product): boolean => p.type === 'simple' && p.inStock && p.price !== null;

export const upsellIds = (db: DB, productId: number): number[] =>
  (
    db.prepare('SELECT upsell_id FROM upsells WHERE product_id = ? ORDER BY position').all(productId) as Array<{
      upsell_id: number;
    }>
  ).map((r) => r.upsell_id);

export const permalink = (p: Pick<Product, 'slug'>): string => `/produit/${encodeURIComponent(p.slug)}/`;
