import type { DB } from '../db.ts';

/** Reading the session's cart lines, in the order they were added. */

export interface CartLine {
  key: string;
  productId: number;
  variationId: number;
  /** `attribute_pa_taille` → term slug, every attribute filled (no "any" left in a cart). */
  attributes: Record<string, string>;
  quantity: number;
}

export function cartLines(db: DB, sessionId: string): CartLine[] {
  const rows = db
    .prepare('SELECT cart_key, product_id, variation_id, attributes, quantity FROM cart_items WHERE session_id = ? ORDER BY seq')
    .all(sessionId) as Array<{
    cart_key: string;
    product_id: number;
    variation_id: number;
    attributes: string;
    quantity: number;
  }>;
  return rows.map((r) => ({
    key: r.cart_key,
    productId: r.product_id,
    variationId: r.variation_id,
    attributes: JSON.parse(r.attributes) as Record<string, string>,
    quantity: r.quantity,
  }));
}

export const cartLine = (db: DB, sessionId: string, key: string): CartLine | undefined => cartLines(db, sessionId).find((l) => l.key === key);
