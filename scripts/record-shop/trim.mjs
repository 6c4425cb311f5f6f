// What a recording keeps of an answer: everything Vitrine reads, whole; markup Vitrine never reads, cut to its start.

/** Fragments Vitrine reads: its own snapshot and WooCommerce's mini cart (the removal links). */
const READ_FRAGMENTS = new Set(['script#fk-cart-state', 'div.widget_shopping_cart_content']);
const HEAD = 240;

const cut = (markup) => (markup.length <= HEAD ? markup : `${markup.slice(0, HEAD)}…[${markup.length} bytes]`);

/** The Store API cart (CartSchema) reduced to the fields a cart widget reads. */
const STORE_CART_KEYS = [
  'items',
  'coupons',
  'totals',
  'items_count',
  'needs_payment',
  'needs_shipping',
  'errors',
  'cross_sells',
  'shipping_rates',
  'extensions',
];
const STORE_ITEM_KEYS = [
  'key',
  'id',
  'type',
  'quantity',
  'quantity_limits',
  'name',
  'permalink',
  'images',
  'variation',
  'item_data',
  'prices',
  'totals',
  'sold_individually',
  'catalog_visibility',
  'low_stock_remaining',
  'backorders_allowed',
  'show_backorder_badge',
];
const pick = (object, keys) => Object.fromEntries(keys.filter((k) => k in object).map((k) => [k, object[k]]));

function trimStoreCart(cart) {
  const out = pick(cart, STORE_CART_KEYS);
  // Only Vitrine's own extension is read; other plugins' are theirs.
  if (out.extensions) out.extensions = pick(out.extensions, ['vitrine']);
  if (Array.isArray(out.items)) {
    out.items = out.items.map((item) => ({
      ...pick(item, STORE_ITEM_KEYS),
      images: (item.images ?? []).slice(0, 1).map((image) => pick(image, ['src', 'thumbnail', 'alt'])),
    }));
  }
  if (Array.isArray(out.shipping_rates)) {
    out.shipping_rates = out.shipping_rates.map((pkg) => ({
      ...pick(pkg, ['package_id', 'name']),
      shipping_rates: (pkg.shipping_rates ?? []).map((rate) => pick(rate, ['rate_id', 'name', 'price', 'selected', 'method_id'])),
    }));
  }
  if (Array.isArray(out.cross_sells)) out.cross_sells = out.cross_sells.map((p) => pick(p, ['id', 'name', 'permalink', 'prices']));
  return out;
}

export function trimAnswer(body) {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.length > 4000 ? cut(body) : body;
  if (Array.isArray(body))
    return body.map((entry) =>
      entry && typeof entry === 'object' && 'prices' in entry
        ? pick(entry, ['id', 'name', 'permalink', 'on_sale', 'is_in_stock', 'prices', 'images', 'type'])
        : entry,
    );
  const out = { ...body };
  if (out.fragments && typeof out.fragments === 'object') {
    out.fragments = Object.fromEntries(
      Object.entries(out.fragments).map(([key, value]) => [key, READ_FRAGMENTS.has(key) || typeof value !== 'string' ? value : cut(value)]),
    );
  }
  if ('items' in out && 'totals' in out) return trimStoreCart(out);
  // A Store API error carries the cart as it stands in `data.cart`.
  if (out.data?.cart) out.data = { ...out.data, cart: trimStoreCart(out.data.cart) };
  return out;
}
