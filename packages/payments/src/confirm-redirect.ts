import { sameOriginUrl } from '@vitrine/core';
import type { IntentKind } from './gateway.ts';

/**
 * The `redirect` of a successful express order (spec §4.7):
 * `#fkwcs-confirm-{pi|si}-{client secret}:{url-encoded return URL}:{order id}:{gateway}:{token used}`
 * means "confirm this intent, then go to the return URL"; anything else is a plain place to go.
 *
 * Whatever the server (or something pretending to be it) sends, the shopper only ever goes to an http(s) URL of
 * this site: a hostile value is refused, and parsing never throws.
 */
export type OrderRedirect =
  | { kind: 'confirm'; intent: IntentKind; secret: string; returnUrl: string }
  | { kind: 'go'; url: string }
  | { kind: 'refused'; reason: string };

/** Stripe's client secrets: `pi_…_secret_…` / `seti_…_secret_…`, letters, digits and underscores. */
const CONFIRM = /^#?fkwcs-confirm-(pi|si)-([A-Za-z0-9_]+):([^:]*)(?::.*)?$/s;

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function parseOrderRedirect(redirect: string, base: string): OrderRedirect {
  const value = typeof redirect === 'string' ? redirect.trim() : '';
  const match = CONFIRM.exec(value);
  if (match) {
    const [, intent, secret, encoded] = match as unknown as [string, IntentKind, string, string];
    const decoded = decode(encoded);
    const returnUrl = decoded ? sameOriginUrl(decoded, base) : null;
    if (!returnUrl) return { kind: 'refused', reason: 'return URL is not an http(s) URL of this site' };
    return { kind: 'confirm', intent, secret, returnUrl };
  }
  if (/^#?fkwcs-confirm-/.test(value)) return { kind: 'refused', reason: 'malformed confirmation redirect' };
  if (!value) return { kind: 'refused', reason: 'empty redirect' };
  const url = sameOriginUrl(value, base);
  return url ? { kind: 'go', url } : { kind: 'refused', reason: 'redirect is not an http(s) URL of this site' };
}
