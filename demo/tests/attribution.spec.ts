import type { Page } from '@playwright/test';
import { attributed, expect, test, widgetsReady } from './fixtures.ts';

/**
 * JOURNEYS 32: where a visitor came from reaches the order. Each scenario lands the way a visitor would (campaign
 * link, search engine, another site, typed address), puts a product in the cart and opens the checkout, whose form
 * must carry the 16 `wc_order_attribution_*` fields once (the spec's "15" counts one short: §3.8 lists 16).
 */

const PREFIX = 'wc_order_attribution_';
const FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
];

async function land(page: Page, path: string, referer?: string) {
  await page.goto(path, referer ? { referer } : {});
  await attributed(page);
}

/** The checkout form's attribution fields, short names → values; fails when a name is missing or doubled. */
async function checkoutFields(page: Page): Promise<Record<string, string>> {
  // The no-JavaScript add: the cart changes without a page of ours being viewed.
  expect((await page.request.get('/?add-to-cart=15', { maxRedirects: 0 })).status()).toBe(303);
  await page.goto('/checkout/');
  await widgetsReady(page, ['fk-attribution']);
  const inputs = page.locator(`form[name="checkout"] input[type="hidden"][name^="${PREFIX}"]`);
  await expect(inputs).toHaveCount(FIELDS.length);
  const pairs = await inputs.evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]));
  expect(pairs.map(([name]) => name?.slice(PREFIX.length)).sort()).toEqual([...FIELDS].sort());
  expect(await page.locator(`[name^="${PREFIX}"]`).count()).toBe(FIELDS.length);
  return Object.fromEntries(pairs.map(([name, value]) => [name!.slice(PREFIX.length), value!]));
}

test.describe('order attribution (JOURNEYS 32)', () => {
  test('utm_source and utm_medium: utm, x, y, campaign (none)', async ({ page }) => {
    await land(page, '/?utm_source=x&utm_medium=y');
    const f = await checkoutFields(page);
    expect(f).toMatchObject({ source_type: 'utm', utm_source: 'x', utm_medium: 'y', utm_campaign: '(none)', referrer: '(none)' });
    expect(f.session_entry).toMatch(/\/\?utm_source=x&utm_medium=y$/);
  });

  test('gclid alone: utm, google, cpc, google_cpc', async ({ page }) => {
    await land(page, '/boutique/?gclid=Cj0KCQ');
    expect(await checkoutFields(page)).toMatchObject({
      source_type: 'utm',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'google_cpc',
    });
  });

  test('from google.ch: organic google', async ({ page }) => {
    await land(page, '/', 'https://www.google.ch/');
    expect(await checkoutFields(page)).toMatchObject({ source_type: 'organic', utm_source: 'google', utm_medium: 'organic' });
  });

  test('from bing with q=: organic bing', async ({ page }) => {
    await land(page, '/', 'https://www.bing.com/search?q=miel+de+montagne');
    expect(await checkoutFields(page)).toMatchObject({ source_type: 'organic', utm_source: 'bing', utm_medium: 'organic' });
  });

  test('from another site’s page: referral with its host and path', async ({ page }) => {
    await land(page, '/produit/miel-de-montagne/', 'https://www.blog-gourmand.ch/articles/miels-suisses');
    const f = await checkoutFields(page);
    expect(f).toMatchObject({
      source_type: 'referral',
      utm_source: 'blog-gourmand.ch',
      utm_medium: 'referral',
      utm_content: '/articles/miels-suisses',
    });
    expect(f.referrer).toContain('blog-gourmand.ch');
  });

  test('nothing: typein (direct) (none), every field present, once, and stored with the order', async ({ page }) => {
    await land(page, '/');
    const f = await checkoutFields(page);
    expect(f).toMatchObject({ source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', session_count: '1' });
    expect(f.user_agent).toContain('Chrome');
    expect(f.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const billing = {
      billing_first_name: 'Léa',
      billing_last_name: 'Rochat',
      billing_address_1: 'Rue du Lac 1',
      billing_postcode: '1003',
      billing_city: 'Lausanne',
      billing_phone: '+41 21 000 00 00',
      billing_email: 'lea@example.ch',
    };
    for (const [id, value] of Object.entries(billing)) await page.locator(`#${id}`).fill(value);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page).toHaveURL(/order-received/);
    const [order] = (await (await page.request.get('/__test/orders')).json()) as Array<{ meta: Record<string, string> }>;
    expect(Object.fromEntries(FIELDS.map((name) => [name, order?.meta[PREFIX + name]]))).toEqual(f);
  });

  test('a second page in the session keeps the first classification and counts the page', async ({ page }) => {
    await land(page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=automne');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Boutique', exact: true }).click();
    await widgetsReady(page, ['fk-attribution']);
    // Landing, shop, checkout: three pages in one session, one visit.
    expect(await checkoutFields(page)).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_campaign: 'automne',
      session_pages: '3',
      session_count: '1',
    });
  });

  test('hostile query strings leave cookies well-formed and inputs as plain text', async ({ page, context }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const source = 'x;domain=evil.example;path=/x';
    const medium = '"><img src=x onerror=alert(1)>';
    await land(page, `/?utm_source=${encodeURIComponent(source)}&utm_medium=${encodeURIComponent(medium)}&gclid=a%3B%20Secure%3B%20Max-Age%3D0`);
    const cookies = await context.cookies();
    const ours = cookies.filter((c) => c.name.startsWith('sbjs_') || c.name.startsWith('wffn_'));
    expect(ours.map((c) => c.name).sort()).toEqual(
      expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session', 'sbjs_udata', 'wffn_gclid', 'wffn_flt', 'wffn_fl_url']),
    );
    for (const c of ours) {
      expect(c.value, c.name).toMatch(/^[A-Za-z0-9%._-]*$/);
      expect(c.path, c.name).toBe('/');
      expect(c.domain, c.name).toBe('localhost');
    }
    expect(cookies.some((c) => c.domain.includes('evil') || c.path === '/x')).toBe(false);

    const f = await checkoutFields(page);
    expect(f).toMatchObject({ utm_source: source, utm_medium: medium });
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('visitor attribution (funnel tracker cookies)', () => {
  const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;

  test('first touch is kept, a payment service is never the referrer, events carry the parameters', async ({ page }) => {
    await land(page, '/produit/miel-de-montagne/?fbclid=F1', 'https://www.blog-gourmand.ch/articles/miels-suisses');
    expect(decodeURIComponent((await cookie(page, 'wffn_referrer')) ?? '')).toBe('https://www.blog-gourmand.ch/articles/miels-suisses');
    expect(decodeURIComponent((await cookie(page, 'wffn_fl_url')) ?? '')).toBe('/produit/miel-de-montagne/');
    expect(await cookie(page, 'wffn_fbclid')).toBe('F1');
    const flt = await cookie(page, 'wffn_flt');
    const expires = (await page.context().cookies()).find((c) => c.name === 'wffn_flt')!.expires * 1000;
    expect(expires - Date.now()).toBeGreaterThan(2 * 86_400_000 - 120_000);

    await land(page, '/boutique/', 'https://www.paypal.com/checkoutnow?token=1');
    expect(decodeURIComponent((await cookie(page, 'wffn_referrer')) ?? '')).toContain('blog-gourmand.ch');
    expect(decodeURIComponent((await cookie(page, 'wffn_traffic_source')) ?? '')).toContain('blog-gourmand.ch');
    expect(await cookie(page, 'wffn_flt')).toBe(flt);
    expect(decodeURIComponent((await cookie(page, 'wffn_fl_url')) ?? '')).toBe('/produit/miel-de-montagne/');

    const event = await page.evaluate(() => {
      const layer = (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
      layer.push({ event: 'view_item', ecommerce: { value: 14.5 } });
      return layer.at(-1);
    });
    const hour = new Date().getUTCHours();
    expect(event).toMatchObject({
      event: 'view_item',
      traffic_source: expect.stringContaining('blog-gourmand.ch'),
      user_roles: 'guest',
      plugin: 'Funnel Builder',
      event_day: new Date().toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
    });
    expect([
      `${String(hour).padStart(2, '0')}-${String(hour + 1).padStart(2, '0')}`,
      `${String((hour + 1) % 24).padStart(2, '0')}-${String((hour + 2) % 25).padStart(2, '0')}`,
    ]).toContain(event?.event_hour);
  });
});
