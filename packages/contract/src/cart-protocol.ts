import type { Call } from './call.ts';
import {
  addFromProductForm,
  addUpsell,
  addVariant,
  applyCoupon,
  getSlideCart,
  removeCoupon,
  removeItem,
  type AttributesUpdate,
  type SideCartAnswer,
  updateAttributes,
  updateItem,
  type VariantAdd,
} from './side-cart.ts';
import {
  getStoreCart,
  storeAddProduct,
  storeAddVariant,
  storeApplyCoupon,
  storeFormAdd,
  storeRemoveCoupon,
  storeRemoveItem,
  storeReplaceLine,
  storeUpdateItem,
} from './store-api-cart.ts';

/**
 * One cart, two back ends: the side cart's calls in the protocol the shop has. FunnelKit Cart's wc-ajax calls where
 * it answers, WooCommerce's Store API everywhere else; both answers read as a SideCartAnswer, so the drawer, its
 * stores and views do not know which one answered.
 */
export interface CartProtocol {
  /** The whole cart, and with it a fresh nonce: the refresher. */
  refresh(): Call<SideCartAnswer>;
  updateItem(cartKey: string, quantity: number): Call<SideCartAnswer>;
  removeItem(cartKey: string): Call<SideCartAnswer>;
  addUpsell(productId: number): Call<SideCartAnswer>;
  addVariant(add: VariantAdd): Call<SideCartAnswer>;
  /** The product page form's add, or null when this protocol cannot carry the form's fields. */
  addFromProductForm(entries: ReadonlyArray<readonly [string, string]>): Call<SideCartAnswer> | null;
  /** A cart line's new options: the calls to send in order, each only after the one before was done. */
  replaceLine(update: AttributesUpdate): Array<Call<SideCartAnswer>>;
  applyCoupon(code: string): Call<SideCartAnswer>;
  removeCoupon(code: string): Call<SideCartAnswer>;
  nonce: 'fkcart' | 'store_api';
}

const funnelKitCart: CartProtocol = {
  refresh: getSlideCart,
  updateItem,
  removeItem,
  addUpsell,
  addVariant,
  addFromProductForm,
  replaceLine: (update) => [updateAttributes(update)],
  applyCoupon,
  removeCoupon,
  nonce: 'fkcart',
};

const storeApi: CartProtocol = {
  refresh: getStoreCart,
  updateItem: storeUpdateItem,
  removeItem: storeRemoveItem,
  addUpsell: (productId) => storeAddProduct(productId),
  addVariant: storeAddVariant,
  addFromProductForm: storeFormAdd,
  replaceLine: storeReplaceLine,
  applyCoupon: storeApplyCoupon,
  removeCoupon: storeRemoveCoupon,
  nonce: 'store_api',
};

export const cartProtocol = (funnelKitCartAnswers: boolean): CartProtocol => (funnelKitCartAnswers ? funnelKitCart : storeApi);
