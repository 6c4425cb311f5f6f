import { map, type MapStore } from 'nanostores';
import { getCartDetails, selectedProductData, type GooglePayData, type OrderData } from '@vitrine/contract';
import { $cart, getConfig, isAborted, listen, send, t } from '@vitrine/core';
import type { WalletUpdate } from '@vitrine/payments';
import type { ExpressContext } from './model.ts';
import { productForm, readProductChoice } from './page-form.ts';

/**
 * What the sheet shows for each context, kept current from the shop (spec §7.3): the product page asks
 * `fkwcs_selected_product_data` when the quantity, variation or add-ons change; the cart, checkout and side cart
 * ask `fkwcs_get_cart_details` when the cart changes. One store per context, shared by the buttons in it.
 */

export interface OrderState {
  /** Total and lines for the sheet; null until the shop has answered once. */
  update: WalletUpdate | null;
  /** Spec §4.10: false once the cart costs nothing. */
  needsPayment: boolean;
  /** The standalone wallet's data (its own totals and shipping options). */
  googlePay: GooglePayData | null;
}

const stores = new Map<ExpressContext, MapStore<OrderState>>();
const watched = new Set<ExpressContext>();

export function orderStore(context: ExpressContext): MapStore<OrderState> {
  let store = stores.get(context);
  if (!store) {
    store = map<OrderState>({ update: null, needsPayment: true, googlePay: null });
    stores.set(context, store);
  }
  return store;
}

const asUpdate = (order: Pick<OrderData, 'total' | 'displayItems'>): WalletUpdate => ({
  total: order.total,
  displayItems: order.displayItems,
});

/** What the sheet shows before the shop has answered: the page's own figures, if the theme printed them. */
function pageOrder(initial: unknown): GooglePayData | null {
  const order = initial as Partial<OrderData> | null | undefined;
  const amount = order?.total?.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return null;
  return {
    order_data: {
      total: { label: order?.total?.label || t('Total'), amount },
      displayItems: Array.isArray(order?.displayItems) ? order.displayItems : [],
      currency: getConfig().shop.currency.toLowerCase(),
      country_code: getConfig().shop.country,
    },
    shipping_options: [],
  };
}

async function refreshProduct(store: MapStore<OrderState>, host: Element): Promise<void> {
  const form = productForm(host);
  const choice = form && readProductChoice(form);
  if (!choice) return;
  try {
    const answer = await send(selectedProductData(choice));
    // An incomplete choice answers an error: the button is disabled meanwhile, the last totals stay.
    if ('error' in answer) return;
    const update = asUpdate(answer);
    const shop = getConfig().shop;
    store.set({
      ...store.get(),
      update,
      googlePay: {
        order_data: { ...update, currency: shop.currency.toLowerCase(), country_code: shop.country },
        shipping_options: [],
      },
    });
  } catch (error) {
    if (!isAborted(error)) console.warn('[vitrine] total du produit indisponible', error);
  }
}

async function refreshCart(store: MapStore<OrderState>): Promise<void> {
  try {
    const answer = await send(getCartDetails());
    if (!answer.success) {
      store.setKey('needsPayment', false);
      return;
    }
    const { order_data: order, is_fkwcs_need_payment: needsPayment, fkwcs_google_pay_data: googlePay } = answer.data;
    store.set({ update: asUpdate(order), needsPayment, googlePay: googlePay ?? { order_data: order, shipping_options: [] } });
  } catch (error) {
    console.warn('[vitrine] détails du panier indisponibles', error);
  }
}

function watchProduct(store: MapStore<OrderState>, host: Element, printed: boolean): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Typing "12" is one change, not two calls; a newer call aborts the one still awaited anyway.
  const soon = (delay = 150) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshProduct(store, host), delay);
  };
  // Delegated: the variation form re-renders its form, so no listener is held on a form that may be replaced.
  const onEdit = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('form.cart')) soon();
  };
  const area = host.closest('.product') ?? document.body;
  area.addEventListener('change', onEdit);
  area.addEventListener('input', onEdit);
  for (const name of ['found_variation', 'hide_variation', 'reset_data'] as const) listen(name, () => soon());
  // Spec §4.11: the side cart resets the quantity to 1 when it closes; the button follows.
  listen('fkcart_closed', () => soon(0));
  // The theme printed the product's price: that is the page's own answer, so loading costs no request. A choice
  // (quantity, variation, add-on) asks the shop, as does a page that printed none.
  if (!printed) void refreshProduct(store, host);
}

function watchCart(store: MapStore<OrderState>): void {
  let hash = $cart.get().hash;
  $cart.listen((cart) => {
    if (cart.hash === hash) return;
    hash = cart.hash;
    void refreshCart(store);
  });
  listen('updated_checkout', () => void refreshCart(store));
  void refreshCart(store);
}

/**
 * Starts keeping a context's store current; the first button of a context starts it, once per page. `initial` is
 * the element's `order-data` (the product's price printed by the theme), shown until the shop answers.
 */
export function watchOrder(context: ExpressContext, host: Element, initial?: unknown): MapStore<OrderState> {
  const store = orderStore(context);
  if (watched.has(context)) return store;
  watched.add(context);
  const printed = pageOrder(initial);
  if (printed) store.set({ ...store.get(), update: asUpdate(printed.order_data), googlePay: printed });
  if (context === 'product') watchProduct(store, host, printed !== null);
  else watchCart(store);
  return store;
}
