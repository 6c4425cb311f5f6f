import * as v from 'valibot';
import { form, type Call, type FormFields } from './call.ts';
import { EXPRESS_NONCE as NONCE } from './express-parts.ts';
import { EXPRESS_PAYMENT_METHODS, PAYMENT_REQUEST_TYPES } from './express.ts';

/** The express order (spec §7.3, §5.6), the body the shop accepts for it, and the error log (§7.4). */

/** Spec §7.3, §4.7: `success` with a redirect, or anything else with WooCommerce's notices markup. */
export const CreateOrderAnswer = v.looseObject({
  result: v.string(),
  redirect: v.optional(v.string(), ''),
  /** WooCommerce's notices markup: read as text, never inserted. */
  messages: v.optional(v.string(), ''),
});
export type CreateOrderAnswer = v.InferOutput<typeof CreateOrderAnswer>;

/** The express order (spec §3.13, §5.6): `fields` come from the payload rules in packages/payments. */
export function createExpressOrder(fields: FormFields, wallet: 'payment-request' | 'google-pay'): Call<CreateOrderAnswer> {
  return {
    endpoint: wallet === 'google-pay' ? 'fkwcs_gpay_button_payment_request' : 'wc_stripe_create_order',
    via: 'wc-ajax',
    body: form(fields),
    schema: CreateOrderAnswer,
    nonce: NONCE,
  };
}

/** Spec §7.4: the response is not read (admin-ajax answers `1`, JSON or nothing). */
export const ExpressLogAnswer = v.unknown();

export interface ExpressErrorReport {
  /** The step that failed (`wc_stripe_create_order`, `confirm_payment`, …). */
  failed: string;
  /** The error as JSON text: code, type, message, decline code. */
  error: string;
}

export function logExpressError(report: ExpressErrorReport): Call<unknown> {
  return {
    endpoint: 'fkwcs_js_errors',
    via: 'admin-ajax',
    body: form({ action: 'fkwcs_js_errors', failed: report.failed, error: report.error }),
    schema: ExpressLogAnswer,
    // FunnelKit Stripe checks this log against its own action, `fkwcs_js_nonce`, not the express calls' nonce.
    nonce: { name: 'fkwcs_js', field: '_security' },
  };
}

/**
 * The express order body the shop accepts (spec §5.6, §7.3), as the demo store checks it: terms accepted, a
 * payment method from the wallet, a name on both sides, shipping phone = billing phone.
 */
const filled = v.pipe(v.string(), v.trim(), v.minLength(1));
export const ExpressOrderFields = v.pipe(
  v.looseObject({
    terms: v.literal('1'),
    payment_method: v.picklist(EXPRESS_PAYMENT_METHODS),
    payment_request_type: v.picklist(PAYMENT_REQUEST_TYPES),
    fkwcs_source: filled,
    page_from: v.picklist(['product', 'cart', 'checkout']),
    billing_first_name: filled,
    billing_last_name: filled,
    billing_email: v.pipe(v.string(), v.email()),
    billing_phone: v.string(),
    shipping_phone: v.string(),
  }),
  v.check((f) => f.shipping_phone === f.billing_phone, 'shipping_phone must copy billing_phone'),
  v.check((f) => !Object.keys(f).some(isSavedTokenField), 'a saved-token field must not be sent'),
);

/** WooCommerce's saved-card radio (`wc-fkwcs_stripe-payment-token`): never part of an express order. */
export function isSavedTokenField(name: string): boolean {
  return /^wc-.+-payment-token$/.test(name);
}

/** What is wrong with a posted express order, in words for the log; empty when it is acceptable. */
export function expressOrderProblems(fields: Record<string, string>): string[] {
  const result = v.safeParse(ExpressOrderFields, fields);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? 'order'}: ${issue.message}`);
}
