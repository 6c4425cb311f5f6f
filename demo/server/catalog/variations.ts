import { matchVariation, type VariationLike } from '@vitrine/product';
import { formatDimensions, formatWeight } from './measures.ts';
import { imageById, imageUrl, mainImage, type Image } from './images.ts';
import { isVisibleVariation, variationsOf, type VariationRow } from './variation-rows.ts';
import type { Product } from './products.ts';
import type { DB } from '../db.ts';
import { escapeHtml } from '../http/html.ts';
import { formatChf } from '../money.ts';

/** `attribute_pa_taille` from `pa_taille`, the name forms and the wire use. */
export const attributeField = (taxonomy: string): string => `attribute_${taxonomy}`;

export interface VariationImageJson {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
}

/**
 * One variation exactly as WooCommerce's `get_available_variation()` sends it (spec §3.3): numbers where WooCommerce
 * sends numbers, `max_qty: ''` for "no limit", HTML strings for the *_html fields.
 */
export interface VariationJson {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price?: number;
  display_regular_price?: number;
  image: VariationImageJson;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  max_qty: number | '';
  min_qty: number;
  /** Min/Max Quantities' "group of": the widget needs it for the quantity field. */
  step: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
}

/** Product page image sizes: the gallery shows 600 px, thumbnails 100 px; `full_*` is the stored size. */
export const SINGLE_SIZE = 600;
export const THUMB_SIZE = 100;

export function imageJson(img: Image | undefined): VariationImageJson {
  const src = img ? imageUrl(img) : '';
  const single = img ? Math.min(SINGLE_SIZE, img.width) : 0;
  return {
    title: img?.title ?? '',
    caption: img?.caption ?? '',
    url: src,
    alt: img?.alt ?? '',
    src,
    srcset: img ? `${src} ${img.width}w` : '',
    sizes: `(max-width: ${SINGLE_SIZE}px) 100vw, ${SINGLE_SIZE}px`,
    full_src: src,
    full_src_w: img?.width ?? 0,
    full_src_h: img?.height ?? 0,
    gallery_thumbnail_src: src,
    gallery_thumbnail_src_w: THUMB_SIZE,
    gallery_thumbnail_src_h: THUMB_SIZE,
    thumb_src: src,
    thumb_src_w: THUMB_SIZE * 3,
    thumb_src_h: THUMB_SIZE * 3,
    src_w: single,
    src_h: single,
  };
}

export const availabilityHtml = (inStock: boolean): string =>
  inStock ? '<p class="stock in-stock">En stock</p>' : '<p class="stock out-of-stock">Rupture de stock</p>';

export const priceHtml = (price: number): string =>
  `<span class="price"><span class="woocommerce-Price-amount amount">${escapeHtml(formatChf(price))}</span></span>`;

/** The variation's wire object; weight, dimensions, SKU and image fall back to the parent's, as WooCommerce does. */
export function variationJson(db: DB, product: Product, v: VariationRow): VariationJson {
  const weight = v.weightG ?? product.weightG;
  const dimensions = v.dimensions ?? product.dimensions;
  const image = (v.imageId !== null ? imageById(db, v.imageId) : undefined) ?? mainImage(db, product.id);
  const visible = isVisibleVariation(v);
  const maxQty = v.soldIndividually ? 1 : v.maxQty;
  const json: VariationJson = {
    attributes: Object.fromEntries(Object.entries(v.attributes).map(([tax, value]) => [attributeField(tax), value])),
    availability_html: availabilityHtml(v.inStock),
    backorders_allowed: false,
    dimensions: {
      length: dimensions ? String(dimensions.length) : '',
      width: dimensions ? String(dimensions.width) : '',
      height: dimensions ? String(dimensions.height) : '',
    },
    dimensions_html: dimensions ? formatDimensions(dimensions) : 'N/A',
    image: imageJson(image),
    image_id: image?.id ?? 0,
    is_downloadable: false,
    is_in_stock: v.inStock,
    is_purchasable: visible,
    is_sold_individually: v.soldIndividually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: maxQty ?? '',
    min_qty: v.soldIndividually ? 1 : v.minQty,
    step: v.soldIndividually ? 1 : v.step,
    price_html: v.price === null ? '' : priceHtml(v.price),
    sku: v.sku || product.sku,
    variation_description: v.description ? `<p>${escapeHtml(v.description)}</p>` : '',
    variation_id: v.id,
    variation_is_active: v.isActive,
    variation_is_visible: visible,
    weight: weight === null ? '' : String(weight),
    weight_html: weight === null ? 'N/A' : formatWeight(weight),
  };
  if (v.price !== null) {
    json.display_price = v.price;
    json.display_regular_price = v.price;
  }
  return json;
}

/** The fields @vitrine/product's rules read, with WooCommerce's '' max turned into null. */
export const asLike = (v: VariationJson): VariationLike => ({
  ...v,
  max_qty: v.max_qty === '' ? null : v.max_qty,
});

export function productVariationsJson(db: DB, product: Product): VariationJson[] {
  return variationsOf(db, product.id).map((v) => variationJson(db, product, v));
}

/**
 * The variation a choice selects: the first VISIBLE match in menu order, else the first match at all — the same rule
 * as @vitrine/product's `variationState`, so server and browser never disagree.
 */
export function findVariation(variations: readonly VariationJson[], chosen: Record<string, string>): VariationJson | undefined {
  const like = variations.map(asLike);
  const found =
    matchVariation(
      like.filter((v) => v.variation_is_visible),
      chosen,
    ) ?? matchVariation(like, chosen);
  return found && variations.find((v) => v.variation_id === found.variation_id);
}
