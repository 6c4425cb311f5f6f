import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../store.ts';

/**
 * What every answer of the store carries, whatever made it (pages, JSON, files, errors, redirects): no MIME sniffing
 * (a product tile or a JSON answer is never run as something else), and a referrer that never takes a path or a
 * query (the order key of `order-received?key=…`) to another site.
 */
export const securityHeadersMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
};

/** Forms, wc-ajax calls and the REST routes: far above any cart or checkout form, far below a memory problem. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The test API takes the attack sweep's corpus of hostile names in one call. */
const MAX_TEST_BODY_BYTES = 1024 * 1024;

const tooLarge = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.text('La requête est trop volumineuse (64 Ko au plus).', 413),
});
const testTooLarge = bodyLimit({
  maxSize: MAX_TEST_BODY_BYTES,
  onError: (c) => c.text('La requête est trop volumineuse (1 Mo au plus).', 413),
});

/** Refuses a body beyond the limit (413) before any route reads or parses it. */
export const bodyLimitMiddleware: MiddlewareHandler<AppEnv> = (c, next) => (c.req.path.startsWith('/__test/') ? testTooLarge(c, next) : tooLarge(c, next));
