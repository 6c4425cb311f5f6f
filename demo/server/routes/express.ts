import type { Context } from 'hono';
import { parseQuantity, quantityCeiling } from '@vitrine/product';
import { addToCart } from '../cart/cart.ts';
import { productAttributes } from '../catalog/attributes.ts';
import { productById } from '../catalog/products.ts';
import type { AppEnv } from '../store.ts';
import { expressTotals } from '../express/order-data.ts';
import { placeExpressOrder } from '../express/orders.ts';
import { settleCardOrder } from '../express/card-orders.ts';
import { keepCardIfAsked } from '../account/card-post.ts';
import { currentCustomer } from '../account/customers.ts';
import { addNotice } from '../session/notices.ts';
import { chosenMethod, minor, shippingMethods } from '../express/rates.ts';
import { logBrowserError, saveShippingChoice, shippingChoice } from '../express/state.ts';
import { idField, type FormBody } from '../http/form.ts';
import { rotateSession } from '../session/session.ts';
import { cartFragments } from './fragments.ts';
import { html } from '../http/html.ts';
import { verifyNonce, wpNonceError } from '../session/nonces.ts';
import { attributeField, findVariation, productVariationsJson } from '../catalog/variations.ts';
import type { Router, WcAjaxHandler } from '../http/router.ts';

/** The express checkout calls of spec §7.3 and the error log of §7.4, over the store's database. */

/** Every express call carries the page's fkwcs nonce; a stale one is answered as WordPress does (403 `-1`). */
function withNonce(handler: WcAjaxHandler): WcAjaxHandler {
  return (c, body) => {
    const { db } = c.get('store');
    if (!verifyNonce(db, c.get('sessionId'), 'fkwcs', body.fields.fkwcs_nonce)) return wpNonceError(c);
    return handler(c, body);
  };
}

/** `attributes[attribute_pa_taille]=s` → `{attribute_pa_taille: 's'}`. */
function postedAttributes(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^attributes\[(attribute_[\w-]+)\]$/.exec(name);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

const ASK_OPTIONS = 'Veuillez choisir des options du produit avant d’ajouter ce produit à votre panier.';

/** The unit price of what the product form names, or why it cannot be bought. */
function unitPrice(c: Context<AppEnv>, fields: Record<string, string>): { name: string; price: number } | { error: string } {
  const { db } = c.get('store');
  const product = productById(db, idField(fields.product_id) ?? 0);
  if (!product) return { error: 'Désolé, ce produit ne peut pas être acheté.' };
  if (product.type === 'simple')
    return product.price === null ? { error: 'Désolé, ce produit ne peut pas être acheté.' } : { name: product.name, price: product.price };
  const chosen = postedAttributes(fields);
  if (productAttributes(db, product.id).some((a) => !chosen[attributeField(a.taxonomy)])) return { error: ASK_OPTIONS };
  const found = findVariation(productVariationsJson(db, product), chosen);
  if (!found?.is_purchasable || !found.is_in_stock || found.display_price === undefined) {
    return { error: 'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.' };
  }
  return { name: product.name, price: found.display_price };
}

/**
 * The quantity a wallet sheet is priced for: 1 when none is sent; a French refusal for one that is no number or
 * above the ceiling of a cart line (a 1 followed by 308 zeros priced the sheet at an infinite total).
 */
function sheetQuantity(name: string, raw: string | undefined): number | string {
  if (raw === undefined || raw.trim() === '') return 1;
  const qty = parseQuantity(raw);
  if (qty === null) return 'Veuillez saisir une quantité valide.';
  const max = quantityCeiling(null);
  if (qty > max) return `La quantité maximale pour « ${name} » est de ${max}. Ajustez la quantité dans votre panier.`;
  return Math.max(1, qty);
}

/** Spec §7.3: the product goes into the cart; the standalone wallet's data rides along in the fragments. */
const expressAdd: WcAjaxHandler = (c, { fields }) => {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const unit = unitPrice(c, fields);
  if ('error' in unit) return c.json({ error: true, messages: unit.error }, 400);
  const attributes = postedAttributes(fields);
  const variable = Object.keys(attributes).length > 0;
  const product = productById(db, idField(fields.product_id) ?? 0)!;
  const variation = variable ? findVariation(productVariationsJson(db, product), attributes) : undefined;
  const added = addToCart(db, sessionId, {
    productId: product.id,
    quantity: fields.qty,
    variationId: variation?.variation_id,
    attributes,
  });
  if (!added.ok) return c.json({ error: true, messages: added.message }, 400);
  const { fragments, cart_hash } = cartFragments(db, sessionId);
  return c.json({ fragments: { ...fragments, fkwcs_google_pay_data: expressTotals(db, sessionId).googlePay }, cart_hash });
};

/**
 * WooCommerce's failed checkout answer: its notices as markup (the browser reads them as text). With `reload`
 * WooCommerce keeps the notices in the session for the reloaded page, as it does when it asks for a reload.
 */
function failure(c: Context<AppEnv>, messages: string[], reload = false) {
  if (reload) for (const message of messages) addNotice(c.get('store').db, c.get('sessionId'), { kind: 'error', message });
  return c.json({
    result: 'failure',
    messages: html`<ul class="woocommerce-error" role="alert">${messages.map((m) => html`<li>${m}</li>`)}</ul>`.toString(),
    refresh: false,
    reload,
  });
}

/** The standalone Google Pay wallet reloads the page on a refused order (spec §4.8): its answer asks for that. */
const expressOrder =
  (reload: boolean): WcAjaxHandler =>
  (c, body: FormBody) => {
    const placed = placeExpressOrder(c.get('store').db, c.get('sessionId'), body.fields);
    if (!placed.ok) return failure(c, placed.messages, reload);
    // No new session id yet: an answer the browser gave up on (a timeout) would strand the cart in a session the
    // shopper no longer holds. The id changes on the return that pays the order, a page load whose cookie arrives.
    return c.json({ result: 'success', redirect: placed.redirect });
  };

/**
 * The express checkout calls of spec §7.3 on wc-ajax, and the routes outside it: the error log on admin-ajax (spec §7.4)
 * and the return from a card payment. Registered before the pages so the order page sees the order as the provider has it.
 */
export function register(router: Router): void {
  const { app } = router;
  router.wcAjax(
    'fkwcs_selected_product_data',
    withNonce((c, { fields }) => {
      const unit = unitPrice(c, fields);
      if ('error' in unit) return c.json({ error: unit.error });
      const qty = sheetQuantity(unit.name, fields.qty);
      if (typeof qty === 'string') return c.json({ error: qty });
      const addons = Math.max(0, Number(fields.addon_value) || 0);
      const amount = minor((unit.price + addons) * qty);
      return c.json({ total: { label: 'Total', amount }, displayItems: [{ label: `${unit.name} × ${qty}`, amount }] });
    }),
  );

  router.wcAjax('fkwcs_add_to_cart', withNonce(expressAdd));
  router.wcAjax('fkwcs_gpay_add_to_cart', withNonce(expressAdd));

  router.wcAjax(
    'fkwcs_get_cart_details',
    withNonce((c) => {
      const { db } = c.get('store');
      const { totals, order, googlePay } = expressTotals(db, c.get('sessionId'));
      return c.json({
        success: true,
        data: {
          order_data: order,
          shipping_required: true,
          is_fkwcs_need_payment: totals.lines.length > 0 && order.total.amount > 0,
          fkwcs_google_pay_data: googlePay,
        },
      });
    }),
  );

  router.wcAjax(
    'fkwcs_update_shipping_address',
    withNonce((c, { fields }) => {
      const { db } = c.get('store');
      const sessionId = c.get('sessionId');
      const country = (fields.country ?? '').toUpperCase();
      const methods = shippingMethods(db, expressTotals(db, sessionId).totals, country);
      if (!methods) return c.json({ result: 'invalid_shipping_address' });
      const previous = shippingChoice(db, sessionId);
      saveShippingChoice(db, sessionId, {
        country,
        state: fields.state ?? '',
        postcode: fields.postcode ?? '',
        city: fields.city ?? '',
        methodId: chosenMethod(methods, previous?.methodId)?.id ?? '',
      });
      const { order } = expressTotals(db, sessionId);
      return c.json({ result: 'success', total: order.total, shipping_methods: methods, displayItems: order.displayItems });
    }),
  );

  router.wcAjax(
    'fkwcs_update_shipping_option',
    withNonce((c, { fields }) => {
      const { db } = c.get('store');
      const sessionId = c.get('sessionId');
      const choice = shippingChoice(db, sessionId);
      const methodId = fields['shipping_method[]'] ?? fields['shipping_method[0]'] ?? '';
      const methods = choice ? shippingMethods(db, expressTotals(db, sessionId).totals, choice.country) : null;
      if (!choice || !methods?.some((m) => m.id === methodId)) return c.json({ result: 'fail' });
      saveShippingChoice(db, sessionId, { ...choice, methodId });
      const { order } = expressTotals(db, sessionId);
      return c.json({ result: 'success', total: order.total, displayItems: order.displayItems });
    }),
  );

  router.wcAjax(
    'fkwcs_gpay_update_shipping_address',
    withNonce((c, { fields }) => {
      const { db } = c.get('store');
      const sessionId = c.get('sessionId');
      const country = (fields['shipping_address[country]'] ?? '').toUpperCase();
      const methods = shippingMethods(db, expressTotals(db, sessionId).totals, country);
      if (!methods) {
        return c.json({
          paymentRequestUpdate: {
            error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: 'Nous ne livrons pas à cette adresse.', intent: 'SHIPPING_ADDRESS' },
          },
        });
      }
      saveShippingChoice(db, sessionId, {
        country,
        state: fields['shipping_address[state]'] ?? '',
        postcode: fields['shipping_address[postcode]'] ?? '',
        city: fields['shipping_address[city]'] ?? '',
        methodId: chosenMethod(methods, fields['shipping_method[]'])?.id ?? '',
      });
      const { order, googlePay } = expressTotals(db, sessionId);
      const chosen = chosenMethod(methods, shippingChoice(db, sessionId)?.methodId);
      return c.json({
        paymentRequestUpdate: {
          newTransactionInfo: {
            currencyCode: 'CHF',
            countryCode: 'CH',
            totalPriceStatus: 'ESTIMATED',
            totalPrice: (order.total.amount / 100).toFixed(2),
            totalPriceLabel: order.total.label,
            displayItems: order.displayItems.map((i) => ({ label: i.label, type: 'LINE_ITEM', price: (i.amount / 100).toFixed(2) })),
          },
          newShippingOptionParameters: {
            defaultSelectedOptionId: chosen?.id,
            shippingOptions: googlePay.shipping_options.map((m) => ({ id: m.id, label: m.label, description: m.detail })),
          },
        },
      });
    }),
  );

  router.wcAjax('wc_stripe_create_order', withNonce(expressOrder(false)));
  router.wcAjax('fkwcs_gpay_button_payment_request', withNonce(expressOrder(true)));

  app.post('/wp-admin/admin-ajax.php', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    if (field('action') !== 'fkwcs_js_errors') return c.text('0', 400);
    const { db } = c.get('store');
    if (!verifyNonce(db, c.get('sessionId'), 'fkwcs_js', field('_security'))) return wpNonceError(c);
    logBrowserError(db, c.get('sessionId'), field('failed'), field('error'));
    return c.text('1');
  });

  // The return of every card payment (express, checkout, order-pay): the provider is asked how the order's intent
  // stands before the order page shows it; a paid order gives the session a new id.
  app.get('/checkout/order-received/:id', async (c, next) => {
    const { db } = c.get('store');
    const sessionId = c.get('sessionId');
    const id = Number(c.req.param('id'));
    const settled = Number.isSafeInteger(id) ? settleCardOrder(db, sessionId, id, c.req.query('key') ?? '') : undefined;
    if (settled?.state === 'paid') {
      keepCardIfAsked(db, currentCustomer(db, sessionId), settled.order.meta, settled.paymentMethod);
      rotateSession(c);
    }
    await next();
  });
}
