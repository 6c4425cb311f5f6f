/**
 * The storefront's public events. Themes and other plugins listen on `document.body`, either natively
 * (`addEventListener`, `event.detail`) or through jQuery with WooCommerce's arguments.
 */

interface JQueryEventApi {
  triggered?: string;
}
interface JQueryLike {
  (target: Element): { trigger(name: string, args?: unknown[]): unknown; on(name: string, fn: (...args: unknown[]) => void): unknown; off(name: string, fn: (...args: unknown[]) => void): unknown };
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
export function emit(name: string, detail?: unknown, jqueryArgs: unknown[] = [], target: Element = document.body): void {
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

/**
 * Hears `name` whether a theme raises it natively or with jQuery's trigger (which never reaches native
 * listeners). A handler may therefore run twice for one jQuery-and-native raise: handlers must be idempotent.
 */
export function listen(name: string, handler: (detail: unknown) => void): () => void {
  const body = document.body;
  const onNative = (e: Event) => handler((e as CustomEvent).detail);
  body.addEventListener(name, onNative);
  const jq = jquery();
  const onJquery = (_e: unknown, ...args: unknown[]) => handler(args);
  jq?.(body).on(name, onJquery);
  return () => {
    body.removeEventListener(name, onNative);
    jq?.(body).off(name, onJquery);
  };
}
