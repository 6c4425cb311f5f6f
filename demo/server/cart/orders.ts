import { clearCart } from './cart.ts';
import { lineAttributeNames } from './snapshot.ts';
import { cartTotals, shippingFor } from './totals.ts';
import type { DB } from '../db.ts';
import { round2 } from '../money.ts';
import { randomHex } from '../runtime/crypto.ts';

export interface Order {
  id: number;
  orderKey: string;
  status: string;
  createdAt: string;
  paymentMethod: string;
  billing: Record<string, string>;
  meta: Record<string, string>;
  coupons: string[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  items: Array<{ name: string; quantity: number; lineTotal: number; attributes: Record<string, string> }>;
}

/**
 * Turns the session's cart into an order (status on-hold, as for invoice payment) and empties the cart. `meta` keeps
 * every other posted field, such as the order attribution inputs (spec §3.8), so tests can read them back.
 */
export function createOrder(
  db: DB,
  sessionId: string,
  input: { billing: Record<string, string>; paymentMethod: string; meta: Record<string, string> },
  /** Express orders (routes/express.ts): awaiting the card's confirmation, shipping as chosen in the wallet, cart kept. */
  payment: { status: string; shipping: number; keepCart: boolean } = { status: 'on-hold', shipping: -1, keepCart: false },
): { id: number; orderKey: string } | undefined {
  const totals = cartTotals(db, sessionId);
  if (!totals.lines.length) return undefined;
  const shipping = payment.shipping >= 0 ? payment.shipping : shippingFor(db, totals);
  const orderKey = `wc_order_${randomHex(8)}`;
  const write = db.transaction(() => {
    const info = db
      .prepare(
        `INSERT INTO orders (order_key, session_id, status, created_at, payment_method, billing, meta, coupons, subtotal, discount, shipping, total)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        orderKey,
        sessionId,
        payment.status,
        new Date().toISOString(),
        input.paymentMethod,
        JSON.stringify(input.billing),
        JSON.stringify(input.meta),
        JSON.stringify(totals.coupons.map((c) => c.code)),
        totals.subtotal,
        totals.discount,
        shipping,
        round2(totals.total + shipping),
      );
    const orderId = Number(info.lastInsertRowid);
    const insItem = db.prepare(
      'INSERT INTO order_items (order_id, product_id, variation_id, name, attributes, quantity, line_total) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const l of totals.lines) {
      insItem.run(orderId, l.productId, l.variationId, l.product.name, JSON.stringify(lineAttributeNames(db, l.attributes)), l.quantity, l.lineTotal);
    }
    if (!payment.keepCart) clearCart(db, sessionId);
    return orderId;
  });
  return { id: write(), orderKey };
}

/** The order's thank-you page, the return address of every payment (spec §2.2). */
export function orderReceivedUrl(id: number, orderKey: string): string {
  return `/checkout/order-received/${id}/?key=${encodeURIComponent(orderKey)}`;
}

/** Adds (or replaces) fields of the order's meta. */
export function updateOrderMeta(db: DB, id: number, patch: Record<string, string>): void {
  const row = db.prepare('SELECT meta FROM orders WHERE id = ?').get(id) as { meta: string } | undefined;
  if (!row) return;
  db.prepare('UPDATE orders SET meta = ? WHERE id = ?').run(JSON.stringify({ ...(JSON.parse(row.meta) as Record<string, string>), ...patch }), id);
}

export function orderByKey(db: DB, id: number, orderKey: string): Order | undefined {
  const r = db.prepare('SELECT * FROM orders WHERE id = ? AND order_key = ?').get(id, orderKey) as
    | {
        id: number;
        order_key: string;
        status: string;
        created_at: string;
        payment_method: string;
        billing: string;
        meta: string;
        coupons: string;
        subtotal: number;
        discount: number;
        shipping: number;
        total: number;
      }
    | undefined;
  if (!r) return undefined;
  const items = db.prepare('SELECT name, quantity, line_total, attributes FROM order_items WHERE order_id = ? ORDER BY id').all(r.id) as Array<{
    name: string;
    quantity: number;
    line_total: number;
    attributes: string;
  }>;
  return {
    id: r.id,
    orderKey: r.order_key,
    status: r.status,
    createdAt: r.created_at,
    paymentMethod: r.payment_method,
    billing: JSON.parse(r.billing) as Record<string, string>,
    meta: JSON.parse(r.meta) as Record<string, string>,
    coupons: JSON.parse(r.coupons) as string[],
    subtotal: r.subtotal,
    discount: r.discount,
    shipping: r.shipping,
    total: r.total,
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      lineTotal: i.line_total,
      attributes: JSON.parse(i.attributes) as Record<string, string>,
    })),
  };
}
