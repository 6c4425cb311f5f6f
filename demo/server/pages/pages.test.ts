import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(path: string, status = 200): Promise<string> {
  const res = await shopper.get(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

function config(doc: string): Record<string, Record<string, unknown>> {
  const body = /<script type="application\/json" id="vitrine-config">([\s\S]*?)<\/script>/.exec(doc)?.[1];
  if (!body) throw new Error('no config');
  return JSON.parse(body) as Record<string, Record<string, unknown>>;
}

/** Every `<li class="product …">` of a listing, in order. */
const listed = (doc: string) => [...doc.matchAll(/<li class="product type-product post-(\d+)[^"]*">([\s\S]*?)<\/li>/g)];

const PAGES: Array<[string, Record<string, boolean>]> = [
  ['/', {}],
  ['/boutique/', { is_shop: true }],
  ['/produit/t-shirt-leman/', { is_product: true, is_product_page: true, is_single_product: true }],
  ['/?page_id=7', { is_cart: true }],
  ['/checkout/', { is_checkout: true }],
];

describe('every page', () => {
  it.each(PAGES)('%s: French document, landmarks, one h1, config with its flags, Vitrine assets', async (path, flags) => {
    if (path === '/checkout/') await shopper.get('/?add-to-cart=15');
    const doc = await page(path);
    expect(doc).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(doc.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const tag of ['<header', '<nav class="main-navigation" aria-label="Menu principal">', '<main id="main"', '<footer']) expect(doc).toContain(tag);
    expect(doc).toContain('<link rel="stylesheet" href="/assets/theme.css">');
    expect(doc).toContain('<script type="module" fetchpriority="low" src="/vitrine/vitrine.js"></script>');
    // This store has no build to inline: the first-paint stylesheet is linked instead.
    expect(doc).toContain('<link rel="stylesheet" href="/vitrine/vitrine-first-paint.css">');
    expect(doc).not.toContain('/vitrine/vitrine.css');
    expect(doc).toContain('<fk-notices><div class="woocommerce-notices-wrapper">');
    expect(doc).toContain(
      '<fk-cart-count><a class="fk-header-cart" href="/?page_id=7"><span class="screen-reader-text">Panier : </span><span class="fk-header-cart__count" data-fk-cart-count-label>',
    );
    // The header carries WooCommerce's product search form, named as a landmark of its own, in fk-search.
    const header = /<header[\s\S]*?<\/header>/.exec(doc)?.[0] ?? '';
    expect(header).toContain(
      '<div class="site-search"><fk-search><form role="search" aria-label="Recherche dans la boutique" method="get" class="woocommerce-product-search" action="/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Recherche pour :</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Recherche de produits…" value="" name="s"><button type="submit" value="Recherche">Recherche</button><input type="hidden" name="post_type" value="product"></form></fk-search></div>',
    );
    // The cart snapshot is printed in the page, so a known cart needs no request.
    expect(doc).toContain('<script type="application/json" id="fk-cart-state">');

    const cfg = config(doc);
    expect(Object.keys(cfg)).toEqual([
      'version',
      'endpoints',
      'nonces',
      'page',
      'urls',
      'shop',
      'plugins',
      'cookies',
      'side_cart',
      'express',
      'request_timeout_ms',
    ]);
    expect(cfg.endpoints).toEqual({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', admin_ajax_url: '/wp-admin/admin-ajax.php', rest_url: '/wp-json/' });
    expect(Object.keys(cfg.nonces ?? {})).toEqual(['fkcart', 'fkwcs', 'fkwcs_js', 'wp_rest', 'cart_fragments', 'store_api']);
    expect(cfg.page).toEqual({
      is_product: false,
      is_product_page: false,
      is_cart: false,
      is_checkout: false,
      is_shop: false,
      is_single_product: false,
      is_change_payment_page: false,
      is_add_payment_page: false,
      is_pay_for_order_page: false,
      ...flags,
    });
    expect(cfg.urls).toEqual({ home: '/', shop: '/boutique/', cart: '/?page_id=7', checkout: '/checkout/' });
    expect(cfg.shop).toEqual({
      currency: 'CHF',
      country: 'CH',
      locale: 'fr',
      cart_redirect_after_add: 'no',
      ajax_add_to_cart: 'yes',
      should_open_cart: 'yes',
      force_open_cart: 'no',
      need_extra_slide_cart_ajax: 'no',
      review_rating_required: 'yes',
      site_utc_offset: 0,
    });
    expect(cfg.cookies).toEqual({
      cart_hash: 'woocommerce_cart_hash',
      items_in_cart: 'woocommerce_items_in_cart',
      cart_qty: 'fkcart_cart_qty',
      cart_total: 'fkcart_cart_total',
    });
    expect(cfg.request_timeout_ms).toBe(8000);
  });

  it('?vitrine=off renders the server-only baseline', async () => {
    const doc = await page('/boutique/?vitrine=off');
    expect(doc).not.toContain('/vitrine/vitrine.js');
    expect(doc).not.toContain('/vitrine/vitrine-first-paint.css');
    expect(doc).toContain('/assets/theme.css');
    expect(doc).toContain('id="vitrine-config"');
    // The header's search is a plain GET form: it works without Vitrine.
    expect(doc).toContain('<form role="search" aria-label="Recherche dans la boutique" method="get" class="woocommerce-product-search" action="/">');
  });

  it('marks the current menu entry', async () => {
    const doc = await page('/boutique/?product_cat=artisans-locaux');
    expect(doc).toContain('<li class="menu-item current-menu-item"><a href="/boutique/?product_cat=artisans-locaux" aria-current="page">Artisans locaux</a>');
    expect(doc.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('keeps the header cart and cookies in step with the cart', async () => {
    await shopper.get('/?add-to-cart=14&quantity=4');
    const res = await shopper.get('/');
    const doc = await res.text();
    expect(doc).toContain('data-fk-cart-count-label>4 articles</span> – <span class="fk-header-cart__total" data-fk-cart-total>58.00');
    expect(shopper.cookie('fkcart_cart_qty')).toBe('4');
    expect(shopper.cookie('woocommerce_items_in_cart')).toBe('1');
  });

  it('answers the theme 404 page for unknown products and routes', async () => {
    await page('/produit/nope/', 404);
    await page('/nulle-part/', 404);
  });
});

describe('listings', () => {
  it('orders the shop by price both ways and keeps product_cat in the form', async () => {
    const asc = listed(await page('/boutique/?orderby=price')).map((m) => Number(m[1]));
    const desc = listed(await page('/boutique/?orderby=price-desc')).map((m) => Number(m[1]));
    expect(asc).toHaveLength(15);
    expect(asc[0]).toBe(15);
    expect(desc[0]).toBe(11);
    expect(asc).not.toEqual(desc);
    const cat = await page('/boutique/?product_cat=artisans-locaux&orderby=price');
    expect(listed(cat).map((m) => Number(m[1]))).toEqual([13, 12, 11]);
    expect(cat).toContain('<input type="hidden" name="product_cat" value="artisans-locaux">');
    expect(cat).toContain('<option value="price" selected>Tri par tarif croissant</option>');
    expect(cat).toContain('<select name="orderby" class="orderby" aria-label="Ordre de la boutique">');
    await page('/boutique/?product_cat=nope', 404);
  });

  it('wraps the ordering form and the products in fk-add-to-cart', async () => {
    const doc = await page('/boutique/');
    expect(doc).toMatch(
      /<fk-add-to-cart>[\s\S]*<form class="woocommerce-ordering" method="get">[\s\S]*<ul class="products columns-3">[\s\S]*<\/ul>\n<\/fk-add-to-cart>/,
    );
  });

  it('prints the right button for each kind of product', async () => {
    const items = new Map(listed(await page('/boutique/')).map((m) => [Number(m[1]), m[2] ?? '']));
    expect(items.get(11)).toContain(
      '<a href="?add-to-cart=11" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="11" data-product_sku="COF-JURA" aria-label="Ajouter au panier : « Coffret Artisans du Jura »" rel="nofollow">Ajouter au panier</a>',
    );
    expect(items.get(11)).toContain('<h2 class="woocommerce-loop-product__title">Coffret Artisans du Jura</h2>');
    expect(items.get(14)).toContain(
      '<div class="quantity"><label class="screen-reader-text" for="qty-14">Quantité</label><input type="number" id="qty-14" class="input-text qty text" name="quantity" value="1" min="2" step="2" max="12"></div><a href="?add-to-cart=14"',
    );
    expect(items.get(25)).toContain('class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="25"');
    expect(items.get(21)).toContain('<a href="/produit/t-shirt-leman/" class="button product_type_variable" data-product_id="21"');
    expect(items.get(21)).toContain('>Choisir les options</a>');
    expect(items.get(16)).toContain('<a href="/produit/fromage-d-alpage/" class="button" aria-label="Lire la suite : « Fromage d’alpage »">Lire la suite</a>');
  });

  it('shows about six products on the home page, with the mini cart aside', async () => {
    const doc = await page('/');
    expect(listed(doc)).toHaveLength(6);
    expect(doc).toContain(
      '<fk-mini-cart><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Votre panier est vide.</p></div></fk-mini-cart>',
    );
    expect(doc).toMatch(/<aside [^>]*>[\s\S]*<fk-mini-cart>/);
  });

  it('loads the first listing images at once, as WordPress does, and the rest lazily', async () => {
    for (const path of ['/', '/boutique/']) {
      const images = listed(await page(path)).map(([, , card]) => /<img [^>]*>/.exec(card ?? '')?.[0] ?? '');
      expect(images.length, path).toBeGreaterThan(3);
      expect(images[0], path).toContain('fetchpriority="high"');
      for (const img of images.slice(0, 3)) expect(img, path).not.toContain('loading="lazy"');
      for (const img of images.slice(1)) expect(img, path).not.toContain('fetchpriority');
      for (const img of images.slice(3)) expect(img, path).toContain('loading="lazy"');
    }
    // Below the product, the related listings wait; the featured image is the page's first content.
    const product = await page('/produit/pull-cervin/');
    expect(product).toMatch(/<img [^>]*class="wp-post-image" fetchpriority="high"/);
    for (const [, , card] of listed(product)) expect(card).toContain('loading="lazy"');
  });
});

describe('product page', () => {
  it('embeds every variation (visible or not) as JSON in the form', async () => {
    const doc = await page('/produit/t-shirt-leman/');
    const attr =
      /<form class="variations_form cart" method="post" action="\/produit\/t-shirt-leman\/" enctype="multipart\/form-data" data-product_id="21" data-product_variations="([^"]*)">/.exec(
        doc,
      )?.[1];
    const variations = JSON.parse(decode(attr ?? '')) as Array<{ variation_id: number; variation_is_visible: boolean }>;
    expect(variations.map((v) => [v.variation_id, v.variation_is_visible])).toEqual([
      [101, false],
      [102, true],
      [103, true],
      [104, true],
      [105, true],
    ]);
    expect(doc).toContain('<fk-variation-form><form class="variations_form cart"');
    expect(doc).toContain(
      '<th class="label"><label for="pa_taille">Taille</label></th><td class="value"><select id="pa_taille" name="attribute_pa_taille" data-attribute_name="attribute_pa_taille" data-show_option_none="yes"><option value="">Choisir une option</option><option value="s">S</option>',
    );
    expect(doc).toContain('<option value="rouge">Rouge</option>');
    expect(doc).toContain('<a class="reset_variations" href="#">Effacer</a>');
    expect(doc).toContain(
      '<button type="submit" class="single_add_to_cart_button button alt">Ajouter au panier</button><input type="hidden" name="add-to-cart" value="21"><input type="hidden" name="product_id" value="21"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></fk-variation-form>',
    );
    expect(doc).toContain(
      '<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">',
    );
    expect(doc).toContain('<td class="woocommerce-product-attributes-item__value">150 g</td>');
    expect(doc).toContain('<td class="woocommerce-product-attributes-item__value">12 × 25 × 18 cm</td>');
  });

  it('asks the server above 30 variations', async () => {
    const doc = await page('/produit/chaussettes-en-laine/');
    expect(doc).toContain('data-product_id="24" data-product_variations="false">');
  });

  it('preselects attributes from the query, as cart item links expect', async () => {
    const doc = await page('/produit/pull-cervin/?attribute_pa_taille=l&attribute_pa_couleur=bleu');
    expect(doc).toContain('<option value="l" selected>L</option>');
    expect(doc).toContain('<option value="bleu" selected>Bleu</option>');
    expect(doc.match(/class="woocommerce-product-gallery__image"/g)).toHaveLength(3);
    expect(doc).toContain('data-large_image_width="1600"');
  });

  it('prints the simple form with quantity rules, or a hidden quantity when sold individually', async () => {
    const honey = await page('/produit/miel-de-montagne/');
    expect(honey).toContain('<form class="cart" method="post" action="/produit/miel-de-montagne/" enctype="multipart/form-data">');
    expect(honey).toContain('name="quantity" value="2" min="2" max="12" step="2"');
    expect(honey).toContain('<button type="submit" name="add-to-cart" value="14" class="single_add_to_cart_button button alt">Ajouter au panier</button>');
    expect(honey.match(/class="woocommerce-product-gallery__image"/g)).toHaveLength(1);
    const board = await page('/produit/planche-a-decouper-en-noyer/');
    expect(board).toContain('<div class="quantity hidden"><input type="hidden" id="quantity_18" class="qty" name="quantity" value="1"></div>');
    const cheese = await page('/produit/fromage-d-alpage/');
    expect(cheese).not.toContain('<form class="cart"');
    expect(cheese).toContain('Rupture de stock');
  });

  it('renders all three tabs, the reviews and a required rating select', async () => {
    const doc = await page('/produit/coffret-artisans-du-jura/');
    expect(doc).toContain('<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">');
    for (const id of ['tab-description', 'tab-additional_information', 'tab-reviews']) expect(doc).toContain(`id="${id}" role="tabpanel"`);
    expect(doc).toContain('<div id="reviews" class="woocommerce-Reviews">');
    expect(doc).toContain('<select name="rating" id="rating" required>');
    expect(doc).toContain('Claire M.');
    expect(doc).toContain('<span class="sku">COF-JURA</span>');
    expect(doc).toMatch(/<section class="up-sells upsells products"[\s\S]*<fk-add-to-cart><ul class="products columns-3">/);
  });
});

describe('cart and checkout pages', () => {
  it('shows the empty cart message', async () => {
    const doc = await page('/?page_id=7');
    expect(doc).toContain('<p class="cart-empty woocommerce-info">Votre panier est actuellement vide.</p>');
    expect(doc).toContain('href="/boutique/"');
  });

  it('lists cart items with remove links, quantity fields and totals', async () => {
    await shopper.get('/?add-to-cart=14&quantity=2');
    await shopper.post('/produit/t-shirt-leman/', { 'add-to-cart': 21, attribute_pa_taille: 's', attribute_pa_couleur: 'vert' });
    const doc = await page('/?page_id=7');
    expect(doc).toContain('<form class="woocommerce-cart-form" action="/?page_id=7" method="post">');
    expect(doc.match(/<tr class="woocommerce-cart-form__cart-item cart_item"/g)).toHaveLength(2);
    expect(doc).toMatch(/<a href="\/\?remove_item=[0-9a-f]{32}&amp;_wpnonce=[0-9a-f]+" class="remove"/);
    expect(doc).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]" value="2" min="0" max="12" step="2"/);
    expect(doc).toContain(
      '<td class="product-name" data-title="Produit"><a href="/produit/t-shirt-leman/?attribute_pa_taille=s&amp;attribute_pa_couleur=vert">T-shirt Léman</a><dl class="variation"><dt>Taille :</dt><dd>S</dd><dt>Couleur :</dt><dd>Vert</dd></dl>',
    );
    expect(doc).toContain('<a href="/checkout/" class="checkout-button button alt wc-forward">Valider la commande</a>');
  });

  it('prints the checkout form with billing fields and the place order button', async () => {
    await shopper.get('/?add-to-cart=11');
    const doc = await page('/checkout/');
    expect(doc).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/"');
    for (const name of [
      'billing_first_name',
      'billing_last_name',
      'billing_email',
      'billing_phone',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
      'billing_country',
    ])
      expect(doc).toMatch(new RegExp(`<label for="${name}">[\\s\\S]*?name="${name}" id="${name}"`));
    expect(doc).toContain('<option value="CH" selected>Suisse</option>');
    expect(doc).toContain('id="place_order"');
    expect(doc).toContain('Passer la commande</button>');
    expect(doc).toContain('Livraison offerte');
  });
});

describe('static files', () => {
  it('serves the theme CSS and product tiles with the name escaped', async () => {
    const css = await shopper.get('/assets/theme.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const svg = await shopper.get('/assets/img/fromage-d-alpage.svg');
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const body = await svg.text();
    expect(body).toContain('Fromage d&#39;alpage'.replace('&#39;', '’'));
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
    expect((await shopper.get('/assets/img/nope.svg')).status).toBe(404);
  });

  it('answers 404 for the storefront before it is built, and never leaves its folder', async () => {
    expect((await shopper.get('/vitrine/vitrine.js')).status).toBe(404);
    expect((await shopper.get('/assets/theme.css')).status).toBe(200);
    // Static answers never open a session.
    expect(shopper.cookie('vitrine_session')).toBeUndefined();
    expect((await shopper.get('/assets/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await shopper.get('/assets/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await shopper.get('/vitrine/..%2F..%2Fdemo%2Fpackage.json')).status).toBe(404);
  });

  it('serves the storefront build once it exists', async () => {
    const dist = join(store.dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'vitrine.js'), 'export {};');
    writeFileSync(join(dist, 'vitrine-first-paint.css'), 'fk-side-cart{display:contents}');
    writeFileSync(join(dist, 'vitrine-inline.js'), 'const vitrineBase=1;');
    const built = (await import('../testing.ts')).testStore({ storefrontDir: dist });
    try {
      const visitor = new Shopper(built);
      const res = await visitor.get('/vitrine/vitrine.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/javascript');
      expect(await res.text()).toBe('export {};');
      // The first-paint stylesheet is printed in the head, under the id WordPress gives an inlined stylesheet.
      const doc = await (await visitor.get('/')).text();
      expect(doc).toContain('<style id="vitrine-inline-css">fk-side-cart{display:contents}</style>');
      expect(doc).not.toContain('vitrine-first-paint.css');
      // So is the loader, under the id and with the files' address it reads.
      expect(doc).toContain('<script type="module" id="vitrine-loader" data-base="/vitrine/">const vitrineBase=1;</script>');
      expect(doc).not.toContain('src="/vitrine/vitrine.js"');
      // A rebuild is seen at the next page.
      writeFileSync(join(dist, 'vitrine-first-paint.css'), 'fk-side-cart{display:block}');
      utimesSync(join(dist, 'vitrine-first-paint.css'), new Date(), new Date(Date.now() + 5000));
      expect(await (await visitor.get('/')).text()).toContain('<style id="vitrine-inline-css">fk-side-cart{display:block}</style>');
    } finally {
      built.dispose();
    }
  });
});
