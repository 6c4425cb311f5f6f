import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { readForm } from '../http/form.ts';
import { authenticateIntent, confirmIntent, intentBySecret, stripeResult, type Intent } from '../express/intents.ts';
import type { Router } from '../http/router.ts';

/**
 * The demo provider's browser API: the stand-in for the calls Stripe.js makes to Stripe's servers when a page
 * confirms an intent or the shopper answers the bank's challenge. The demo wallet's bank and the journeys' Stripe.js
 * double call it; the shop's own code never does (it asks intents.ts directly, as a gateway asks Stripe). The intent's
 * client secret is the only key, as with Stripe: it opens that intent and nothing else. Answers are Stripe.js's
 * results (`{paymentIntent}`, `{setupIntent}` or `{error}`). In test mode every call is logged, delayed and faulted as
 * the endpoint `demo-provider`, so journeys can make the bank slow or silent.
 */

export const PROVIDER_PATH = '/demo-provider/v1';

type Action = (c: Context<AppEnv>, intent: Intent, fields: Record<string, string>) => Response;

function providerCall(action: Action) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const posted = await readForm(c);
    const injected = await c.get('store').hooks.beforeCall?.(c, 'demo-provider', posted);
    if (injected) return injected;
    c.header('Cache-Control', 'no-store');
    const intent = intentBySecret(c.get('store').db, posted.fields.client_secret ?? '');
    if (!intent) return c.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent.' } }, 404);
    return action(c, intent, posted.fields);
  };
}

export function register({ app }: Router): void {
  // The first confirmation (spec §4.7, `handleActions: false`): with the page's payment method, or the intent's own.
  app.post(
    `${PROVIDER_PATH}/confirm`,
    providerCall((c, intent, fields) => c.json(stripeResult(confirmIntent(c.get('store').db, intent, fields.payment_method || undefined)))),
  );
  // The shopper's answer in the bank's challenge: `complete`, or `fail` (also what closing the challenge sends).
  app.post(
    `${PROVIDER_PATH}/authenticate`,
    providerCall((c, intent, fields) => {
      const outcome = fields.outcome === 'complete' ? 'complete' : 'fail';
      return c.json(stripeResult(authenticateIntent(c.get('store').db, intent, outcome)));
    }),
  );
  // How the intent stands (Stripe.js's retrieve): the double asks it before it shows a challenge.
  app.post(
    `${PROVIDER_PATH}/retrieve`,
    providerCall((c, intent) => c.json(stripeResult({ intent }))),
  );
}
