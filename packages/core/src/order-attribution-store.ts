import { atom } from 'nanostores';

/**
 * This page view's `wc_order_attribution_*` fields (spec §3.8), set by `fk-attribution` once its cookies are
 * written; empty while it has not run or tracking is off. An order placed without the checkout form (express
 * checkout from a product page or the side cart) adds them to its payload.
 */
export const $orderAttribution = atom<Readonly<Record<string, string>>>({});
