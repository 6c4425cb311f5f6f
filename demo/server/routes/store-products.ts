import { STORE_PRODUCTS_ROUTE } from '@vitrine/contract';
import type { Context } from 'hono';
import { imageUrl, productImages } from '../catalog/images.ts';
import { permalink, priceRange, type Product } from '../catalog/products.ts';
import { searchProducts } from '../catalog/search.ts';
import type { DB } from '../db.ts';
import type { Router } from '../http/router.ts';
import type { AppEnv } from '../store.ts';

/**
 * WooCommerce's Store API product list, `GET /wp-json/wc/store/v1/products` (Routes/V1/Products.php), for what the
 * search widget asks: `search`, `per_page` (1–100, default 10) and `page` (from 1), answered in ProductSchema's
 * shape with WordPress's pagination headers. Bad parameters get WordPress's own 400 `rest_invalid_param`.
 */

const PER_PAGE_DEFAULT = 10;
const PER_PAGE_MAX = 100;
/** The shop's currency as the Store API describes it (prices are strings in minor units). */
const CURRENCY = {
  currency_code: 'CHF',
  currency_symbol: 'CHF',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: '’',
  currency_prefix: '',
  currency_suffix: ' CHF',
};

/** WordPress stores and answers titles as HTML text (`&amp;`, `&#039;`): clients decode them, never inject them. */
const htmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

const minor = (amount: number): string => String(Math.round(amount * 100));

interface ParamIssue {
  code: 'rest_invalid_type' | 'rest_out_of_bounds';
  message: string;
}

/** WordPress's integer check (rest_validate_value_from_schema): a whole number, then its bounds. */
function integerIssue(name: string, raw: string, min: number, max?: number): ParamIssue | null {
  if (!/^-?\d+$/.test(raw.trim())) return { code: 'rest_invalid_type', message: `${name} n’est pas de type integer.` };
  const n = Number(raw);
  if (max !== undefined && (n < min || n > max)) {
    return { code: 'rest_out_of_bounds', message: `${name} doit être compris entre ${min} (inclus) et ${max} (inclus)` };
  }
  if (n < min) return { code: 'rest_out_of_bounds', message: `${name} doit être supérieur ou égal à ${min}` };
  return null;
}

function invalidParams(c: Context<AppEnv>, issues: Record<string, ParamIssue>): Response {
  const names = Object.keys(issues);
  return c.json(
    {
      code: 'rest_invalid_param',
      message: `Paramètre(s) non valide(s) : ${names.join(', ')}`,
      data: {
        status: 400,
        params: Object.fromEntries(names.map((name) => [name, issues[name]?.message])),
        details: Object.fromEntries(names.map((name) => [name, { ...issues[name], data: null }])),
      },
    },
    400,
  );
}

/** One product as ProductSchema answers it (the fields a listing or a suggestion reads). */
export function storeApiProduct(db: DB, product: Product, origin: string) {
  const range = priceRange(db, product);
  const price = range ? minor(range.min) : '';
  const images = productImages(db, product.id).map((img) => {
    const src = new URL(imageUrl(img), origin).href;
    return { id: img.id, src, thumbnail: src, srcset: '', sizes: '', name: img.slug, alt: img.alt };
  });
  return {
    id: product.id,
    name: htmlText(product.name),
    slug: product.slug,
    parent: 0,
    type: product.type,
    variation: '',
    permalink: new URL(permalink(product), origin).href,
    sku: product.sku,
    short_description: product.shortDescription ? `<p>${htmlText(product.shortDescription)}</p>` : '',
    description: product.description ? `<p>${htmlText(product.description)}</p>` : '',
    on_sale: false,
    prices: {
      price,
      regular_price: price,
      sale_price: price,
      price_range: range && range.min !== range.max ? { min_amount: minor(range.min), max_amount: minor(range.max) } : null,
      ...CURRENCY,
    },
    images,
    has_options: product.type === 'variable',
    is_purchasable: range !== null,
    is_in_stock: product.inStock,
    is_on_backorder: false,
    low_stock_remaining: null,
    sold_individually: product.soldIndividually,
    add_to_cart: {
      text: product.type === 'variable' ? 'Choisir les options' : 'Ajouter au panier',
      description: `Ajouter au panier : « ${htmlText(product.name)} »`,
      url: product.type === 'variable' ? new URL(permalink(product), origin).href : `?add-to-cart=${product.id}`,
      minimum: product.minQty,
      maximum: product.maxQty ?? 9999,
      multiple_of: product.step,
    },
    extensions: {},
  };
}

async function listStoreProducts(c: Context<AppEnv>): Promise<Response> {
  const store = c.get('store');
  const query = c.req.queries();
  const one = (name: string): string | undefined => query[name]?.[0];
  const fields = { search: one('search') ?? '', per_page: one('per_page') ?? '', page: one('page') ?? '' };
  // In test mode the call is logged, delayed and faulted as the endpoint `store-products`.
  const injected = await store.hooks.beforeCall?.(c, 'store-products', { fields, entries: [] });
  if (injected) return injected;

  const issues: Record<string, ParamIssue> = {};
  // `search[]=…` arrives as several values or a bracketed name: WordPress wants one string.
  if ((query.search?.length ?? 0) > 1 || query['search[]']) issues.search = { code: 'rest_invalid_type', message: 'search n’est pas de type string.' };
  const perPageRaw = one('per_page');
  const pageRaw = one('page');
  const perPageIssue = perPageRaw === undefined ? null : integerIssue('per_page', perPageRaw, 1, PER_PAGE_MAX);
  const pageIssue = pageRaw === undefined ? null : integerIssue('page', pageRaw, 1);
  if (perPageIssue) issues.per_page = perPageIssue;
  if (pageIssue) issues.page = pageIssue;
  if (Object.keys(issues).length) return invalidParams(c, issues);

  const perPage = perPageRaw === undefined ? PER_PAGE_DEFAULT : Number(perPageRaw);
  const page = pageRaw === undefined ? 1 : Number(pageRaw);
  const found = searchProducts(store.db, one('search') ?? '');
  const totalPages = Math.ceil(found.length / perPage);
  const shown = found.slice((page - 1) * perPage, page * perPage);
  const origin = new URL(c.req.url).origin;

  c.header('X-WP-Total', String(found.length));
  c.header('X-WP-TotalPages', String(totalPages));
  const link = (n: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(n));
    return url.href;
  };
  const links = [page > 1 && page <= totalPages + 1 ? `<${link(page - 1)}>; rel="prev"` : '', page < totalPages ? `<${link(page + 1)}>; rel="next"` : ''];
  if (links.some(Boolean)) c.header('Link', links.filter(Boolean).join(', '));
  // Product data is public, but a search answer must not outlive a price change in a shared cache.
  c.header('Cache-Control', 'no-store');
  return c.json(shown.map((product) => storeApiProduct(store.db, product, origin)));
}

export function register({ app }: Router): void {
  app.get(`/wp-json/${STORE_PRODUCTS_ROUTE}`, listStoreProducts);
}
