import type { CartChange, CartFragments, VitrineEventName, VitrineHeardEventName, VitrineRaisedEvents } from './event-table.ts';

/**
 * The storefront's public events (their table: event-table.ts). Themes and other plugins listen on
 * `document.body`, either natively (`addEventListener`, `event.detail`) or through jQuery with WooCommerce's
 * arguments.
 */

interface JQueryEventApi {
  triggered?: string;
}
interface JQueryLike {
  (
    target: Element | object,
  ): {
    trigger(name: string, args?: unknown[]): unknown;
    on(name: string, fn: (...args: unknown[]) => void): unknown;
    off(name: string, fn: (...args: unknown[]) => void): unknown;
  };
  event?: JQueryEventApi;
}

function jquery(): JQueryLike | undefined {
  const jq = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof jq === 'function' ? (jq as JQueryLike) : undefined;
}

/**
 * Raises `name` on `target` (document.body unless said otherwise): a native CustomEvent carrying `detail`,
 * and a jQuery event carrying `jqueryArgs` when the page has jQuery. Both bubble, so listeners on
 * document.body hear events raised on an element inside it (WooCommerce raises its variation events on the
 * form, where themes listen for them).
 */
export function emit<N extends VitrineEventName>(name: N, detail?: VitrineRaisedEvents[N], jqueryArgs: unknown[] = [], target: Element = document.body): void {
  const event = new CustomEvent(name, { detail, bubbles: true });
  const jq = jquery();
  if (!jq?.event) {
    target.dispatchEvent(event);
    return;
  }
  jq(target).trigger(name, jqueryArgs);
  // jQuery handlers are native listeners too; jQuery skips the native event whose type equals
  // `jQuery.event.triggered` (its own guard against double handling), so they run once, with their arguments.
  const previous = jq.event.triggered;
  jq.event.triggered = name;
  try {
    target.dispatchEvent(event);
  } finally {
    jq.event.triggered = previous;
  }
}

/** jQuery handlers waiting for jQuery: a theme's footer scripts load it after Vitrine's widgets have started. */
const waitingForJquery = new Set<(jq: JQueryLike) => void>();

function attachWaiting(): void {
  const jq = jquery();
  if (!jq) return;
  for (const attach of waitingForJquery) attach(jq);
  waitingForJquery.clear();
}

/** Runs `attach` with jQuery now, or once the page's scripts have run (DOMContentLoaded, then load). */
function withJquery(attach: (jq: JQueryLike) => void): () => void {
  const jq = jquery();
  if (jq) {
    attach(jq);
    return () => undefined;
  }
  if (!waitingForJquery.size) {
    document.addEventListener('DOMContentLoaded', attachWaiting, { once: true });
    addEventListener('load', attachWaiting, { once: true });
  }
  waitingForJquery.add(attach);
  return () => waitingForJquery.delete(attach);
}

/**
 * Hears `name` whether a theme raises it natively or with jQuery's trigger (which never reaches native
 * listeners), jQuery's also when the page loads jQuery after this call (WooCommerce's cart page script, in the
 * footer, raising `updated_wc_div` went unheard). A handler may therefore run twice for one jQuery-and-native raise:
 * handlers must be idempotent.
 */
export function listen(name: VitrineHeardEventName, handler: (detail: unknown) => void): () => void {
  const body = document.body;
  const onNative = (e: Event) => handler((e as CustomEvent).detail);
  body.addEventListener(name, onNative);
  const onJquery = (_e: unknown, ...args: unknown[]) => handler(args);
  let attached: JQueryLike | undefined;
  const stopWaiting = withJquery((jq) => {
    attached = jq;
    jq(body).on(name, onJquery);
  });
  return () => {
    body.removeEventListener(name, onNative);
    stopWaiting();
    attached?.(body).off(name, onJquery);
  };
}

/** An element as WooCommerce hands it to jQuery handlers: `$button`, a jQuery object, when the page has jQuery. */
export function jqueryWrapped<T extends object | null>(element: T): unknown {
  const jq = jquery();
  return element && jq ? jq(element) : element;
}

/** Before an add is sent: `adding_to_cart`, jQuery arguments `[$button, data]` as WooCommerce passes them. */
export function emitAddingToCart(button: HTMLElement | null, data: Record<string, unknown>): void {
  emit('adding_to_cart', { button, data }, [jqueryWrapped(button), data]);
}

/**
 * The one way a widget announces that the cart changed, so every add and removal carries the same detail
 * natively and WooCommerce's `[fragments, cartHash, $button]` for jQuery.
 */
export function emitCartChange(
  name: 'added_to_cart' | 'removed_from_cart',
  change: { fragments: CartFragments; cartHash: string; button?: HTMLElement | null; cartKey?: string },
): void {
  const detail: CartChange = { fragments: change.fragments, cartHash: change.cartHash, button: change.button ?? null };
  if (change.cartKey) detail.cartKey = change.cartKey;
  emit(name, detail, [detail.fragments, detail.cartHash, jqueryWrapped(detail.button)]);
}
