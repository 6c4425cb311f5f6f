import type { MiddlewareHandler } from 'hono';
import { inlineLoader } from '../pages/parts/vitrine-head.ts';
import type { AppEnv } from '../store.ts';

/**
 * The Content-Security-Policy of every page the demo store renders (docs/security.md): no inline script but the
 * loader, allowed by its SHA-256 hash (a rebuild changes both), no inline event handler, no `javascript:` URL, no eval; scripts only from the store itself and from the payment
 * providers' hosts (Stripe.js, Google Pay's pay.js), which Vitrine adds only when a wallet button nears the viewport;
 * and Trusted Types required, with one policy allowed: `vitrine` (packages/core/src/html-sink.ts), the one place
 * server markup becomes DOM and a provider's script URL is set. React needs no policy of its own.
 *
 * The page config and the cart snapshot are `<script type="application/json">`: data, never executed, so the
 * policy leaves them alone. Styles, images, frames and connections are not restricted here (no `default-src`):
 * the theme's business, see docs/security.md for a full policy.
 */
export function contentSecurityPolicy(inlineLoaderHash?: string): string {
  return [
    `script-src 'self'${inlineLoaderHash ? ` '${inlineLoaderHash}'` : ''} https://js.stripe.com https://pay.google.com`,
    "object-src 'none'",
    "base-uri 'self'",
    // The page builder's editor previews the page in a frame of the same site.
    "frame-ancestors 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types vitrine',
  ].join('; ');
}

/** Before the storefront is built: the pages link the loader's file. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Documents a browser may run script in: HTML pages and SVG opened on their own (the product tiles). */
const DOCUMENT_TYPES = /^(text\/html|image\/svg\+xml)\b/i;

/** Sets the policy on every document answer (pages, error pages, 404s); JSON and files are left as they are. */
export const cspMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!DOCUMENT_TYPES.test(c.res.headers.get('Content-Type') ?? '')) return;
  const loader = inlineLoader(c.get('store').options.storefrontDir);
  c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(loader?.hash));
};
