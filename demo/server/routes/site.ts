import { ComingSoonDismissBody, QuoteRequest } from '@vitrine/contract';
import type { Context } from 'hono';
import type { Router } from '../http/router.ts';
import type { AppEnv } from '../store.ts';
import { readForm } from '../http/form.ts';
import { verifyNonce } from '../session/nonces.ts';
import { addNotice } from '../session/notices.ts';
import { ACCOUNT_URL, accountPage } from '../pages/account.ts';
import { COMING_SOON_DISMISSED } from '../pages/parts/banners.ts';
import { QUOTE_URL, quotePage } from '../pages/quote.ts';
import { setUserMeta } from '../session/user-meta.ts';
import { checkLogin, logIn, logOut } from '../account/customers.ts';
import { addPaymentPage, addPaymentPost } from '../pages/payment-pages.ts';

/** The site's own routes: the quote form (spec §2.13), the login and account pages (§2.15, saved cards), the banner's REST call (§7.2). */

const QUOTE_ERRORS: Record<string, string> = {
  client_type: 'Veuillez choisir un type de client.',
  product_number: 'Le numéro de produit est obligatoire pour les entreprises et les institutions.',
  budget: 'Le budget est obligatoire pour les entreprises et les institutions.',
  name: 'Veuillez indiquer votre nom.',
  email: 'Veuillez indiquer une adresse e-mail valide.',
  message: 'Votre message est trop long (5000 caractères au plus).',
};

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

/** The form fields an issue is about; the client-type rule has no path and names the empty detail fields. */
function invalidFields(issues: readonly Issue[], fields: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const issue of issues) {
    const first = issue.path?.[0];
    const key = typeof first === 'object' ? first.key : first;
    if (typeof key === 'string') names.add(key);
    else for (const name of ['product_number', 'budget']) if (!fields[name]?.trim()) names.add(name);
  }
  return Object.keys(QUOTE_ERRORS).filter((name) => names.has(name));
}

/** Validates with the contract's rule (the same one fk-quote-form shows), stores, and comes back with a notice. */
async function quotePost(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const { fields } = await readForm(c);
  const result = await QuoteRequest['~standard'].validate(fields);
  if (result.issues) {
    const invalid = invalidFields(result.issues as readonly Issue[], fields);
    const errors = invalid.map((name) => ({ kind: 'error' as const, message: QUOTE_ERRORS[name] ?? name }));
    return quotePage(c, { values: fields, invalid, errors });
  }
  const quote = result.value;
  db.prepare('INSERT INTO quote_requests (client_type, product_number, budget, name, email, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    quote.client_type,
    quote.product_number,
    quote.budget,
    quote.name,
    quote.email,
    quote.message,
    new Date().toISOString(),
  );
  addNotice(db, c.get('sessionId'), {
    kind: 'success',
    message: 'Merci ! Votre demande de devis a bien été envoyée. Nous vous répondrons sous deux jours ouvrables.',
  });
  return c.redirect(QUOTE_URL, 303);
}

/**
 * WooCommerce's login form (the demo's one account, account/customers.ts) and the account page's logout button.
 * A wrong e-mail or password gets the same answer. The login checks its nonce as WooCommerce's `process_login`
 * does (`woocommerce-login-nonce`, action `woocommerce-login`): a form on another site cannot log a shopper into
 * an account of its choosing.
 */
async function loginPost(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const { fields } = await readForm(c);
  if (fields.logout !== undefined) {
    if (verifyNonce(db, c.get('sessionId'), 'woocommerce-logout', fields._wpnonce)) logOut(c);
    return c.redirect(ACCOUNT_URL, 303);
  }
  if (!verifyNonce(db, c.get('sessionId'), 'woocommerce-login', fields['woocommerce-login-nonce'])) {
    addNotice(db, c.get('sessionId'), { kind: 'error', message: 'Votre session a expiré. Veuillez recharger la page et réessayer.' });
    return c.redirect(ACCOUNT_URL, 303);
  }
  const customerId = await checkLogin(db, fields.username ?? '', fields.password ?? '');
  if (customerId === undefined) {
    addNotice(db, c.get('sessionId'), { kind: 'error', message: 'Identifiant ou mot de passe incorrect.' });
  } else {
    logIn(c, customerId);
  }
  return c.redirect(ACCOUNT_URL, 303);
}

/** The form field WooCommerce's banner script posts (spec §7.2). */
const DISMISSED_FIELD = 'woocommerce_meta[coming_soon_banner_dismissed]';

/**
 * WordPress's `POST /wp-json/wp/v2/users/{id|me}` for the one meta the banner sets: cookie authentication needs the
 * wp_rest nonce in X-WP-Nonce (403 rest_cookie_invalid_nonce otherwise, as WordPress answers). The body is what
 * WooCommerce's own script sends, form-encoded `woocommerce_meta[coming_soon_banner_dismissed]=yes`; a JSON body,
 * which WordPress's REST API also reads, is taken too.
 */
async function userUpdate(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  // Read first: a request whose client gave up can no longer be read. In test mode the call is logged, delayed and
  // faulted as the endpoint `wp-users` (as refresh-loop is).
  const isJson = /^application\/json\b/i.test(c.req.header('content-type') ?? '');
  const posted = isJson ? { fields: {}, entries: [] } : await readForm(c);
  const body: unknown = isJson
    ? await c.req.json().catch(() => null)
    : DISMISSED_FIELD in posted.fields && { woocommerce_meta: { coming_soon_banner_dismissed: posted.fields[DISMISSED_FIELD] } };
  const injected = await c.get('store').hooks.beforeCall?.(c, 'wp-users', posted);
  if (injected) return injected;
  if (!/^(me|\d+)$/.test(c.req.param('id') ?? '')) return c.json({ code: 'rest_user_invalid_id', data: { status: 404 } }, 404);
  if (!verifyNonce(db, sessionId, 'wp_rest', c.req.header('X-WP-Nonce'))) {
    return c.json({ code: 'rest_cookie_invalid_nonce', message: 'Le code de sécurité du cookie n’est pas valide.', data: { status: 403 } }, 403);
  }
  const result = await ComingSoonDismissBody['~standard'].validate(body);
  if (result.issues) return c.json({ code: 'rest_invalid_param', data: { status: 400 } }, 400);
  setUserMeta(db, sessionId, COMING_SOON_DISMISSED, result.value.woocommerce_meta.coming_soon_banner_dismissed);
  return c.json({ id: 0, woocommerce_meta: result.value.woocommerce_meta });
}

export function register({ app }: Router): void {
  // Without the trailing slash, as the other pages: the app is not strict, so /devis and /devis/ both match.
  app.get('/devis', (c) => quotePage(c));
  app.post('/devis', quotePost);
  app.get('/mon-compte', accountPage);
  app.post('/mon-compte', loginPost);
  app.get('/mon-compte/add-payment-method', (c) => addPaymentPage(c));
  app.post('/mon-compte/add-payment-method', addPaymentPost);
  app.post('/wp-json/wp/v2/users/:id', userUpdate);
}
