import * as v from 'valibot';
import { form, type Call } from './call.ts';

/**
 * Site calls: the coming-soon banner's dismissal (spec §7.2) and the quote form's post (spec §2.13, §3.6, §5.4).
 */

/** WordPress answers the current user for `users/me`; the banner prints its own `users/{id}` URL. */
export const COMING_SOON_DISMISS_ROUTE = 'wp/v2/users/me';

export const ComingSoonDismissBody = v.object({
  woocommerce_meta: v.object({ coming_soon_banner_dismissed: v.literal('yes') }),
});

/**
 * `POST {rest}{route}` with `X-WP-Nonce`, form-encoded `woocommerce_meta[coming_soon_banner_dismissed]=yes`, as
 * spec §7.2 and WooCommerce's own banner script send it. The answer is not read (the banner hides whatever it
 * says), so any JSON passes.
 */
export function dismissComingSoonBanner(route: string = COMING_SOON_DISMISS_ROUTE): Call<unknown> {
  const body: v.InferInput<typeof ComingSoonDismissBody> = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
  return {
    endpoint: route,
    via: 'rest',
    body: form(body),
    schema: v.unknown(),
    nonce: { name: 'wp_rest', header: 'X-WP-Nonce' },
  };
}

/** The quote form's fields shown only to some client types, and those types (the choice's options 1 and 2). */
export const QUOTE_DETAIL_FIELDS = ['product_number', 'budget'] as const;
export const QUOTE_DETAIL_CLIENT_TYPES: readonly string[] = ['1', '2'];

export function quoteDetailsShown(clientType: string): boolean {
  return QUOTE_DETAIL_CLIENT_TYPES.includes(clientType.trim());
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const required = (max: number) => v.pipe(text(max), v.nonEmpty());

/**
 * The quote form as the server accepts it (a plain form post). The detail fields are required for client types
 * 1 and 2 and dropped for the others, exactly as the form hides them: a hidden field is neither sent nor required.
 */
export const QuoteRequest = v.pipe(
  v.object({
    client_type: v.picklist(['1', '2', '3']),
    product_number: v.optional(text(100), ''),
    budget: v.optional(text(100), ''),
    name: required(200),
    email: v.pipe(required(200), v.email()),
    message: v.optional(text(5000), ''),
  }),
  v.check(
    (q) => !quoteDetailsShown(q.client_type) || (q.product_number !== '' && q.budget !== ''),
    'product_number and budget are required for this client type',
  ),
  v.transform((q) => (quoteDetailsShown(q.client_type) ? q : { ...q, product_number: '', budget: '' })),
);
export type QuoteRequest = v.InferOutput<typeof QuoteRequest>;
