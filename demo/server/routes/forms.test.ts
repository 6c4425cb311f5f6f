import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_BILLING, Shopper, testStore, type TestStore } from '../testing.ts';

let store: TestStore;
let shopper: Shopper;

beforeEach(async () => {
  store = testStore();
  shopper = new Shopper(store);
  await shopper.get('/');
});
afterEach(() => store.dispose());

const cart = async (s: Shopper) =>
  (await (await s.get('/__test/cart')).json()) as {
    count: number;
    total: { raw: number };
    coupons: Array<{ code: string }>;
    items: Array<{ cartKey: string; productId: number; variationId: number; quantity: { value: number } }>;
  };

const text = async (res: Response) => res.text();

/** The remove link's nonce from a rendered page. */
const removeLink = (page: string) => /href="(\/\?remove_item=[0-9a-f]+&amp;_wpnonce=[0-9a-f]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
const cartNonce = (page: string) => /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';

describe('?add-to-cart (no JavaScript)', () => {
  it('adds, flashes the notice and redirects (303) to the same URL without the parameter', async () => {
    const res = await shopper.get('/boutique/?orderby=price&add-to-cart=11');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/boutique/?orderby=price');
    expect((await cart(shopper)).count).toBe(1);
    const page = await text(await shopper.get('/boutique/?orderby=price'));
    expect(page).toContain('<div class="woocommerce-message" role="alert">');
    expect(page).toContain('« Coffret Artisans du Jura » a été ajouté à votre panier.');
    // A notice shows once.
    expect(await text(await shopper.get('/boutique/'))).not.toContain('a été ajouté à votre panier');
  });

  it('starts a link add at the product minimum', async () => {
    await shopper.get('/boutique/?add-to-cart=14');
    expect((await cart(shopper)).items[0]?.quantity.value).toBe(2);
  });

  it('sends a product that needs options to its page with an error notice', async () => {
    const res = await shopper.get('/boutique/?add-to-cart=25');
    expect(res.headers.get('location')).toBe('/produit/echarpe-engadine/');
    const page = await text(await shopper.get('/produit/echarpe-engadine/'));
    expect(page).toContain('<ul class="woocommerce-error" role="alert"><li>Veuillez choisir des options');
  });

  it('flashes an error and stays for a refused add', async () => {
    const res = await shopper.get('/boutique/?add-to-cart=16');
    expect(res.headers.get('location')).toBe('/boutique/');
    expect(await text(await shopper.get('/boutique/'))).toContain('rupture de stock');
  });

  it('adds from the product page form post (multipart), variations included', async () => {
    const body = new FormData();
    body.set('attribute_pa_taille', 'l');
    body.set('attribute_pa_couleur', 'bleu');
    body.set('quantity', '1');
    body.set('add-to-cart', '21');
    body.set('product_id', '21');
    body.set('variation_id', '0');
    const res = await shopper.request('/produit/t-shirt-leman/', { method: 'POST', body });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/produit/t-shirt-leman/');
    expect((await cart(shopper)).items[0]).toMatchObject({ productId: 21, variationId: 104 });
  });

  it('adds a simple product from its form with a quantity', async () => {
    const res = await shopper.post('/produit/chocolat-noir-grand-cru/', { quantity: 5, 'add-to-cart': 15 });
    expect(res.status).toBe(303);
    const c = await cart(shopper);
    expect(c.count).toBe(5);
    expect(c.total.raw).toBe(44.5);
  });
});

describe('?remove_item', () => {
  it('removes with a valid nonce and redirects to the cart page with « Nom » retiré.', async () => {
    await shopper.get('/?add-to-cart=11');
    const link = removeLink(await text(await shopper.get('/')));
    expect(link).toBeDefined();
    const res = await shopper.get(link ?? '');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/?page_id=7');
    expect((await cart(shopper)).count).toBe(0);
    const page = await text(await shopper.get('/?page_id=7'));
    expect(page).toContain('« Coffret Artisans du Jura » retiré.');
    expect(page).toContain('Votre panier est actuellement vide.');
  });

  it('refuses a bad nonce', async () => {
    await shopper.get('/?add-to-cart=11');
    const key = (await cart(shopper)).items[0]?.cartKey;
    const res = await shopper.get(`/?remove_item=${key}&_wpnonce=bad`);
    expect(res.headers.get('location')).toBe('/?page_id=7');
    expect((await cart(shopper)).count).toBe(1);
    expect(await text(await shopper.get('/?page_id=7'))).toContain('a expiré');
  });
});

describe('cart page form', () => {
  it('updates quantities, removes at 0 and reports rule errors', async () => {
    await shopper.get('/?add-to-cart=15');
    await shopper.get('/?add-to-cart=14');
    const page = await text(await shopper.get('/?page_id=7'));
    const [choc, honey] = (await cart(shopper)).items;
    const res = await shopper.post('/?page_id=7', {
      [`cart[${choc?.cartKey}][qty]`]: 0,
      [`cart[${honey?.cartKey}][qty]`]: 3,
      update_cart: 'Mettre à jour le panier',
      'woocommerce-cart-nonce': cartNonce(page),
    });
    expect(res.status).toBe(303);
    const after = await cart(shopper);
    expect(after.items.map((i) => [i.productId, i.quantity.value])).toEqual([[14, 2]]);
    expect(await text(await shopper.get('/?page_id=7'))).toContain('se vend par multiples de 2');
  });

  it('applies coupons, refusing expired ones and unmet minimums', async () => {
    await shopper.get('/?add-to-cart=15');
    const nonce = cartNonce(await text(await shopper.get('/?page_id=7')));
    const apply = (code: string) =>
      shopper.post('/?page_id=7', { coupon_code: code, apply_coupon: 'Appliquer', 'woocommerce-cart-nonce': nonce });
    await apply('mini50');
    expect(await text(await shopper.get('/?page_id=7'))).toContain('Le montant minimum de commande');
    await apply('ETE2023');
    expect(await text(await shopper.get('/?page_id=7'))).toContain('a expiré');
    await apply('bienvenue10');
    const c = await cart(shopper);
    expect(c.coupons.map((x) => x.code)).toEqual(['BIENVENUE10']);
    expect(c.total.raw).toBe(8.01);
    const page = await text(await shopper.get('/?page_id=7'));
    expect(page).toContain('Code promo : BIENVENUE10');
    // The removal link works too.
    const res = await shopper.get('/?page_id=7&remove_coupon=BIENVENUE10');
    expect(res.headers.get('location')).toBe('/?page_id=7');
    expect((await cart(shopper)).coupons).toEqual([]);
  });

  it('drops a minimum-spend coupon when the cart falls below it', async () => {
    await shopper.get('/?add-to-cart=11');
    const nonce = cartNonce(await text(await shopper.get('/?page_id=7')));
    await shopper.post('/?page_id=7', { coupon_code: 'MINI50', apply_coupon: 'x', 'woocommerce-cart-nonce': nonce });
    expect((await cart(shopper)).total.raw).toBe(126.75);
    await shopper.get('/?add-to-cart=15');
    const key = (await cart(shopper)).items[0]?.cartKey ?? '';
    await shopper.ajax('remove_from_cart', { cart_item_key: key });
    const c = await cart(shopper);
    expect(c.coupons).toEqual([]);
    expect(c.total.raw).toBe(8.9);
  });
});

describe('checkout', () => {
  const billing = { ...CHECKOUT_BILLING, wc_order_attribution_source_type: 'typein' };
  const nonceOf = (page: string) => /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';

  it('creates an order, empties the cart and shows the order-received page', async () => {
    await shopper.get('/?add-to-cart=15');
    const page = await text(await shopper.get('/checkout/'));
    const res = await shopper.post('/checkout/', { ...billing, 'woocommerce-process-checkout-nonce': nonceOf(page) });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[0-9a-f]+$/);
    expect((await cart(shopper)).count).toBe(0);
    const received = await text(await shopper.get(location));
    expect(received).toContain('Merci. Votre commande a été reçue.');
    // 8.90 + 7.00 flat shipping below 100 CHF.
    expect(received).toContain('15.90');
    const row = store.store.db.prepare('SELECT meta, total FROM orders').get() as { meta: string; total: number };
    expect(JSON.parse(row.meta)).toEqual({ wc_order_attribution_source_type: 'typein' });
    expect(row.total).toBe(15.9);
    // Another key shows nothing.
    expect((await shopper.get(location.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
  });

  it('re-renders with errors when fields are missing', async () => {
    await shopper.get('/?add-to-cart=15');
    const page = await text(await shopper.get('/checkout/'));
    const res = await shopper.post('/checkout/', {
      ...billing,
      billing_email: 'pas-un-email',
      billing_city: '',
      'woocommerce-process-checkout-nonce': nonceOf(page),
    });
    expect(res.status).toBe(200);
    const body = await text(res);
    expect(body).toContain('Localité (facturation) est un champ obligatoire.');
    expect(body).toContain('n’est pas valide');
    expect(body).toContain('value="Léa"');
    expect((await cart(shopper)).count).toBe(1);
  });
});

describe('reviews', () => {
  it('stores a rated review and links to it', async () => {
    const res = await shopper.post('/wp-comments-post.php', {
      comment_post_ID: 15,
      rating: 4,
      comment: 'Très bon <b>chocolat</b>',
      author: 'Zoé',
      email: 'zoe@example.ch',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/produit\/chocolat-noir-grand-cru\/#comment-\d+$/);
    const page = await text(await shopper.get('/produit/chocolat-noir-grand-cru/'));
    expect(page).toContain('Très bon &lt;b&gt;chocolat&lt;/b&gt;');
    expect(page).toContain('aria-label="Noté 4 sur 5"');
  });

  it('refuses a review without a rating when one is required', async () => {
    const res = await shopper.post('/wp-comments-post.php', { comment_post_ID: 15, comment: 'Bien', author: 'Zoé', email: 'zoe@example.ch' });
    expect(res.headers.get('location')).toBe('/produit/chocolat-noir-grand-cru/#reviews');
    expect(await text(await shopper.get('/produit/chocolat-noir-grand-cru/'))).toContain('Veuillez sélectionner une note.');
  });
});
