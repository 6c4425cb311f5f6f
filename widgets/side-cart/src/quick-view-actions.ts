import { getVariation, quickView, type SideCartAnswer, type Call } from '@vitrine/contract';
import { announce, emitCartChange, getConfig, isAborted, sameOriginUrl, send, shopperMessage, t, TransportError } from '@vitrine/core';
import { showNotice } from './notice.ts';
import { parseQuickView } from './quick-view-markup.ts';
import { choiceToAsk, quantityFor, quickViewChoice } from './quick-view-model.ts';
import { calls, sendSideCart } from './calls.ts';
import type { Outcome } from './model.ts';
import { $sideCart, updateQuickView, type QuickViewState } from './state.ts';
import './french.ts';

/**
 * Quick view (spec §2.9, §4.12, §7.6): the product's variation form over the drawer. Choosing options and the
 * quantity only changes the form; « Ajouter » sends one multipart add (or, for a cart line, its new options)
 * and closes quick view on success. A failure keeps it open with the shop's message in a notice.
 */

export interface QuickViewTarget {
  productId: number;
  name: string;
  link: string;
  /** A cart line whose options are being changed, and its quantity (kept unless the new variation forbids it). */
  cartKey?: string;
  quantity?: number;
}

const isCurrent = (productId: number) => $sideCart.get().quickView?.productId === productId;

let pageRequest: AbortController | null = null;

/**
 * Without FunnelKit Cart there is no quick view endpoint: the product page itself is read, as the shop prints it
 * (its variation form, title, price and image; a cart line's link names its choice, which WooCommerce preselects).
 */
async function productPage(link: string): Promise<Outcome> {
  const url = sameOriginUrl(link);
  if (!url) return { kind: 'failed', message: t('The shop had a problem with your request. Please try again.') };
  pageRequest?.abort();
  const request = new AbortController();
  pageRequest = request;
  const timer = setTimeout(() => request.abort(new TransportError('timeout', 'product page', 'no answer')), getConfig().request_timeout_ms);
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' }, signal: request.signal });
    if (!response.ok) throw new TransportError('http', 'product page', '', response.status);
    const answer: SideCartAnswer = { code: 200, message: '', msg: '', cart_hash: '', quick_view_content: await response.text() };
    return { kind: 'done', answer, message: '' };
  } catch (error) {
    const reason = request.signal.reason;
    if (pageRequest !== request || (isAborted(error) && !(reason instanceof TransportError))) return { kind: 'aborted' };
    return { kind: 'failed', message: shopperMessage(reason instanceof TransportError ? reason : error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function openQuickView(target: QuickViewTarget): Promise<void> {
  const { productId, name, link, cartKey = '', quantity } = target;
  $sideCart.setKey('quickView', { productId, name, link, cartKey, status: 'loading', product: null, chosen: {}, quantity: 1, answers: {} });
  const outcome = getConfig().plugins.funnelkit_cart ? await sendSideCart(quickView(productId, cartKey)) : await productPage(link);
  if (!isCurrent(productId) || outcome.kind === 'aborted') return;
  const product = outcome.kind === 'done' ? parseQuickView(outcome.answer.quick_view_content ?? '') : null;
  if (!product) {
    closeQuickView();
    showNotice('error', outcome.kind === 'done' ? t('The shop had a problem with your request. Please try again.') : outcome.message);
    return;
  }
  updateQuickView({ status: 'ready', product, chosen: product.chosen, quantity: quantity ?? product.quantity });
  settleChoice();
}

export function closeQuickView(): void {
  $sideCart.setKey('quickView', null);
}

/** After a choice: the quantity follows the variation's limits, and an unknown choice is asked for. */
function settleChoice(): void {
  const view = $sideCart.get().quickView;
  if (!view?.product) return;
  const { state } = quickViewChoice(view.product, view.chosen, view.answers);
  updateQuickView({ quantity: quantityFor(state, view.quantity) });
  const key = choiceToAsk(view.product, view.chosen, view.answers);
  if (key !== null) void lookUp(view, key);
}

async function lookUp(view: QuickViewState, key: string): Promise<void> {
  try {
    const variation = await send(getVariation(view.productId, view.chosen));
    const now = $sideCart.get().quickView;
    if (!now || now.productId !== view.productId) return;
    updateQuickView({ answers: { ...now.answers, [key]: variation } });
    settleChoice();
  } catch {
    // Superseded by a newer choice, or unreachable: add stays disabled until a choice is answered.
  }
}

export function chooseOption(name: string, value: string): void {
  const view = $sideCart.get().quickView;
  if (!view) return;
  updateQuickView({ chosen: { ...view.chosen, [name]: value } });
  settleChoice();
}

export function resetOptions(): void {
  updateQuickView({ chosen: {} });
}

export const setQuickViewQuantity = (quantity: number) => updateQuickView({ quantity });

export async function addFromQuickView(): Promise<void> {
  const view = $sideCart.get().quickView;
  if (!view?.product || view.status !== 'ready') return;
  const { state } = quickViewChoice(view.product, view.chosen, view.answers);
  if (state.kind !== 'found' || !state.purchasable) return;
  const variationId = state.variation.variation_id;
  const attributes = view.chosen;
  updateQuickView({ status: 'adding' });
  const sent: Array<Call<SideCartAnswer>> = view.cartKey
    ? calls().replaceLine({ cartKey: view.cartKey, productId: view.productId, variationId, quantity: view.quantity, attributes })
    : [calls().addVariant({ productId: view.productId, variationId, quantity: view.quantity, attributes })];
  let outcome: Outcome = { kind: 'aborted' };
  // In order, each only once the one before was done: a line is removed only once its new choice is in.
  for (const call of sent) {
    outcome = await sendSideCart(call);
    if (outcome.kind !== 'done') break;
  }
  if (!isCurrent(view.productId)) return;
  if (outcome.kind !== 'done') {
    updateQuickView({ status: 'ready' });
    if (outcome.kind !== 'aborted') showNotice('error', outcome.message);
    return;
  }
  closeQuickView();
  const { fragments = {}, cart_hash: cartHash } = outcome.answer;
  if (!view.cartKey) emitCartChange('added_to_cart', { fragments, cartHash });
  announce(view.cartKey ? t('Cart updated.') : t('“{name}” has been added to your cart.', { name: view.product.name || view.name }));
}
