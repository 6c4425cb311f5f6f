import { priceRange, type Product } from '../../catalog/products.ts';
import type { DB } from '../../db.ts';
import { html, type Html } from '../../http/html.ts';
import { formatChf } from '../../money.ts';

/** WooCommerce's amount markup. */
export const amount = (x: number): Html => html`<span class="woocommerce-Price-amount amount"><bdi>${formatChf(x)}</bdi></span>`;

/** A product's price as listings and the product summary show it: one amount, or "min – max" for variable ones. */
export function productPrice(db: DB, product: Product): Html {
  const range = priceRange(db, product);
  if (!range) return html``;
  if (range.min === range.max) return amount(range.min);
  return html`${amount(range.min)} – ${amount(range.max)}`;
}
