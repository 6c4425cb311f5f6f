import { gpayUpdateShippingAddress, type GooglePayData, type ProductChoice } from '@vitrine/contract';
import { getConfig, send, shopperMessage, t } from '@vitrine/core';
import { answerWithin, cardErrorText, cardGateway, GENERIC_CARD_ERROR, orderPayload } from '@vitrine/payments';
import {
  googleFailure,
  googlePayClient,
  googlePayer,
  googleShippingChange,
  googleUpdate,
  isReadyToPayRequest,
  paymentDataRequest,
  stripeTokenId,
  unserviceable,
  type AuthorizationResult,
  type GoogleIntermediateData,
  type GooglePaymentData,
  type GooglePayClient,
  type GoogleUpdate,
} from '@vitrine/payments/google-pay';
import { addForExpress } from './express-add.ts';
import { pageFrom, type ExpressContext } from './model.ts';
import { logError, pageDeps, showErrors } from './page-effects.ts';
import { attributionPairs, checkoutForm, formPairs, pageEmail } from './page-form.ts';
import { submitOrder, type CompleteSheet } from './submit-order.ts';
import './french.ts';

/**
 * The standalone Google Pay wallet (spec §1, §3.11, §4.8, §7.3 gpay calls, §8.3). One Google client per page;
 * its callbacks serve the button that was clicked last.
 */

/** Google, like Stripe, gives up on an unanswered change: answer first. */
const CALLBACK_DEADLINE_MS = 20_000;

interface Click {
  context: ExpressContext;
  host: Element;
  /** The product's add (product page), which every callback waits for. */
  added: Promise<void>;
  /** Google may raise INITIALIZE more than once for one sheet: one answer serves them all. */
  initialize: Map<string, Promise<GoogleUpdate>>;
}

let click: Click | null = null;
let client: Promise<GooglePayClient | null> | null = null;

function shippingChange(data: GoogleIntermediateData): Promise<GoogleUpdate> {
  const current = click;
  if (!current) return Promise.resolve({});
  const change = googleShippingChange(data);
  const ask = () =>
    answerWithin<GoogleUpdate>(
      async () => {
        await current.added;
        const answer = await send(gpayUpdateShippingAddress(change));
        return googleUpdate(answer.paymentRequestUpdate, data.callbackTrigger ?? '');
      },
      () => {},
      CALLBACK_DEADLINE_MS,
      { error: unserviceable(t('We cannot ship to this address.')) },
    );
  if (data.callbackTrigger !== 'INITIALIZE') return ask();
  const key = JSON.stringify(change);
  let answer = current.initialize.get(key);
  if (!answer) current.initialize.set(key, (answer = ask()));
  return answer;
}

async function authorize(current: Click, data: GooglePaymentData, complete: CompleteSheet): Promise<void> {
  const fail = (failed: string, error: unknown, message: string) => {
    complete('fail', message);
    showErrors([message]);
    logError(failed, error);
  };
  try {
    await current.added;
  } catch (error) {
    return fail('add_to_cart', error, shopperMessage(error));
  }
  const token = stripeTokenId(data);
  if (!token) return fail('google_pay_token', { reason: 'no Stripe token in the answer' }, t(GENERIC_CARD_ERROR));
  let gateway;
  try {
    gateway = await cardGateway();
  } catch (error) {
    return fail('stripe_load', error, t(GENERIC_CARD_ERROR));
  }
  const payer = googlePayer(data);
  const created = await gateway.paymentMethodFromToken(token, payer.billing);
  if (created.error) return fail('create_payment_method', created.error, await cardErrorText(created.error));
  const form = current.context === 'checkout' ? checkoutForm() : null;
  const fields = orderPayload(
    { paymentMethodId: created.paymentMethod.id, ...payer },
    {
      pageFrom: pageFrom(current.context),
      paymentMethod: 'fkwcs_stripe_google_pay',
      paymentRequestType: 'fkwcs_stripe_google_pay',
      pageEmail: pageEmail(),
      checkoutFields: form ? formPairs(form) : [],
      attributionFields: attributionPairs(),
    },
  );
  const deps = pageDeps(current.host, current.context, gateway);
  const shown = deps.orderRefused;
  // Spec §4.8, §8.3: a refused order unblocks and reloads the page; the shop keeps its notices for the reload.
  deps.orderRefused = (messages) => {
    shown(messages);
    location.reload();
  };
  await submitOrder(fields, 'google-pay', created.paymentMethod.id, complete, deps);
}

function authorized(data: GooglePaymentData): Promise<AuthorizationResult> {
  const current = click;
  return new Promise((resolve) => {
    const complete: CompleteSheet = (status, message) =>
      resolve(
        status === 'success'
          ? { transactionState: 'SUCCESS' }
          : {
              transactionState: 'ERROR',
              error: { intent: 'PAYMENT_AUTHORIZATION', reason: 'PAYMENT_DATA_INVALID', message: message ?? t(GENERIC_CARD_ERROR) },
            },
      );
    if (!current) complete('fail');
    else void authorize(current, data, complete);
  });
}

/** The page's Google client once it says it can pay (`result: true`), or null. Loaded once. */
export function googlePayReady(): Promise<GooglePayClient | null> {
  client ??= googlePayClient(getConfig().express.mode === 'test', {
    onPaymentDataChanged: shippingChange,
    onPaymentAuthorized: authorized,
  })
    .then(async (loaded) => ((await loaded.isReadyToPay(isReadyToPayRequest())) ? loaded : null))
    .catch((error: unknown) => {
      console.warn('[vitrine] Google Pay indisponible', error);
      return null;
    });
  return client;
}

/** Runs synchronously inside the click: Google opens its sheet only for a user gesture. */
export function payWithGooglePay(
  ready: GooglePayClient,
  pay: { context: ExpressContext; host: Element; order: GooglePayData; choice: ProductChoice | null },
): void {
  const express = getConfig().express;
  const request = paymentDataRequest({
    order: pay.order.order_data,
    shippingOptions: pay.order.shipping_options,
    shippingRequired: express.shipping_required,
    merchantId: express.google_pay_merchant_id,
    merchantName: express.google_pay_merchant_name || location.hostname,
    publishableKey: express.publishable_key,
    placeholderLabel: t('Shipping'),
  });
  const added = pay.choice ? addForExpress(pay.choice, 'google-pay') : Promise.resolve();
  added.catch(() => {});
  click = { context: pay.context, host: pay.host, added, initialize: new Map() };
  ready.loadPaymentData(request).catch((error: unknown) => {
    const outcome = googleFailure(error);
    if (outcome === 'silent') return;
    if (outcome === 'whitelist') return showErrors([t('DEVELOPER_ERROR_WHITELIST')]);
    // Spec §4.8: anything else reloads the page (the shop's notices explain after the reload). Nothing is blocked
    // yet at this point: the page is blocked only once an order is confirmed.
    logError('google_pay', error);
    location.reload();
  });
}
