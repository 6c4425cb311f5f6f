import type { DB } from '../db.ts';
import { listProducts, type Product } from './products.ts';

/**
 * Product search as WooCommerce's stores answer it on MySQL: the shop's tables use a case- and accent-insensitive
 * collation (utf8mb4_unicode_ci), so « echarpe » finds « Écharpe Engadine ». WordPress splits the search into words
 * and every word must match; here a word matches the product's name or its SKU (WooCommerce's product search looks
 * up SKUs too). Results keep the shop's own order.
 */

/** What the collation compares: lower case, accents dropped. */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The search's words, as WordPress splits `s` (on spaces); empty when there is nothing to look for. */
export const searchWords = (search: string): string[] => foldForSearch(search).split(/\s+/).filter(Boolean);

export function productMatches(product: Pick<Product, 'name' | 'sku'>, words: readonly string[]): boolean {
  const name = foldForSearch(product.name);
  const sku = foldForSearch(product.sku);
  return words.every((word) => name.includes(word) || sku.includes(word));
}

/** Every product the search finds (all of them for an empty search, as WordPress answers `s=`). */
export function searchProducts(db: DB, search: string): Product[] {
  const words = searchWords(search);
  return listProducts(db).filter((product) => productMatches(product, words));
}
