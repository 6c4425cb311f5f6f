import type { RefreshLoopRequest } from '@vitrine/contract';
import { categoryById } from './categories.ts';
import { listProducts, type Product } from './products.ts';
import { productAttributes } from './attributes.ts';
import type { DB } from '../db.ts';
import { html, raw, type Html } from '../http/html.ts';
import { productCard } from '../pages/parts/listing.ts';
import type { ShopSettings } from '../settings.ts';

/**
 * The filtered listing of `/selection/` (spec §2.3, §7.7): the server's side of the page builder's loop grid and
 * taxonomy filters. The page renders it from the address, the refresh-loop route from the posted filters; both
 * filter the real catalogue and paginate with the same links.
 */

/** The loop grid's widget id (7 characters, as the original requires) and the page it lives on. */
export const LOOP_WIDGET_ID = 'a1b2c3d';
export const SELECTION_POST_ID = 900;
export const PER_PAGE = 6;

/** taxonomy → selection, as `widget_filters.taxonomy` carries it. */
export type TaxonomyFilters = RefreshLoopRequest['widget_filters'][string];

/** The taxonomies a product of the demo has: its category, and its attributes' terms. */
function productTerms(db: DB, product: Product): Map<string, Set<string>> {
  const terms = new Map<string, Set<string>>();
  const category = categoryById(db, product.categoryId);
  terms.set('product_cat', new Set(category ? [category.slug] : []));
  for (const attribute of productAttributes(db, product.id)) terms.set(attribute.taxonomy, new Set(attribute.terms.map((t) => t.slug)));
  return terms;
}

/** AND: every term; OR (and DISABLED, a single-choice filter): any term; excluded terms: none of them. */
function matches(terms: Map<string, Set<string>>, filters: TaxonomyFilters): boolean {
  return Object.entries(filters).every(([taxonomy, filter]) => {
    const own = terms.get(taxonomy) ?? new Set<string>();
    if (filter.excludedTerms?.some((t) => own.has(t))) return false;
    if (!filter.terms.length) return true;
    return filter.logicalJoin === 'AND' ? filter.terms.every((t) => own.has(t)) : filter.terms.some((t) => own.has(t));
  });
}

export function filteredProducts(db: DB, filters: TaxonomyFilters): Product[] {
  return listProducts(db, { orderby: 'menu_order' }).filter((p) => matches(productTerms(db, p), filters));
}

/**
 * The server's own reading of `e-filter-{widget}-{taxonomy}` (Elementor Pro reads it in PHP): terms after `!` are
 * excluded, `~` joins with OR, `+` (a space once form-decoded) with AND; a value mixing both is DISABLED.
 */
export function filtersFromQuery(query: URLSearchParams, widgetId: string): TaxonomyFilters {
  const prefix = `e-filter-${widgetId}-`;
  const out: TaxonomyFilters = {};
  for (const [key, value] of query) {
    const taxonomy = key.slice(prefix.length);
    if (!key.startsWith(prefix) || !/^[a-z0-9_-]{1,32}$/i.test(taxonomy) || Object.hasOwn(out, taxonomy)) continue;
    const [included = '', ...excluded] = value.split('!');
    const decode = (t: string) => {
      try {
        return decodeURIComponent(t);
      } catch {
        return t;
      }
    };
    const hasAnd = /[+ ]/.test(included);
    const hasOr = included.includes('~');
    out[taxonomy] = {
      terms: included.split(/[+ ~]/).filter(Boolean).map(decode),
      logicalJoin: hasAnd && hasOr ? 'DISABLED' : hasOr ? 'OR' : 'AND',
      excludedTerms: excluded.filter(Boolean).map(decode),
    };
  }
  return out;
}

/** A page of the listing: its base URL (pagination_base_url) with `e-page-{widget}` set, or dropped for page 1. */
function pageLink(baseUrl: URL, widgetId: string, page: number): string {
  const url = new URL(baseUrl);
  url.searchParams.delete(`e-page-${widgetId}`);
  if (page > 1) url.searchParams.set(`e-page-${widgetId}`, String(page));
  return url.pathname + url.search;
}

/**
 * The loop grid's inner markup: the page's products as loop items (WooCommerce's product cards marked
 * `e-loop-item`, as the builder's loop items are), then numbered pagination links.
 */
export function loopMarkup(
  db: DB,
  settings: Pick<ShopSettings, 'ajax_add_to_cart'>,
  options: { filters: TaxonomyFilters; page: number; baseUrl: URL; widgetId: string },
): Html {
  const products = filteredProducts(db, options.filters);
  if (!products.length) {
    return html`<p class="e-loop-nothing-found-message woocommerce-info">Aucun produit ne correspond à cette sélection.</p>`;
  }
  const pages = Math.ceil(products.length / PER_PAGE);
  const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pages);
  const cards = products
    .slice((page - 1) * PER_PAGE, page * PER_PAGE)
    .map((p) => raw(productCard(db, p, settings).value.replace('<li class="product ', '<li class="e-loop-item product ')));
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return html`<div class="elementor-loop-container elementor-grid"><ul class="products columns-3">${cards}</ul></div>${
    pages > 1
      ? html`<nav class="elementor-pagination" aria-label="Pages de la sélection">${numbers.map((n) =>
          n === page
            ? html`<span class="page-numbers current" aria-current="page">${n}</span>`
            : html`<a class="page-numbers" href="${pageLink(options.baseUrl, options.widgetId, n)}">${n}</a>`,
        )}</nav>`
      : ''
  }`;
}
