import * as v from 'valibot';
import { noBody, type Call } from './call.ts';

/**
 * WooCommerce's Store API product list, `GET {rest}wc/store/v1/products` (Routes/V1/Products.php), as the search
 * widget reads it: only the ProductSchema fields a suggestion shows are checked, the rest passes through unread.
 * Prices are strings in the currency's minor units (`"4500"` with `currency_minor_unit: 2` is 45.00); names are
 * HTML text (`&amp;`, `&#039;`), to be decoded as text, never put in the page as markup.
 */

export const STORE_PRODUCTS_ROUTE = 'wc/store/v1/products';

/** The Store API's own bounds for `per_page`. */
export const STORE_PER_PAGE_MAX = 100;

const Amount = v.union([v.pipe(v.string(), v.regex(/^-?\d*$/)), v.number()]);

export const StoreProductImage = v.object({
  src: v.string(),
  thumbnail: v.optional(v.string(), ''),
  alt: v.optional(v.string(), ''),
});

export const StoreProduct = v.object({
  id: v.number(),
  name: v.string(),
  permalink: v.string(),
  on_sale: v.optional(v.boolean(), false),
  is_in_stock: v.optional(v.boolean(), true),
  prices: v.object({
    price: Amount,
    regular_price: v.optional(Amount, ''),
    price_range: v.optional(v.nullable(v.object({ min_amount: Amount, max_amount: Amount })), null),
    currency_code: v.optional(v.string(), ''),
    currency_minor_unit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 2),
  }),
  images: v.optional(v.array(StoreProductImage), []),
});
export type StoreProduct = v.InferOutput<typeof StoreProduct>;

export const StoreProductList = v.array(StoreProduct);

/** Products whose name (or SKU) matches `search`, at most `perPage` of them (the Store API allows 1 to 100). */
export function searchStoreProducts(search: string, perPage: number): Call<StoreProduct[]> {
  const per = Math.min(STORE_PER_PAGE_MAX, Math.max(1, Math.floor(perPage)));
  return {
    endpoint: STORE_PRODUCTS_ROUTE,
    via: 'rest',
    body: noBody,
    query: { search, per_page: String(per) },
    schema: StoreProductList,
  };
}
