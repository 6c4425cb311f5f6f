import { randomHex } from '../runtime/crypto.ts';
import type { DB } from '../db.ts';
import { testCard, type ProviderError } from './card-payment.ts';

/**
 * The demo provider's payment intents (`pi`) and setup intents (`si`), Stripe's model in miniature: the shop creates
 * one for an order's amount (or for a card to keep), it is confirmed with a payment method (by the shop, or by the
 * browser with the client secret), a card whose bank wants the shopper stops at `requires_action` until the shopper
 * answers the challenge, and only `succeeded` means the money (or the card) is there. The shop asks this module, as a
 * real gateway asks Stripe, before it marks anything paid; a visit to a return address proves nothing.
 */

export type IntentKind = 'pi' | 'si';
export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';

export interface Intent {
  id: string;
  kind: IntentKind;
  clientSecret: string;
  paymentMethod: string;
  /** Minor units; 0 for a setup. */
  amount: number;
  status: IntentStatus;
  lastError: ProviderError | null;
}

export type Confirmed = { intent: Intent; error?: ProviderError };

const prepared = new WeakSet<DB>();

function ensureTable(db: DB): void {
  if (prepared.has(db)) return;
  db.exec(`
CREATE TABLE IF NOT EXISTS card_intents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  client_secret TEXT NOT NULL UNIQUE,
  payment_method TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL
);`);
  prepared.add(db);
}

type Row = { id: string; kind: IntentKind; client_secret: string; payment_method: string; amount: number; status: IntentStatus; last_error: string | null };
const toIntent = (r: Row): Intent => ({
  id: r.id,
  kind: r.kind,
  clientSecret: r.client_secret,
  paymentMethod: r.payment_method,
  amount: r.amount,
  status: r.status,
  lastError: r.last_error ? (JSON.parse(r.last_error) as ProviderError) : null,
});

export function intentById(db: DB, id: string): Intent | undefined {
  ensureTable(db);
  const row = db.prepare('SELECT * FROM card_intents WHERE id = ?').get(id) as Row | undefined;
  return row && toIntent(row);
}

/** The client secret is what the browser holds, as with Stripe: it names one intent and opens nothing else. */
export function intentBySecret(db: DB, secret: string): Intent | undefined {
  ensureTable(db);
  if (!/^(pi|seti)_demo_[0-9a-f]{16}_secret_[0-9a-f]{16}$/.test(secret)) return undefined;
  const row = db.prepare('SELECT * FROM card_intents WHERE client_secret = ?').get(secret) as Row | undefined;
  return row && toIntent(row);
}

function save(db: DB, intent: Intent): Intent {
  db.prepare('UPDATE card_intents SET payment_method = ?, status = ?, last_error = ? WHERE id = ?').run(
    intent.paymentMethod,
    intent.status,
    intent.lastError ? JSON.stringify(intent.lastError) : null,
    intent.id,
  );
  return intent;
}

export function createIntent(db: DB, kind: IntentKind, input: { amount: number; paymentMethod: string }): Intent {
  ensureTable(db);
  const id = `${kind === 'pi' ? 'pi' : 'seti'}_demo_${randomHex(8)}`;
  const intent: Intent = {
    id,
    kind,
    clientSecret: `${id}_secret_${randomHex(8)}`,
    paymentMethod: input.paymentMethod,
    amount: kind === 'pi' ? input.amount : 0,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    lastError: null,
  };
  db.prepare('INSERT INTO card_intents (id, kind, client_secret, payment_method, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    intent.id,
    intent.kind,
    intent.clientSecret,
    intent.paymentMethod,
    intent.amount,
    intent.status,
    new Date().toISOString(),
  );
  return intent;
}

const prefix = (kind: IntentKind) => (kind === 'pi' ? 'payment_intent' : 'setup_intent');

function unexpectedState(intent: Intent): Confirmed {
  return {
    intent,
    error: {
      type: 'invalid_request_error',
      code: `${prefix(intent.kind)}_unexpected_state`,
      message: `This ${prefix(intent.kind).replace('_', ' ')}'s status is ${intent.status}.`,
    },
  };
}

function failed(db: DB, intent: Intent, error: ProviderError): Confirmed {
  return { intent: save(db, { ...intent, status: 'requires_payment_method', lastError: error }), error };
}

/**
 * Confirms with the given payment method, or the one the intent holds: it pays, stops at `requires_action` for a
 * card whose bank wants the shopper (confirming again leaves it there: the challenge is still to be answered), or is
 * declined. A paid or cancelled intent cannot be confirmed again: nothing is ever charged twice.
 */
export function confirmIntent(db: DB, intent: Intent, paymentMethod?: string): Confirmed {
  if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
  const method = paymentMethod || intent.paymentMethod;
  const card = testCard(method);
  if (!card) return failed(db, intent, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${method}'` });
  const withMethod = { ...intent, paymentMethod: method, lastError: null };
  if (card.outcome === 'declined') return failed(db, withMethod, card.error);
  return { intent: save(db, { ...withMethod, status: card.outcome === 'pays' ? 'succeeded' : 'requires_action' }) };
}

/**
 * The shopper's answer to the bank's challenge (the page the provider shows, Stripe's 3-D Secure frame): `complete`
 * pays (unless the card is declined after it), `fail` refuses. Closing the challenge is a refusal too: Stripe answers
 * both the same way.
 */
export function authenticateIntent(db: DB, intent: Intent, outcome: 'complete' | 'fail'): Confirmed {
  if (intent.status !== 'requires_action') return unexpectedState(intent);
  if (outcome === 'fail') {
    return failed(db, intent, {
      type: 'invalid_request_error',
      code: `${prefix(intent.kind)}_authentication_failure`,
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  }
  const after = testCard(intent.paymentMethod);
  if (after?.outcome === 'challenge' && after.afterChallenge) return failed(db, intent, after.afterChallenge);
  return { intent: save(db, { ...intent, status: 'succeeded' }) };
}

/** An intent the shop no longer wants (a new card replaced it): it can never be confirmed or paid afterwards. */
export function cancelIntent(db: DB, intent: Intent): Intent {
  if (intent.status === 'succeeded' || intent.status === 'canceled') return intent;
  return save(db, { ...intent, status: 'canceled' });
}

/** The intent as Stripe.js hands it to the page: what the browser may see (never another intent, never the shop's data). */
export function publicIntent(intent: Intent) {
  const object = prefix(intent.kind);
  return {
    id: intent.id,
    object,
    status: intent.status,
    client_secret: intent.clientSecret,
    payment_method: intent.paymentMethod || null,
    ...(intent.kind === 'pi' ? { amount: intent.amount, currency: 'chf' } : {}),
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    [intent.kind === 'pi' ? 'last_payment_error' : 'last_setup_error']: intent.lastError,
  };
}

/** Stripe.js's result: `{paymentIntent}` / `{setupIntent}`, or `{error}` carrying the intent as it now stands. */
export function stripeResult({ intent, error }: Confirmed) {
  const shown = publicIntent(intent);
  if (error) return { error: { ...error, [prefix(intent.kind)]: shown } };
  return intent.kind === 'pi' ? { paymentIntent: shown } : { setupIntent: shown };
}
