import type { Store } from './store.ts';
import type { DB } from './db.ts';

/** The shop settings the page config carries (spec §2, §4.1, §4.11, §4.14, §5.3). */
export interface ShopSettings {
  cart_redirect_after_add: 'yes' | 'no';
  ajax_add_to_cart: 'yes' | 'no';
  should_open_cart: 'yes' | 'no';
  force_open_cart: 'yes' | 'no';
  need_extra_slide_cart_ajax: 'yes' | 'no';
  review_rating_required: 'yes' | 'no';
  site_utc_offset: number;
  /**
   * FunnelKit Cart answers (the spec's shop); `no`: a shop without it, whose side cart speaks WooCommerce's Store API
   * and whose `fkcart_*` calls answer an empty 200, as WooCommerce answers an action nobody handles.
   */
  funnelkit_cart: 'yes' | 'no';
}

export const YES_NO_SETTINGS = [
  'cart_redirect_after_add',
  'ajax_add_to_cart',
  'should_open_cart',
  'force_open_cart',
  'need_extra_slide_cart_ajax',
  'review_rating_required',
  'funnelkit_cart',
] as const;

export type YesNoSetting = (typeof YES_NO_SETTINGS)[number];

/** One stored option (wp_options style). */
export function option(db: DB, name: string, fallback = ''): string {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined;
  return row?.value ?? fallback;
}

export const numberOption = (db: DB, name: string, fallback: number): number => {
  const n = Number(option(db, name, String(fallback)));
  return Number.isFinite(n) ? n : fallback;
};

const yesNo = (v: string): 'yes' | 'no' => (v === 'yes' ? 'yes' : 'no');

/** Stored settings, with the session's overrides from the store's hooks on top (test mode's, store.ts). */
export function shopSettings(store: Store, sessionId: string): ShopSettings {
  const overrides = store.hooks.settingOverrides?.(sessionId) ?? {};
  const get = (name: string): string => overrides[name] ?? option(store.db, name);
  const yn = (name: YesNoSetting) => yesNo(get(name));
  return {
    cart_redirect_after_add: yn('cart_redirect_after_add'),
    ajax_add_to_cart: yn('ajax_add_to_cart'),
    should_open_cart: yn('should_open_cart'),
    force_open_cart: yn('force_open_cart'),
    need_extra_slide_cart_ajax: yn('need_extra_slide_cart_ajax'),
    review_rating_required: yn('review_rating_required'),
    site_utc_offset: Number(get('site_utc_offset')) || 0,
    // On unless a shop (or a journey) says no.
    funnelkit_cart: get('funnelkit_cart') === 'no' ? 'no' : 'yes',
  };
}

/** The page config's `request_timeout_ms` for this session: its override (a whole number of ms), else the server's. */
export function requestTimeoutMs(store: Store, sessionId: string): number {
  const override = Number(store.hooks.settingOverrides?.(sessionId)?.request_timeout_ms);
  return Number.isInteger(override) && override > 0 ? override : store.options.timeoutMs;
}
