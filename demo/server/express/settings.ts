import type { Store } from '../store.ts';

/**
 * The page config's `express` section (packages/core config.ts). The demo wallet is on: the demo has no Stripe
 * account, and its sheet lets a person try the whole flow. Browser tests switch it off per session (the store's
 * `expressOverrides` hook, test mode's `POST /__test/express`) to drive a Stripe-shaped fake instead, and switch the
 * standalone Google Pay wallet on.
 */
export function expressConfig(store: Store, sessionId: string) {
  const o = store.hooks.expressOverrides?.(sessionId) ?? {};
  return {
    publishable_key: 'pk_test_vitrine_demo',
    mode: o.mode ?? 'test',
    enabled: true,
    link_enabled: false,
    button_theme: 'dark',
    button_position: 'below',
    button_length: 8,
    button_height: 44,
    shipping_required: true,
    google_pay_enabled: o.google_pay ?? false,
    google_pay_merchant_id: o.merchant_id ?? '',
    google_pay_merchant_name: 'Vitrine (démo)',
    demo_wallet: o.demo_wallet ?? true,
  };
}
