import * as v from 'valibot';

/** Money as the shop shows it (already formatted by the server) and as a number for arithmetic. */
export const Money = v.object({ formatted: v.string(), raw: v.number() });

export const CartItemQuantity = v.object({
  value: v.number(),
  min: v.number(),
  max: v.nullable(v.number()),
  step: v.number(),
});

export const CartItem = v.object({
  cartKey: v.pipe(v.string(), v.minLength(1)),
  productId: v.number(),
  variationId: v.optional(v.number(), 0),
  name: v.string(),
  link: v.string(),
  image: v.nullable(v.object({ src: v.string(), alt: v.string() })),
  /** Chosen variation attributes as label → term name, for display. */
  attributes: v.optional(v.record(v.string(), v.string()), {}),
  quantity: CartItemQuantity,
  soldIndividually: v.optional(v.boolean(), false),
  unitPrice: Money,
  linePrice: Money,
});

export const AppliedCoupon = v.object({ code: v.string(), discount: Money });

export const RewardProgress = v.object({
  /** 0 to 1. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  threshold: Money,
  remaining: Money,
  achieved: v.boolean(),
  /** Plain text, never HTML. */
  message: v.string(),
});

export const Upsell = v.object({
  productId: v.number(),
  name: v.string(),
  link: v.string(),
  image: v.nullable(v.object({ src: v.string(), alt: v.string() })),
  price: Money,
  /** Variable products need options first: the side cart opens quick view for them. */
  needsOptions: v.boolean(),
});

/**
 * The cart as the server last saw it, carried by the `script#fk-cart-state` fragment as JSON.
 * Everything a widget renders about the cart comes from here.
 */
export const CartSnapshot = v.object({
  hash: v.string(),
  count: v.number(),
  items: v.array(CartItem),
  subtotal: Money,
  discount: Money,
  /**
   * The items after discounts, before shipping and fees: the header cart's figure, and what FunnelKit's
   * `fkcart_cart_total` cookie carries. `total` may include shipping the shop estimated for a default address.
   */
  itemsTotal: Money,
  total: Money,
  coupons: v.array(AppliedCoupon),
  reward: v.nullable(RewardProgress),
  upsells: v.array(Upsell),
  needsPayment: v.boolean(),
});

export type CartSnapshot = v.InferOutput<typeof CartSnapshot>;
export type CartItem = v.InferOutput<typeof CartItem>;
export type Money = v.InferOutput<typeof Money>;

/** The fragment key (a selector) under which the snapshot travels. */
export const CART_STATE_SELECTOR = 'script#fk-cart-state';
export const CART_STATE_ID = 'fk-cart-state';

export const emptyCart = (): CartSnapshot => ({
  hash: '',
  count: 0,
  items: [],
  subtotal: { formatted: '', raw: 0 },
  discount: { formatted: '', raw: 0 },
  itemsTotal: { formatted: '', raw: 0 },
  total: { formatted: '', raw: 0 },
  coupons: [],
  reward: null,
  upsells: [],
  needsPayment: false,
});

/**
 * The snapshot as markup for the fragment. `<` is escaped so a product name can never close the script element.
 */
export function cartStateMarkup(snapshot: CartSnapshot): string {
  const body = JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${CART_STATE_ID}">${body}</script>`;
}
