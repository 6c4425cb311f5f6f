import type { DB } from './db.ts';
import { renamedCategory, renamedProduct, renamedTerm } from './test-names.ts';

/** Read access to the catalogue tables, as plain typed objects. No HTML and no cart logic here. */

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface Image {
  id: number;
  slug: string;
  label: string;
  color: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  caption: string;
}

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

export interface Term {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  taxonomy: string;
  label: string;
  /** The product's own terms, in the taxonomy's display order. */
  terms: Term[];
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

const dims = (r: { length_cm: number | null; width_cm: number | null; height_cm: number | null }): Dimensions | null =>
  r.length_cm === null || r.width_cm === null || r.height_cm === null
    ? null
    : { length: r.length_cm, width: r.width_cm, height: r.height_cm };

function toProduct(r: ProductDbRow): Product {
  return {
    id: r.id,
    slug: r.slug,
    name: renamedProduct(r.id, r.name),
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
    dimensions: dims(r),
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

/** Test mode may rename a category for one session (test-names.ts). */
const withName = (c: Category | undefined): Category | undefined => c && { ...c, name: renamedCategory(c.id, c.name) };

export function categories(db: DB): Category[] {
  return (db.prepare('SELECT id, slug, name, description FROM categories ORDER BY id').all() as Category[]).map((c) => withName(c)!);
}

export function categoryById(db: DB, id: number): Category | undefined {
  return withName(db.prepare('SELECT id, slug, name, description FROM categories WHERE id = ?').get(id) as Category | undefined);
}

export function categoryBySlug(db: DB, slug: string): Category | undefined {
  return withName(db.prepare('SELECT id, slug, name, description FROM categories WHERE slug = ?').get(slug) as Category | undefined);
}

export function imageById(db: DB, id: number): Image | undefined {
  return db.prepare('SELECT * FROM images WHERE id = ?').get(id) as Image | undefined;
}

export function imageBySlug(db: DB, slug: string): Image | undefined {
  return db.prepare('SELECT * FROM images WHERE slug = ?').get(slug) as Image | undefined;
}

/** The product's gallery, main image first. */
export function productImages(db: DB, productId: number): Image[] {
  return db
    .prepare(
      'SELECT i.* FROM product_images pi JOIN images i ON i.id = pi.image_id WHERE pi.product_id = ? ORDER BY pi.position',
    )
    .all(productId) as Image[];
}

export const mainImage = (db: DB, productId: number): Image | undefined => productImages(db, productId)[0];

export function productAttributes(db: DB, productId: number): ProductAttribute[] {
  const rows = db
    .prepare(
      `SELECT pat.taxonomy, pat.attr_position, al.label, t.slug, t.name
       FROM product_attribute_terms pat
       JOIN attribute_terms t ON t.taxonomy = pat.taxonomy AND t.slug = pat.term_slug
       JOIN attribute_labels al ON al.taxonomy = pat.taxonomy
       WHERE pat.product_id = ?
       ORDER BY pat.attr_position, t.position`,
    )
    .all(productId) as Array<{ taxonomy: string; label: string; slug: string; name: string }>;
  const out: ProductAttribute[] = [];
  for (const r of rows) {
    let attr = out.find((a) => a.taxonomy === r.taxonomy);
    if (!attr) {
      attr = { taxonomy: r.taxonomy, label: r.label, terms: [] };
      out.push(attr);
    }
    attr.terms.push({ slug: r.slug, name: renamedTerm(r.taxonomy, r.slug, r.name) });
  }
  return out;
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
    dimensions: dims(r),
    description: r.description,
    imageId: r.image_id,
    attributes,
  };
}

/** All variations of a product in menu order (the order "first match wins" walks). */
export function variationsOf(db: DB, productId: number): VariationRow[] {
  const rows = db
    .prepare('SELECT * FROM variations WHERE product_id = ? ORDER BY menu_order, id')
    .all(productId) as VariationDbRow[];
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

/** The shopper-facing name of a term ("Rouge" for rouge); the slug when unknown. */
export function termName(db: DB, taxonomy: string, slug: string): string {
  const r = db.prepare('SELECT name FROM attribute_terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as
    | { name: string }
    | undefined;
  return r ? renamedTerm(taxonomy, slug, r.name) : slug;
}

export function attributeLabel(db: DB, taxonomy: string): string {
  const r = db.prepare('SELECT label FROM attribute_labels WHERE taxonomy = ?').get(taxonomy) as
    | { label: string }
    | undefined;
  return r?.label ?? taxonomy;
}

/** A visible variation has a price (WooCommerce's `variation_is_visible`). */
export const isVisibleVariation = (v: VariationRow): boolean => v.price !== null;

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

export const imageUrl = (img: Pick<Image, 'slug'>): string => `/assets/img/${encodeURIComponent(img.slug)}.svg`;

/** "100 g" / "1.5 kg". */
export const formatWeight = (grams: number): string =>
  grams >= 1000 ? `${(grams / 1000).toLocaleString('fr-CH')} kg` : `${grams} g`;

export const formatDimensions = (d: Dimensions): string => `${d.length} × ${d.width} × ${d.height} cm`;
