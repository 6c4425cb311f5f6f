import { parseQuantity } from '@vitrine/product';
import type { Context, MiddlewareHandler } from 'hono';
import { addToCart, removeFromCart, setQuantity } from '../cart/cart.ts';
import { cartLines } from '../cart/lines.ts';
import { permalink, productById } from '../catalog/products.ts';
import type { AppEnv } from '../store.ts';
import { applyCoupon, removeCoupon } from '../cart/coupons.ts';
import { attributeFields, idField, isEmailAddress, readForm } from '../http/form.ts';
import { verifyNonce } from '../session/nonces.ts';
import { addNotice, type Notice } from '../session/notices.ts';
import { createOrder, orderReceivedUrl } from '../cart/orders.ts';
import { cartTotals, shippingFor } from '../cart/totals.ts';
import { round2 } from '../money.ts';
import { minor } from '../express/rates.ts';
import {
  alreadyPaid,
  awaitingCheckoutOrder,
  cancelAwaitingCheckoutOrder,
  confirmRedirect,
  CREATED_VIA,
  ORDER_CART_HASH,
  ORDER_INTENT,
} from '../express/card-orders.ts';
import { addReview } from '../catalog/reviews.ts';
import { shopSettings } from '../settings.ts';
import { BILLING_FIELDS, COUNTRIES, PAYMENT_METHODS, checkoutPage } from '../pages/checkout.ts';
import { CARD_METHOD } from '../express/card-payment.ts';
import { chargeCardPost } from '../account/card-post.ts';
import { currentCustomer } from '../account/customers.ts';
import type { Router } from '../http/router.ts';
import { rotateSession } from '../session/session.ts';
import { CART_URL, CHECKOUT_URL } from '../pages/parts/mini-cart.ts';

/**
 * The no-JavaScript paths: WooCommerce's query-string actions and form posts. Each changes the cart, flashes a
 * notice and redirects (303, so a reload never posts twice).
 */

const EXPIRED_LINK = 'Le lien que vous avez suivi a expiré. Veuillez réessayer.';

/**
 * The current URL without the add-to-cart action's own parameters, as a path of this site. A request line such as
 * `GET //evil.example/` keeps its leading slashes in the pathname, and `//evil.example/` in a Location header is
 * another site (browsers read `\` as `/` too): the path starts with exactly one `/`.
 */
function urlWithout(c: Context, names: readonly string[]): string {
  const url = new URL(c.req.url);
  for (const n of names) url.searchParams.delete(n);
  const query = url.searchParams.toString();
  return `/${url.pathname.replace(/^[/\\]+/, '')}${query ? `?${query}` : ''}`;
}

const ADD_PARAMS = ['add-to-cart', 'quantity', 'variation_id', 'product_id'] as const;

async function handleAdd(c: Context<AppEnv>, fields: Record<string, string>): Promise<Response> {
  const store = c.get('store');
  const { db } = store;
  const sessionId = c.get('sessionId');
  const productId = idField(fields['add-to-cart']) ?? 0;
  const product = productById(db, productId);
  const result = addToCart(db, sessionId, {
    productId,
    quantity: fields.quantity,
    variationId: idField(fields.variation_id),
    attributes: attributeFields(fields),
    // A listing link carries no quantity: start at the product's minimum, as the listing field would.
    defaultQuantity: product?.minQty ?? 1,
  });
  const back = urlWithout(c, ADD_PARAMS);
  if (!result.ok) {
    addNotice(db, sessionId, { kind: 'error', message: result.message });
    // A listing link to a product that needs options leads to its page, as WooCommerce does.
    const onProductPage = product !== undefined && new URL(c.req.url).pathname === permalink(product);
    return c.redirect(result.needsOptions && !onProductPage ? result.productUrl : back, 303);
  }
  const toCart = shopSettings(store, sessionId).cart_redirect_after_add === 'yes';
  const notice: Notice = { kind: 'success', message: `« ${result.product.name} » a été ajouté à votre panier.` };
  if (!toCart) notice.link = { href: CART_URL, text: 'Voir le panier' };
  addNotice(db, sessionId, notice);
  return c.redirect(toCart ? CART_URL : back, 303);
}

function handleRemove(c: Context<AppEnv>, key: string, nonce: string | undefined): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  if (!verifyNonce(db, sessionId, 'woocommerce-cart', nonce)) {
    addNotice(db, sessionId, { kind: 'error', message: EXPIRED_LINK });
    return c.redirect(CART_URL, 303);
  }
  const removed = removeFromCart(db, sessionId, key);
  if (removed) {
    addNotice(db, sessionId, { kind: 'success', message: `« ${removed.product?.name ?? 'Article'} » retiré.` });
  }
  return c.redirect(CART_URL, 303);
}

function handleRemoveCoupon(c: Context<AppEnv>, code: string): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const r = removeCoupon(db, sessionId, code);
  addNotice(db, sessionId, { kind: r.ok ? 'success' : 'error', message: r.message });
  return c.redirect(CART_URL, 303);
}

/** WooCommerce handles these actions on any URL, before the page itself. */
const formsMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.query('wc-ajax') !== undefined) return next();
  const query = c.req.query();
  const posted = (await readForm(c)).fields;
  if (query['add-to-cart'] !== undefined || posted['add-to-cart'] !== undefined) {
    return handleAdd(c, { ...query, ...posted });
  }
  if (query.remove_item !== undefined) return handleRemove(c, query.remove_item, query._wpnonce);
  if (query.remove_coupon !== undefined) return handleRemoveCoupon(c, query.remove_coupon);
  return next();
};

/** `cart[KEY][qty]` fields of the cart form. */
const CART_QTY = /^cart\[([^\]]+)\]\[qty\]$/;

async function cartFormPost(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const { fields, entries } = await readForm(c);
  if (!verifyNonce(db, sessionId, 'woocommerce-cart', fields['woocommerce-cart-nonce'])) {
    addNotice(db, sessionId, { kind: 'error', message: EXPIRED_LINK });
    return c.redirect(CART_URL, 303);
  }

  if (fields.apply_coupon !== undefined) {
    const r = applyCoupon(db, sessionId, fields.coupon_code ?? '');
    addNotice(db, sessionId, { kind: r.ok ? 'success' : 'error', message: r.message });
    return c.redirect(CART_URL, 303);
  }

  const current = new Map(cartLines(db, sessionId).map((l) => [l.key, l.quantity]));
  let changed = false;
  for (const [name, value] of entries) {
    const key = CART_QTY.exec(name)?.[1];
    if (!key || !current.has(key)) continue;
    const qty = parseQuantity(value);
    if (qty === null || !Number.isInteger(qty) || qty < 0) {
      addNotice(db, sessionId, { kind: 'error', message: 'Veuillez saisir une quantité valide.' });
      continue;
    }
    if (qty === current.get(key)) continue;
    const r = setQuantity(db, sessionId, key, qty);
    if (r.ok) changed = true;
    else addNotice(db, sessionId, { kind: 'error', message: r.message });
  }
  if (changed) addNotice(db, sessionId, { kind: 'success', message: 'Panier mis à jour.' });
  return c.redirect(CART_URL, 303);
}

async function checkoutPost(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const { fields } = await readForm(c);
  const errors: Notice[] = [];
  const invalid: string[] = [];

  if (!verifyNonce(db, sessionId, 'woocommerce-process_checkout', fields['woocommerce-process-checkout-nonce'])) {
    errors.push({ kind: 'error', message: 'Votre session a expiré. Veuillez recharger la page et réessayer.' });
  }
  if (!cartLines(db, sessionId).length) {
    addNotice(db, sessionId, { kind: 'error', message: 'Votre panier est vide : impossible de passer commande.' });
    return c.redirect(CART_URL, 303);
  }
  for (const f of BILLING_FIELDS) {
    const value = (fields[f.name] ?? '').trim();
    if (f.required && !value) {
      invalid.push(f.name);
      errors.push({ kind: 'error', message: `${f.label} (facturation) est un champ obligatoire.` });
    } else if (f.type === 'email' && value && !isEmailAddress(value)) {
      invalid.push(f.name);
      errors.push({ kind: 'error', message: 'L’adresse e-mail de facturation n’est pas valide.' });
    } else if (f.type === 'country' && value && !COUNTRIES.some(([code]) => code === value)) {
      invalid.push(f.name);
      errors.push({ kind: 'error', message: 'Nous ne livrons pas dans ce pays.' });
    }
  }
  const paymentMethod = fields.payment_method ?? '';
  if (!PAYMENT_METHODS.some(([id]) => id === paymentMethod)) {
    errors.push({ kind: 'error', message: 'Veuillez sélectionner un moyen de paiement avant de continuer.' });
  }
  // This cart's order was already paid at the bank (the way back to its page was lost): nothing is charged again,
  // the order's page settles it.
  const awaiting = awaitingCheckoutOrder(db, sessionId);
  if (!errors.length && alreadyPaid(db, awaiting)) return c.redirect(orderReceivedUrl(awaiting!.id, awaiting!.orderKey), 303);
  // The card is charged last, so a form with other errors never charges it; a refused card keeps the cart.
  const customer = currentCustomer(db, sessionId);
  const totals = cartTotals(db, sessionId);
  const amountMinor = minor(round2(totals.total + shippingFor(db, totals)));
  const card = !errors.length && paymentMethod === CARD_METHOD ? chargeCardPost(db, customer, fields, amountMinor) : undefined;
  if (card && !card.ok) errors.push({ kind: 'error', message: card.message });
  if (errors.length) return checkoutPage(c, { values: fields, invalid, errors });

  // An earlier attempt of this cart still waiting for the bank is replaced, never paid beside this one.
  cancelAwaitingCheckoutOrder(db, sessionId);
  const billing = Object.fromEntries(BILLING_FIELDS.map((f) => [f.name, (fields[f.name] ?? '').trim()]));
  // The account fields stay out of the order: the demo creates no account, and a password is never stored. `_` names
  // are the shop's own meta (WordPress protects them): a posted one never becomes the order's.
  const known = new Set([...BILLING_FIELDS.map((f) => f.name), 'payment_method', 'woocommerce-process-checkout-nonce', 'createaccount', 'account_password']);
  const meta = Object.fromEntries(Object.entries(fields).filter(([k]) => !known.has(k) && !k.startsWith('_')));
  // The payment method charged: the one the card form made, or the saved card's, and the provider's intent.
  if (card?.ok) Object.assign(meta, { fkwcs_source: card.intent.paymentMethod, [ORDER_INTENT]: card.intent.id });

  if (card?.ok && card.intent.status === 'requires_action') {
    // The bank wants the shopper (3-D Secure): the order waits, unpaid, with the cart, while the checkout's card
    // form confirms the intent (spec §4.7) and then goes to the order's page, which asks the provider. The checkout
    // may take it up again (a refused challenge, another card) while the cart is the same.
    Object.assign(meta, { [CREATED_VIA]: 'checkout', [ORDER_CART_HASH]: totals.hash });
    const waiting = createOrder(db, sessionId, { billing, paymentMethod, meta }, { status: 'pending', shipping: -1, keepCart: true });
    if (!waiting) return c.redirect(CART_URL, 303);
    return c.redirect(confirmRedirect(CHECKOUT_URL, card.intent, orderReceivedUrl(waiting.id, waiting.orderKey), waiting.id), 303);
  }
  // A charged card is paid (processing); invoice and cash on delivery wait for the money (on-hold).
  const order = createOrder(db, sessionId, { billing, paymentMethod, meta }, card?.ok ? { status: 'processing', shipping: -1, keepCart: false } : undefined);
  if (!order) return c.redirect(CART_URL, 303);
  rotateSession(c);
  return c.redirect(orderReceivedUrl(order.id, order.orderKey), 303);
}

/** WordPress's comment form target: stores a review and returns to it. */
async function reviewPost(c: Context<AppEnv>): Promise<Response> {
  const store = c.get('store');
  const { db } = store;
  const sessionId = c.get('sessionId');
  const { fields } = await readForm(c);
  const product = productById(db, idField(fields.comment_post_ID) ?? 0);
  if (!product) return c.redirect('/boutique/', 303);
  const back = `${permalink(product)}#reviews`;
  const rating = Number(fields.rating ?? '');
  const content = fields.comment?.trim() ?? '';
  const author = fields.author?.trim() ?? '';
  const email = fields.email?.trim() ?? '';
  const ratingRequired = shopSettings(store, sessionId).review_rating_required === 'yes';
  const problems: string[] = [];
  if (fields.rating ? !(Number.isInteger(rating) && rating >= 1 && rating <= 5) : ratingRequired) problems.push('Veuillez sélectionner une note.');
  if (!content) problems.push('Veuillez écrire votre avis.');
  if (!author) problems.push('Veuillez indiquer votre nom.');
  if (!isEmailAddress(email)) problems.push('Veuillez indiquer une adresse e-mail valide.');
  if (problems.length) {
    for (const message of problems) addNotice(db, sessionId, { kind: 'error', message });
    return c.redirect(back, 303);
  }
  const id = addReview(db, {
    productId: product.id,
    author,
    email,
    // Without a required rating WordPress stores the comment unrated; the schema keeps 1–5, so default to 5.
    rating: fields.rating ? rating : 5,
    content,
  });
  return c.redirect(`${permalink(product)}#comment-${id}`, 303);
}

/** The no-JS actions on any URL (before any page), the cart form, checkout and reviews. */
export function register(router: Router): void {
  router.app.use('*', formsMiddleware);
  router.pageId(7, 'POST', cartFormPost);
  router.app.post('/checkout', checkoutPost);
  router.app.post('/wp-comments-post.php', reviewPost);
}
