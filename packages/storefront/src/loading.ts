/**
 * When each widget's chunk is fetched, in the spirit of Astro's client directives. A theme overrides the default
 * on any tag with `data-vitrine-load="eager|idle|visible|intent"`:
 * - `eager`: once the page has painted (what the shopper sees and uses first: menu, notices, add buttons, the product
 *   form);
 * - `visible`: when the element comes within a screen's height of the viewport, once the eager widgets have mounted
 *   (gallery, tabs, wallet buttons, card form, sidebar cart, password toggles);
 * - `idle`: once the page and the eager chunks have loaded and the browser is idle, or at the shopper's first press
 *   or key anywhere (side cart and its toggler, popups not yet due, attribution);
 * - `intent`: on the first pointer, touch or focus on the element;
 * - `interaction`: at the shopper's first press, touch or key anywhere on the page (or a pointer over the element).
 *   A click on the element meanwhile is held and given to the widget once it has mounted, or to the server markup if
 *   it does not come.
 * Whatever the strategy, a pointer, touch or focus on the element fetches it at once (for `interaction`, a pointer):
 * nothing waits for idle time when the shopper is already reaching for it.
 */
export type LoadingStrategy = 'eager' | 'idle' | 'visible' | 'intent' | 'interaction';

export const LOAD_ATTRIBUTE = 'data-vitrine-load';

/**
 * `<meta name="vitrine-load" content="interaction">`: the page asks that nothing whose server markup is whole loads
 * before the shopper acts. A visitor who only reads the page then downloads no widget and no runtime (React is 57 KB
 * of the runtime's 76); the first action pays for them instead.
 */
export const PAGE_LOAD_META = 'vitrine-load';

const STRATEGIES: readonly LoadingStrategy[] = ['eager', 'idle', 'visible', 'intent', 'interaction'];

/** What a shopper clicks to act; a waiting widget takes these clicks from its server markup unless it says less. */
const ACTIONS = 'a[href],button,input[type=submit],summary,[role=button]';

/**
 * The tags whose server markup shows all there is to see and does what the shopper can do before acting: links and
 * forms that work, notices that read, a gallery's first image, the first tab. Each with the clicks its widget takes
 * (held while it comes) where that is less than every action in it: a product's link in a listing, a page's in the
 * menu go their way at once. Not here: what draws what the server cannot (wallet buttons, lazy backgrounds,
 * carousels), what acts without the shopper (timed popups, sticking on scroll, attribution at checkout), and the
 * search, which already waits for intent.
 */
const WHOLE_AS_SERVED: Record<string, string> = {
  'fk-add-to-cart': '.add_to_cart_button,button',
  'fk-mini-cart': '.remove_from_cart_button,button',
  'fk-cart-count': ACTIONS,
  'fk-notices': 'button',
  'fk-store-notice': ACTIONS,
  'fk-coming-soon': ACTIONS,
  'fk-nav-menu': 'button,.menu-item-has-children>a',
  'fk-side-cart': ACTIONS,
  'fk-cart-toggle': ACTIONS,
  'fk-menu-cart': ACTIONS,
  'fk-variation-form': ACTIONS,
  'fk-product-gallery': ACTIONS,
  'fk-product-tabs': '.wc-tabs a',
  'fk-review-stars': ACTIONS,
  'fk-share-buttons': ACTIONS,
};

/** The clicks a widget waiting for the shopper's first action takes from its server markup. */
export const clicksTaken = (key: string): string => WHOLE_AS_SERVED[key] ?? ACTIONS;

/** Tags not listed here are eager. */
export const DEFAULT_STRATEGY: Readonly<Record<string, LoadingStrategy>> = {
  'fk-mini-cart': 'visible',
  'fk-product-gallery': 'visible',
  'fk-product-tabs': 'visible',
  'fk-review-stars': 'visible',
  'fk-product-view': 'visible',
  'fk-express-button': 'visible',
  'fk-wallet-button': 'visible',
  // The card fields matter only once the shopper reaches the payment methods, below the billing fields on a phone.
  'fk-payment-form': 'visible',
  'fk-lazy-bg': 'visible',
  // A show/hide button matters once the password field is in view; at checkout it is folded under « Créer un compte ».
  'fk-password-toggle': 'visible',
  // The theme's search form works without it: suggestions load when the shopper reaches for the form.
  'fk-search': 'intent',
  'fk-loop-carousel': 'visible',
  'fk-share-buttons': 'visible',
  // Sticking matters only once the page scrolls: after the load event, or at the shopper's first key or press.
  'fk-sticky': 'idle',
  'fk-side-cart': 'idle',
  'fk-cart-toggle': 'idle',
  'fk-popup': 'idle',
  'fk-off-canvas': 'idle',
  'fk-hash-actions': 'idle',
  '[data-fk-express-slot]': 'idle',
  // A corner button, a bar and the header cart icon all work from their server markup until then.
  'fk-contact-buttons': 'idle',
  'fk-floating-bar': 'idle',
  'fk-menu-cart': 'idle',
  // It renders nothing, and loses nothing by waiting: the loader notes each page view as it runs (page-view-note.ts)
  // and the widget records a page left before it came on the next. At checkout the shopper's first press or key
  // brings it, well before the order is placed.
  'fk-attribution': 'idle',
};

/**
 * The strategy for one element matched by `key` (its tag, or the selector it was found by): the theme's attribute,
 * else the page's wish where the server markup is whole, else the default.
 */
export function strategyOf(key: string, attribute: string | null, page: string | null = null): LoadingStrategy {
  const asked = attribute?.trim().toLowerCase();
  if (asked && (STRATEGIES as readonly string[]).includes(asked)) return asked as LoadingStrategy;
  if (page?.trim().toLowerCase() === 'interaction' && key in WHOLE_AS_SERVED) return 'interaction';
  return DEFAULT_STRATEGY[key] ?? 'eager';
}

/** Events that show the shopper reaching for an element. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * The tags that let the loader itself wait for the shopper's first action where a page prints the waiting loader
 * (src/waiting-loader.ts: the checkout, the account's pages): the header's cart link, the notices and a sidebar's mini
 * cart work from their server markup until then, the search loads at a touch or focus on it (such an action), and
 * attribution comes on its own. Not the menu: on a phone its toggle is the widget's, and a tap would be lost.
 */
export const WAITING_WITH_LOADER = /^fk-(notices|store-notice|cart-count|mini-cart|search|attribution)$/;

/** The shopper's first action: a press, a touch or a key anywhere (a focus can be the shop's own script's). */
export const FIRST_ACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
