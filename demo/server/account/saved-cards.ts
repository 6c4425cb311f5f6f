import type { DB } from '../db.ts';
import { CARD_METHOD } from '../express/card-payment.ts';

/**
 * Saved cards (spec §1, §6, §9.2 enable_saved_cards), WooCommerce's WC_Payment_Tokens for the card gateway. The
 * checkout posts a token's id in `wc-fkwcs_stripe-payment-token`; the shop looks it up among the logged-in
 * customer's own tokens only, so another customer's id is no card at all.
 */

export interface SavedCard {
  id: number;
  /** The provider's payment method id the shop charges. */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

/** WooCommerce's field names for the gateway's token list and "save" checkbox. */
export const TOKEN_FIELD = `wc-${CARD_METHOD}-payment-token`;
export const SAVE_FIELD = `wc-${CARD_METHOD}-new-payment-method`;

type Row = { id: number; token: string; brand: string; last4: string; exp_month: number; exp_year: number; is_default: number };
const toCard = (r: Row): SavedCard => ({
  id: r.id,
  token: r.token,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
  isDefault: r.is_default === 1,
});

export function savedCards(db: DB, customerId: number): SavedCard[] {
  return (
    db.prepare('SELECT * FROM payment_tokens WHERE customer_id = ? AND gateway = ? ORDER BY is_default DESC, id').all(customerId, CARD_METHOD) as Row[]
  ).map(toCard);
}

/** The customer's own card with this id, or undefined (not a number, someone else's, none). */
export function savedCardOf(db: DB, customerId: number, posted: string): SavedCard | undefined {
  if (!/^\d{1,9}$/.test(posted)) return undefined;
  const row = db.prepare('SELECT * FROM payment_tokens WHERE id = ? AND customer_id = ? AND gateway = ?').get(Number(posted), customerId, CARD_METHOD) as
    | Row
    | undefined;
  return row && toCard(row);
}

/** Stores a card once per customer (the same payment method saved again is the same card). */
export function saveCard(db: DB, customerId: number, card: Omit<SavedCard, 'id' | 'isDefault'>, isDefault = false): void {
  const known = db.prepare('SELECT 1 FROM payment_tokens WHERE customer_id = ? AND gateway = ? AND token = ?').get(customerId, CARD_METHOD, card.token);
  if (known) return;
  db.prepare('INSERT INTO payment_tokens (customer_id, gateway, token, brand, last4, exp_month, exp_year, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    customerId,
    CARD_METHOD,
    card.token,
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    isDefault ? 1 : 0,
  );
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** « Visa se terminant par 4242 (expire le 12/30) », WooCommerce's wording for a saved card, in French. */
export function cardLabel(card: SavedCard): string {
  const brand = BRANDS[card.brand] ?? card.brand;
  return `${brand} se terminant par ${card.last4} (expire le ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')})`;
}
