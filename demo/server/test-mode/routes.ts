import type { Context, Hono } from 'hono';
import { cartSnapshot } from '../cart/snapshot.ts';
import { browserErrors } from '../express/state.ts';
import { createCustomer, logIn } from '../account/customers.ts';
import { savedCards } from '../account/saved-cards.ts';
import { createOrder } from '../cart/orders.ts';
import { CARD_METHOD } from '../express/card-payment.ts';
import { expireNonces } from '../session/nonces.ts';
import { requestTimeoutMs, YES_NO_SETTINGS } from '../settings.ts';
import type { AppEnv, ExpressOverrides } from '../store.ts';
import { addFault, pendingFaults } from './faults.ts';
import { parseRenames, renameCount } from './names.ts';
import { FAULT_KINDS, type FaultKind, type TestModeState } from './state.ts';

/** Every `/__test/*` route (demo/README.md « Test mode API »), on the caller's session. */

const isNonNegativeNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await c.req.json();
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A setting override as stored (a string), or undefined when the name or value is not one test mode takes. */
function settingValue(name: string, value: unknown): string | undefined {
  if ((YES_NO_SETTINGS as readonly string[]).includes(name) && (value === 'yes' || value === 'no')) return value;
  if (name === 'site_utc_offset' && typeof value === 'number' && Number.isFinite(value)) return String(value);
  // A shorter page timeout for this session, so a sweep of `slow` faults does not wait 6–8 s each.
  if (name === 'request_timeout_ms' && typeof value === 'number' && Number.isInteger(value) && value >= 500 && value <= 60_000) return String(value);
  return undefined;
}

export function registerTestRoutes(app: Hono<AppEnv>, state: TestModeState): void {
  const session = (c: Context<AppEnv>) => state.session(c.get('sessionId'));

  app.post('/__test/fault', async (c) => {
    const body = await jsonBody(c);
    const endpoint = body?.endpoint;
    const kind = body?.kind;
    const count = body?.count ?? 1;
    const delayMs = body?.delayMs;
    if (typeof endpoint !== 'string' || !/^(\*|[a-z0-9_-]{1,64}|store-api:[a-z-]{1,32})$/i.test(endpoint))
      return c.json({ error: 'endpoint must be a wc-ajax name, a store-api:<route> or "*"' }, 400);
    if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind))
      return c.json({ error: `kind must be one of ${FAULT_KINDS.join(', ')}` }, 400);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
      return c.json({ error: 'count must be an integer from 1 to 1000' }, 400);
    if (delayMs !== undefined && !isNonNegativeNumber(delayMs)) return c.json({ error: 'delayMs must be ≥ 0' }, 400);
    // `slow` waits past the page's timeout by default, so the browser gives up first.
    const wait = delayMs ?? requestTimeoutMs(c.get('store'), c.get('sessionId')) + 2000;
    addFault(session(c), endpoint, kind as FaultKind, count, wait);
    return c.json({ ok: true, pending: pendingFaults(session(c)) });
  });

  app.post('/__test/latency', async (c) => {
    const body = await jsonBody(c);
    const minMs = body?.minMs ?? 0;
    const maxMs = body?.maxMs ?? minMs;
    if (!isNonNegativeNumber(minMs) || !isNonNegativeNumber(maxMs) || maxMs < minMs)
      return c.json({ error: 'minMs and maxMs must be numbers with 0 ≤ minMs ≤ maxMs' }, 400);
    session(c).latency = maxMs > 0 ? { minMs, maxMs } : null;
    return c.json({ ok: true, minMs, maxMs });
  });

  /** Clears faults and latency; `all` also clears the log and setting overrides. */
  app.post('/__test/reset', async (c) => {
    const body = await jsonBody(c);
    const s = session(c);
    s.faults.clear();
    s.latency = null;
    if (body?.all === true || c.req.query('all') === '1') {
      s.log = [];
      s.settings = {};
    }
    return c.json({ ok: true });
  });

  app.post('/__test/settings', async (c) => {
    const body = await jsonBody(c);
    if (!body) return c.json({ error: 'JSON object expected' }, 400);
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const stored = settingValue(name, value);
      if (stored === undefined) return c.json({ error: `unknown setting or bad value: ${name}` }, 400);
      out[name] = stored;
    }
    const s = session(c);
    Object.assign(s.settings, out);
    return c.json({ ok: true, settings: s.settings });
  });

  /** Makes the session's nonces stale, as a page left open past their lifetime would be. */
  app.post('/__test/expire-nonces', (c) => {
    expireNonces(c.get('store').db, c.get('sessionId'));
    return c.json({ ok: true });
  });

  app.get('/__test/cart', (c) => c.json(cartSnapshot(c.get('store').db, c.get('sessionId'))));

  app.get('/__test/log', (c) => c.json(session(c).log));

  /** The session's orders, newest first, with every extra posted field (the order attribution inputs, spec §3.8). */
  app.get('/__test/orders', (c) => {
    const rows = c.get('store').db.prepare('SELECT id, meta FROM orders WHERE session_id = ? ORDER BY id DESC').all(c.get('sessionId')) as Array<{
      id: number;
      meta: string;
    }>;
    return c.json(rows.map((r) => ({ id: r.id, meta: JSON.parse(r.meta) as Record<string, string> })));
  });

  /** Stored quote requests for one e-mail address, newest first (the quote form keeps no session). */
  app.get('/__test/quote-requests', (c) =>
    c.json(
      c
        .get('store')
        .db.prepare('SELECT client_type, product_number, budget, name, email, message FROM quote_requests WHERE email = ? ORDER BY id DESC')
        .all(c.req.query('email') ?? ''),
    ),
  );

  /** Replaces the session's names (an empty body restores the catalogue's). */
  app.post('/__test/names', async (c) => {
    const renames = parseRenames(await jsonBody(c));
    if (renames === undefined) return c.json({ error: 'expected {products?: {id: name}, terms?: {"pa_x:slug": name}, categories?: {id: name}}' }, 400);
    session(c).names = renames;
    return c.json({ ok: true, renamed: renameCount(renames) });
  });

  app.get('/__test/names', (c) => {
    const names = state.peek(c.get('sessionId'))?.names;
    return c.json({
      products: Object.fromEntries(names?.products ?? []),
      terms: Object.fromEntries(names?.terms ?? []),
      categories: Object.fromEntries(names?.categories ?? []),
    });
  });

  /** The express section's switches for this session: the demo wallet off, Google Pay on, live mode, a merchant id. */
  app.post('/__test/express', async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const values: ExpressOverrides = {};
    if (typeof body.demo_wallet === 'boolean') values.demo_wallet = body.demo_wallet;
    if (typeof body.google_pay === 'boolean') values.google_pay = body.google_pay;
    if (body.mode === 'test' || body.mode === 'live') values.mode = body.mode;
    if (typeof body.merchant_id === 'string') values.merchant_id = body.merchant_id;
    const s = session(c);
    s.express = { ...s.express, ...values };
    return c.json({ ok: true, express: s.express });
  });

  /**
   * Logs the session in as a new customer of its own (so journeys never share saved cards) with the demo's two
   * cards; answers the customer id and the cards' token ids.
   */
  app.post('/__test/login', (c) => {
    const { db } = c.get('store');
    const email = `client-${crypto.randomUUID()}@example.ch`;
    const customerId = createCustomer(db, { email, password: crypto.randomUUID(), displayName: 'Claire Morel' });
    logIn(c, customerId);
    return c.json({ customerId, email, cards: savedCards(db, customerId).map((card) => ({ id: card.id, last4: card.last4 })) });
  });

  /**
   * Turns the session's cart into an order awaiting payment (`pending`, for the order-pay page) or a paid card order
   * (`processing`, for the change-payment-method page); answers its id and key.
   */
  app.post('/__test/order', async (c) => {
    const status = (await jsonBody(c))?.status;
    if (status !== 'pending' && status !== 'processing') return c.json({ error: 'expected {status: "pending" | "processing"}' }, 400);
    const paymentMethod = status === 'processing' ? CARD_METHOD : '';
    const meta: Record<string, string> = status === 'processing' ? { fkwcs_source: 'pm_card_visa' } : {};
    const order = createOrder(
      c.get('store').db,
      c.get('sessionId'),
      { billing: { billing_email: 'claire@example.ch' }, paymentMethod, meta },
      { status, shipping: -1, keepCart: false },
    );
    return order ? c.json(order) : c.json({ error: 'the cart is empty' }, 400);
  });

  /** What the express script reported to the error log (spec §7.4). */
  app.get('/__test/express/errors', (c) => c.json(browserErrors(c.get('store').db, c.get('sessionId'))));
}
