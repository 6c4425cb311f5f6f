import type { Context } from 'hono';
import type { Router } from '../http/router.ts';
import { RefreshLoopRequest } from '@vitrine/contract';
import { LOOP_WIDGET_ID, SELECTION_POST_ID, loopMarkup } from '../catalog/loop-listing.ts';
import { verifyNonce } from '../session/nonces.ts';
import { shopSettings } from '../settings.ts';

/**
 * `POST /wp-json/elementor-pro/v1/refresh-loop` (spec §7.7): the listing's markup for the posted filters, from the
 * catalogue. Requests are checked with the contract's schema (the original's validation: numeric post id, 7-character
 * widget id, valid pagination URL); refusals answer as the WordPress REST API does. In test mode the call goes through
 * the session's log, latency and faults under the endpoint name `refresh-loop`.
 */

const restError = (c: Context, status: 400 | 403 | 404, code: string, message: string) => c.json({ code, message, data: { status } }, status);

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** The log keeps strings: objects are written as JSON. */
const loggable = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(Object.entries(body).map(([k, value]) => [k, typeof value === 'string' ? value : JSON.stringify(value)]))
    : {};

export function register({ app }: Router): void {
  app.post('/wp-json/elementor-pro/v1/refresh-loop', async (c) => {
    const body = await readJson(c);
    const store = c.get('store');
    const injected = await store.hooks.beforeCall?.(c, 'refresh-loop', { fields: loggable(body), entries: [] });
    if (injected) return injected;
    c.header('Cache-Control', 'no-store');
    if (body === undefined) return restError(c, 400, 'rest_invalid_json', 'Corps JSON invalide.');
    const parsed = await RefreshLoopRequest['~standard'].validate(body);
    if (parsed.issues) {
      const field = parsed.issues[0]?.path?.[0];
      return restError(c, 400, 'rest_invalid_param', `Paramètre invalide : ${String(typeof field === 'object' ? field.key : (field ?? ''))}`);
    }
    const request = parsed.value;
    if (request.is_edit_mode && !verifyNonce(store.db, c.get('sessionId'), 'wp_rest', c.req.header('X-WP-Nonce'))) {
      return restError(c, 403, 'rest_cookie_invalid_nonce', 'Le nonce est invalide.');
    }
    if (request.post_id !== SELECTION_POST_ID || request.widget_id !== LOOP_WIDGET_ID) {
      return restError(c, 404, 'rest_not_found', 'Aucun listing ne correspond.');
    }
    const markup = loopMarkup(store.db, shopSettings(store, c.get('sessionId')), {
      filters: request.widget_filters.taxonomy ?? {},
      page: 1,
      baseUrl: new URL(request.pagination_base_url),
      widgetId: request.widget_id,
    });
    return c.json({ data: markup.toString() });
  });
}
