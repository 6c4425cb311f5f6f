import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * No template edit: on a theme that prints nothing of Vitrine (tests/site/stock-theme, WooCommerce's template actions
 * run by tests/site/woocommerce-templates-test-double.php at WooCommerce's priorities), the plugin wraps WooCommerce's
 * markup in every tag, around exactly the right region, once; a theme that prints the tags itself is not wrapped again,
 * and turns the wrapping off with a filter.
 */

const site = `http://127.0.0.1:${process.env.WP_PORT ?? 4245}`;
const TAGS = [
  'fk-add-to-cart',
  'fk-notices',
  'fk-variation-form',
  'fk-product-gallery',
  'fk-product-tabs',
  'fk-review-stars',
  'fk-mini-cart',
  'fk-search',
  'fk-cart-count',
];

async function stock(request: APIRequestContext, path: string, query = ''): Promise<string> {
  const res = await request.get(`${path}?vitrine-theme=stock${query}`);
  expect(res.ok(), path).toBe(true);
  return res.text();
}

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
const main = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'));

/** Every tag closed as often as opened, and none inside another of its kind. */
function wellFormed(html: string): void {
  for (const tag of TAGS) {
    expect(html.split(`</${tag}>`).length - 1, `</${tag}>`).toBe(count(html, tag));
    expect(html, `${tag} nested in itself`).not.toMatch(new RegExp(`<${tag}>(?:(?!</${tag}>).)*<${tag}>`, 's'));
  }
}

test('the shop page: notices, ordering form, listing, search form, cart widget and header cart, each in its tag', async ({ request }) => {
  const html = await stock(request, '/');
  wellFormed(html);
  // The notices wrapper where WooCommerce prints it, in place: no second notices area in the footer.
  expect(main(html)).toContain('<fk-notices><div class="woocommerce-notices-wrapper"></div></fk-notices>');
  expect(count(html, 'fk-notices')).toBe(1);
  // The ordering form alone (priority 30), the result count (20) left outside; the listing from its start to its end.
  expect(html).toContain(
    '</fk-notices><p class="woocommerce-result-count">Affichage de tous les résultats</p><fk-add-to-cart><form class="woocommerce-ordering"',
  );
  expect(html).toMatch(
    /<fk-add-to-cart><form class="woocommerce-ordering"[\s\S]*?<\/form><\/fk-add-to-cart>\s*<fk-add-to-cart><ul class="products columns-3">/,
  );
  expect(html).toMatch(/<\/li>\s*<\/ul><\/fk-add-to-cart>/);
  expect(html).toMatch(/<fk-search><form role="search" method="get" class="woocommerce-product-search"[\s\S]*?<\/form><\/fk-search>/);
  // WooCommerce's cart widget prints an empty box for cart-fragments.js (a script Vitrine replaces) to fill: it comes
  // filled, in fk-mini-cart.
  expect(html).toContain(
    '<h2 class="widget-title">Votre panier</h2><fk-mini-cart><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">',
  );
  expect(html).not.toContain('<div class="widget_shopping_cart_content"></div>');
  // The header cart: the shop owner's menu item to #vitrine-cart.
  expect(html).toMatch(
    new RegExp(
      `<li[^>]*vitrine-cart-item[^>]*><fk-cart-count><a class="fkcart-mini-open vitrine-cart" href="${site}/panier/">Panier \\(<span class="vitrine-cart__count" data-fk-cart-count>0</span>\\) <span class="vitrine-cart__total" data-fk-cart-total>0\\.00\u00a0CHF</span></a></fk-cart-count></li>`,
    ),
  );
  expect(html).not.toContain('#vitrine-cart');
});

test('the product page: gallery, add-to-cart form, tabs and rating select, each exactly', async ({ request }) => {
  const html = await stock(request, '/produit/savon-au-lait-de-chevre/');
  wellFormed(html);
  expect(main(html)).toContain('<fk-notices><div class="woocommerce-notices-wrapper"></div></fk-notices>');
  expect(html).toMatch(
    /<fk-product-gallery><div class="woocommerce-product-gallery [\s\S]*?<\/div><\/div><\/div><\/fk-product-gallery>\s*<div class="summary entry-summary">/,
  );
  // The form alone: what another plugin prints after it (FunnelKit Stripe's buttons) stays outside the widget.
  expect(html).toMatch(/<fk-variation-form><form class="cart" [\s\S]*?<\/form><\/fk-variation-form><div class="test-after-form"><\/div>/);
  expect(html).toMatch(/<fk-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper">[\s\S]*<\/fk-product-tabs>\s*<\/div>/);
  expect(html).toMatch(/<fk-review-stars><div class="comment-form-rating">[\s\S]*?<\/select><\/div><\/fk-review-stars><p class="comment-form-comment">/);
});

test('the product page loads none of the scripts and styles Vitrine replaces, nor jQuery, which nothing left needs', async ({ request }) => {
  const html = await stock(request, '/produit/savon-au-lait-de-chevre/');
  const gallery = ['zoom', 'flexslider', 'photoswipe', 'photoswipe-ui-default'];
  for (const handle of [...gallery, 'wc-single-product', 'woocommerce', 'jquery-blockui', 'js-cookie']) {
    expect(html, handle).not.toContain(`handle=${handle}&`);
  }
  expect(html).not.toContain('handle=photoswipe-default-skin');
  expect(html).not.toContain('class="pswp"');
  expect(html).not.toMatch(/wp-includes\/js\/jquery\/jquery(\.min)?\.js/);
  // The gallery WooCommerce prints transparent for its slider script is shown by Vitrine's first-paint stylesheet.
  expect(html).toContain(
    '<fk-product-gallery><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0;',
  );
  expect(html).toContain('handle=wc-kept-by-vitrine&');
});

test('the cart page keeps woocommerce.js and jQuery, which its own script needs', async ({ request }) => {
  const html = await stock(request, '/panier/');
  for (const handle of ['wc-cart', 'woocommerce', 'jquery-blockui', 'js-cookie']) expect(html, handle).toContain(`handle=${handle}&`);
  expect(html).toMatch(/wp-includes\/js\/jquery\/jquery(\.min)?\.js/);
});

test('the store notice WooCommerce prints hidden is in fk-store-notice, which shows it without woocommerce.js', async ({ request }) => {
  const html = await stock(request, '/', '&test-store-notice=1');
  expect(html).toMatch(
    /<fk-store-notice><p role="complementary" aria-label="Notice du magasin" class="woocommerce-store-notice demo_store" data-notice-id="[0-9a-f]{32}" style="display:none;">Livraison offerte dès 80 CHF\. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ignorer<\/a><\/p><\/fk-store-notice>/,
  );
  expect(html).not.toContain('handle=woocommerce&');
});

test('a grouped product’s form is left as WooCommerce prints it', async ({ request }) => {
  const html = await stock(request, '/produit/lot-decouverte/');
  expect(html).toContain('<form class="cart grouped_form"');
  expect(count(html, 'fk-variation-form')).toBe(0);
  expect(count(html, 'fk-product-gallery')).toBe(1);
});

test('notices the shop printed are in fk-notices where WooCommerce printed them, on the cart page too', async ({ request }) => {
  const shop = await stock(request, '/', '&test-notice=error');
  expect(main(shop)).toContain(
    '<fk-notices><div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>Ce produit est épuisé.</li></ul></div></fk-notices>',
  );
  const cart = await stock(request, '/panier/');
  expect(main(cart)).toMatch(/<div class="woocommerce">\s*<fk-notices><div class="woocommerce-notices-wrapper"><\/div><\/fk-notices>/);
  expect(count(cart, 'fk-notices')).toBe(1);
  // WooCommerce hides its cart widget on the cart page.
  expect(count(cart, 'fk-mini-cart')).toBe(0);
});

test('on a block theme, a replaced script comes back on a page where nothing does its work; never on a classic theme', async ({ request }) => {
  // A block theme's page without a listing, a mini cart or a product widget (WooCommerce 7.9's product grid is such a
  // page: its buttons only work with WooCommerce's add-to-cart.js).
  const block = await (await request.get('/?vitrine-theme=block')).text();
  expect(block).toContain('<fk-cart-count>');
  for (const handle of ['wc-add-to-cart', 'wc-single-product']) expect(block, handle).toContain(`handle=${handle}&`);
  // Scripts whose work does not depend on the page's templates stay out.
  expect(block).not.toContain('handle=wc-cart-fragments&');
  // A classic theme's templates may print the tags where the plugin cannot see them: nothing comes back.
  const cart = await stock(request, '/panier/');
  for (const handle of ['wc-add-to-cart', 'wc-single-product']) expect(cart, handle).not.toContain(`handle=${handle}&`);
});

test('a theme that prints the tags itself on the same hooks is never wrapped twice', async ({ request }) => {
  for (const path of ['/', '/produit/savon-au-lait-de-chevre/']) {
    const html = await stock(request, path, '&vitrine-wrap=own');
    wellFormed(html);
    expect(html).not.toMatch(/<(fk-[a-z-]+)>\s*<\1>/);
  }
  const shop = await stock(request, '/', '&vitrine-wrap=own');
  expect(count(shop, 'fk-add-to-cart')).toBe(2);
  expect(count(shop, 'fk-search')).toBe(1);
  const product = await stock(request, '/produit/savon-au-lait-de-chevre/', '&vitrine-wrap=own');
  for (const tag of ['fk-variation-form', 'fk-product-gallery', 'fk-product-tabs', 'fk-review-stars']) expect(count(product, tag), tag).toBe(1);
});

test('vitrine_wrap_markup turns the wrapping off, vitrine_wrap_parts one part', async ({ request }) => {
  const off = await stock(request, '/', '&vitrine-wrap=off');
  for (const tag of ['fk-add-to-cart', 'fk-search', 'fk-mini-cart']) expect(count(off, tag), tag).toBe(0);
  expect(off).toContain('<div class="widget_shopping_cart_content"></div>');
  // With no wrapper in the page, the footer's notices area shows the widgets' messages.
  expect(off.slice(off.indexOf('</main>'))).toContain('<fk-notices></fk-notices>');
  const product = await stock(request, '/produit/savon-au-lait-de-chevre/', '&vitrine-wrap=off');
  for (const tag of ['fk-variation-form', 'fk-product-gallery', 'fk-product-tabs', 'fk-review-stars']) expect(count(product, tag), tag).toBe(0);

  const noNotices = await stock(request, '/', '&vitrine-wrap=no-notices');
  expect(main(noNotices)).not.toContain('<fk-notices>');
  expect(noNotices.slice(noNotices.indexOf('</main>'))).toContain('<fk-notices></fk-notices>');
  expect(count(noNotices, 'fk-add-to-cart')).toBe(2);
});

test('a shopper on the stock theme: every widget mounts, a listing add reaches the menu’s header cart and the cart widget', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addCookies([{ name: 'vitrine_theme', value: 'stock', url: site }]);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.url());
  });

  await page.goto('/');
  // The shopper's first action (a tap in the search field) brings the widgets that wait for it.
  await page.locator('fk-search input[type=search]').click();
  for (const tag of ['fk-notices', 'fk-add-to-cart', 'fk-search', 'fk-mini-cart', 'fk-cart-count']) {
    await expect(page.locator(`${tag}[data-vitrine-ready]`).first(), tag).toBeAttached();
  }
  await page.getByRole('link', { name: 'Ajouter au panier' }).first().click();
  await expect(page.locator('fk-cart-count [data-fk-cart-count]')).toHaveText('1');
  await expect(page.locator('fk-cart-count [data-fk-cart-total]')).toHaveText('24.50\u00a0CHF');
  await expect(page.locator('fk-mini-cart .woocommerce-mini-cart-item')).toContainText('Bougie « Forêt » <parfumée>');
  expect(adds).toHaveLength(1);

  await page.goto('/produit/savon-au-lait-de-chevre/');
  await page.keyboard.press('Tab');
  for (const tag of ['fk-product-gallery', 'fk-variation-form', 'fk-product-tabs', 'fk-review-stars']) {
    await expect(page.locator(`${tag}[data-vitrine-ready]`), tag).toBeAttached();
  }
  await expect(page.locator('fk-cart-count [data-fk-cart-count]')).toHaveText('1');
  expect(errors).toEqual([]);
});
