import { cartProtocol, sideCartWords, type Call, type CartProtocol, type SideCartAnswer } from '@vitrine/contract';
import { applyServerFragments, cartGeneration, getConfig, isAborted, markupText, send, shopperMessage } from '@vitrine/core';
import { reloadCartPage } from './cart-page.ts';
import { readAnswer, shouldRerun, type Outcome } from './model.ts';

/**
 * Every side cart call goes through here, so each answer is read the same way (spec §7.6): fragments go to
 * core's sink (they carry the cart snapshot the drawer renders from), a non-200 code becomes its message, a
 * re-run request fetches the side cart again, and on the cart page the cart table follows a change.
 */

/** The side cart's calls in the protocol the shop has: FunnelKit Cart's where it answers, the Store API elsewhere. */
export const calls = (): CartProtocol => cartProtocol(getConfig().plugins.funnelkit_cart);

/** The whole cart (`fkcart_get_slide_cart`, or the Store API's cart), its fragments applied. */
export async function fetchSlideCart(): Promise<SideCartAnswer> {
  const sentAt = cartGeneration();
  const answer = await send(calls().refresh());
  // Older than a change WooCommerce's cart page made meanwhile: core's own read brings that cart.
  if (answer.code === 200 && answer.fragments && sentAt === cartGeneration()) applyServerFragments(answer.fragments, answer.cart_hash);
  return answer;
}

let refreshing: Promise<void> | null = null;

/** One side cart refresh at a time; a failure keeps what is shown (it was true a moment ago). */
export function refreshSideCart(): Promise<void> {
  refreshing ??= fetchSlideCart()
    .then(() => undefined)
    .catch((error: unknown) => console.warn('[vitrine] actualisation du panier latéral impossible', error))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function sendSideCart(call: Call<SideCartAnswer>): Promise<Outcome> {
  const changesCart = call.queue === 'cart';
  let answer: SideCartAnswer;
  try {
    answer = await send(call);
  } catch (error) {
    if (isAborted(error)) return { kind: 'aborted' };
    // The shop may have done it before failing to answer: show what it really holds.
    if (changesCart) void refreshSideCart();
    return { kind: 'failed', message: shopperMessage(error) };
  }
  // Even a refusal may carry the cart as it now is (a quantity capped by stock).
  if (answer.fragments) applyServerFragments(answer.fragments, answer.cart_hash);
  // The shop's words come as it printed them: WooCommerce's notices with their tabs, `&quot;` and tags.
  const outcome = readAnswer(answer, markupText(sideCartWords(answer)));
  const config = getConfig();
  if (shouldRerun(answer, config.shop.need_extra_slide_cart_ajax)) void refreshSideCart();
  if (outcome.kind === 'done' && changesCart && config.page.is_cart) void reloadCartPage();
  return outcome;
}
