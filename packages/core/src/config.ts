import * as v from 'valibot';
import { sameOriginUrl } from './urls.ts';
import { CONFIG_ELEMENT_ID, readConfigBlock } from './config-block.ts';

/**
 * The page config: one `<script type="application/json" id="vitrine-config">` printed by the theme.
 * Read once. A missing, malformed or partly wrong config never crashes a page: each bad value is
 * replaced by its default with a console warning, so the widgets still work with the shop's usual URLs.
 */

const warned = new Set<string>();
function warn(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[vitrine] ${message}`);
}

/** A setting: missing → its default silently; present but wrong → its default with a warning. */
function setting<T>(schema: v.GenericSchema<unknown, T>, fallback: T, path: string) {
  return v.fallback(v.optional(schema, fallback as never), () => {
    warn(`config « ${path} » invalide : valeur par défaut utilisée`);
    return fallback;
  }) as unknown as v.GenericSchema<unknown, T>;
}

const str = (fallback: string, path: string) => setting(v.string(), fallback, path);

/**
 * A URL of this site (http or https, the page's origin): every endpoint Vitrine calls with the shop's nonces and
 * every page it links or sends the shopper to. `%%endpoint%%` stands for a name. Another host, `//host`,
 * `javascript:` or garbage gives the default with a warning.
 */
const isSiteUrl = (url: string): boolean =>
  typeof location === 'undefined' || sameOriginUrl(url.replaceAll('%%endpoint%%', 'endpoint'), location.href) !== null;
const siteUrl = (fallback: string, path: string, rule: v.GenericSchema<string, string> = v.string()) =>
  setting(v.pipe(v.string(), rule, v.check(isSiteUrl)), fallback, path);
const bool = (path: string) => setting(v.boolean(), false, path);
const yesNo = (fallback: 'yes' | 'no', path: string) => setting(v.picklist(['yes', 'no']), fallback, path);

/** A section whose own shape is wrong (a string, an array…) falls back to all its defaults. */
function section<E extends v.ObjectEntries>(entries: E, path: string) {
  const schema = v.object(entries);
  const defaults = v.parse(schema, {});
  return setting(schema, defaults, path);
}

/**
 * Built at the first read of the config, not while the shared runtime evaluates: building it and its sections'
 * defaults is about 55 ms of a phone's main thread (4× CPU, measured), which would lengthen that one long task.
 */
const buildSchema = () =>
  v.object({
    endpoints: section(
      {
        wc_ajax_url: siteUrl('/?wc-ajax=%%endpoint%%', 'endpoints.wc_ajax_url', v.pipe(v.string(), v.includes('%%endpoint%%'))),
        admin_ajax_url: siteUrl('/wp-admin/admin-ajax.php', 'endpoints.admin_ajax_url'),
        rest_url: siteUrl('/wp-json/', 'endpoints.rest_url'),
      },
      'endpoints',
    ),
    nonces: section(
      {
        fkcart: str('', 'nonces.fkcart'),
        fkwcs: str('', 'nonces.fkwcs'),
        fkwcs_js: str('', 'nonces.fkwcs_js'),
        wp_rest: str('', 'nonces.wp_rest'),
        cart_fragments: str('', 'nonces.cart_fragments'),
        /** WooCommerce's Store API (`wc_store_api`): the side cart's calls where FunnelKit Cart does not answer. */
        store_api: str('', 'nonces.store_api'),
      },
      'nonces',
    ),
    page: section(
      {
        is_product: bool('page.is_product'),
        is_product_page: bool('page.is_product_page'),
        is_cart: bool('page.is_cart'),
        is_checkout: bool('page.is_checkout'),
        is_shop: bool('page.is_shop'),
        is_single_product: bool('page.is_single_product'),
        is_change_payment_page: bool('page.is_change_payment_page'),
        is_add_payment_page: bool('page.is_add_payment_page'),
        is_pay_for_order_page: bool('page.is_pay_for_order_page'),
      },
      'page',
    ),
    urls: section(
      {
        home: siteUrl('/', 'urls.home'),
        // No default shop, cart or checkout address: a guess would send shoppers to a page the theme may not have.
        // Absent → no such link (debug mode says so).
        shop: siteUrl('', 'urls.shop'),
        cart: siteUrl('', 'urls.cart'),
        checkout: siteUrl('', 'urls.checkout'),
      },
      'urls',
    ),
    shop: section(
      {
        currency: str('CHF', 'shop.currency'),
        country: str('CH', 'shop.country'),
        locale: str('fr', 'shop.locale'),
        cart_redirect_after_add: yesNo('no', 'shop.cart_redirect_after_add'),
        ajax_add_to_cart: yesNo('yes', 'shop.ajax_add_to_cart'),
        should_open_cart: yesNo('no', 'shop.should_open_cart'),
        force_open_cart: yesNo('no', 'shop.force_open_cart'),
        need_extra_slide_cart_ajax: yesNo('no', 'shop.need_extra_slide_cart_ajax'),
        review_rating_required: yesNo('yes', 'shop.review_rating_required'),
        site_utc_offset: setting(v.number(), 0, 'shop.site_utc_offset'),
      },
      'shop',
    ),
    /**
     * Which of the shop's plugins answer Vitrine's calls, as the WordPress plugin finds them. Without FunnelKit Cart
     * (or with its cart switched off) nothing calls `fkcart_*`, whose endpoints then answer an empty 200; without
     * FunnelKit Stripe nothing calls `fkwcs_*`. The spec's shop has both.
     */
    plugins: section(
      {
        funnelkit_cart: setting(v.boolean(), true, 'plugins.funnelkit_cart'),
        funnelkit_stripe: setting(v.boolean(), true, 'plugins.funnelkit_stripe'),
      },
      'plugins',
    ),
    cookies: section(
      {
        cart_hash: str('woocommerce_cart_hash', 'cookies.cart_hash'),
        items_in_cart: str('woocommerce_items_in_cart', 'cookies.items_in_cart'),
        cart_qty: str('fkcart_cart_qty', 'cookies.cart_qty'),
        cart_total: str('fkcart_cart_total', 'cookies.cart_total'),
      },
      'cookies',
    ),
    side_cart: section(
      {
        /** Drawer slide (spec §4.11: 400 ms, configurable per page); 0 under prefers-reduced-motion anyway. */
        slide_ms: setting(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2000)), 400, 'side_cart.slide_ms'),
        /** 'style3' switches the upsells to the drawer-list layout at ≤ 1000 px (spec §9.4). */
        upsell_style: setting(v.picklist(['style1', 'style2', 'style3']), 'style1', 'side_cart.upsell_style'),
        slides_per_view: setting(v.pipe(v.number(), v.minValue(1), v.maxValue(6)), 2, 'side_cart.slides_per_view'),
        slides_per_scroll: setting(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 1, 'side_cart.slides_per_scroll'),
        /** Lifetime of the fkcart_cart_qty / fkcart_cart_total cookies (spec §3.14: set in days). */
        cookie_days: setting(v.pipe(v.number(), v.minValue(0)), 7, 'side_cart.cookie_days'),
      },
      'side_cart',
    ),
    attribution: section(
      {
        /** WooCommerce's `allowTracking` (spec §9.3: allowed); false → fk-attribution writes no cookie and no field. */
        allow_tracking: setting(v.boolean(), true, 'attribution.allow_tracking'),
      },
      'attribution',
    ),
    site: section(
      {
        /** Polylang's slug of the page's language, stored in the pll_language cookie (spec §9.1). */
        language: setting(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:[-_][a-z0-9]+)?$/i)), 'fr', 'site.language'),
      },
      'site',
    ),
    /** What the page builder's own frontend config tells its popups, links and listings (spec §2.2, §4.15, §7.7). */
    elementor: section(
      {
        /** The page is the builder's editor preview: no popup timing, listing refreshes carry the REST nonce. */
        is_edit_mode: bool('elementor.is_edit_mode'),
        /** The logged-in shopper's roles for the popup `logged_in` rule; empty or ['guest'] = nobody logged in (§6). */
        user_roles: setting(v.array(v.string()), ['guest'], 'elementor.user_roles'),
        /** Site-wide lightbox for image links (§9.4: on); a link's data-elementor-open-lightbox overrides it. */
        global_lightbox: setting(v.boolean(), true, 'elementor.global_lightbox'),
      },
      'elementor',
    ),
    express: section(
      {
        /** Stripe's publishable key; without one no Stripe wallet loads (the demo wallet needs none). */
        publishable_key: str('', 'express.publishable_key'),
        /** test → Google Pay's TEST environment; live without a merchant id → no Google Pay button (spec §9.2). */
        mode: setting(v.picklist(['test', 'live']), 'live', 'express.mode'),
        /** Spec §9.2 express_pay_enabled. */
        enabled: setting(v.boolean(), true, 'express.enabled'),
        /** Spec §9.2: Link disabled, so a payment request that finds only Link shows no button. */
        link_enabled: bool('express.link_enabled'),
        button_theme: setting(v.picklist(['dark', 'light', 'light-outline']), 'dark', 'express.button_theme'),
        button_position: setting(v.picklist(['below', 'above', 'inline']), 'below', 'express.button_position'),
        /** Spec §9.2 "length": above 10 the button keeps a minimum width. */
        button_length: setting(v.pipe(v.number(), v.integer(), v.minValue(0)), 8, 'express.button_length'),
        button_height: setting(v.pipe(v.number(), v.minValue(35), v.maxValue(60)), 44, 'express.button_height'),
        /** Spec §9.2 shipping_required: the sheet asks for an address. */
        shipping_required: setting(v.boolean(), true, 'express.shipping_required'),
        /** Stripe.js's fraud signals; a shop may turn them off for its privacy policy. */
        advanced_fraud_signals: setting(v.boolean(), true, 'express.advanced_fraud_signals'),
        google_pay_enabled: bool('express.google_pay_enabled'),
        google_pay_merchant_id: str('', 'express.google_pay_merchant_id'),
        google_pay_merchant_name: str('', 'express.google_pay_merchant_name'),
        /** Spec §5.5, §9.2. */
        allowed_card_brands: setting(v.array(v.string()), ['mastercard', 'visa', 'amex', 'discover', 'jcb', 'unionpay'], 'express.allowed_card_brands'),
        /** Only the demo page sets it: the in-page demo wallet replaces Stripe's payment request. */
        demo_wallet: bool('express.demo_wallet'),
      },
      'express',
    ),
    request_timeout_ms: setting(v.pipe(v.number(), v.integer(), v.minValue(100)), 8000, 'request_timeout_ms'),
    /** The theme's wording, keyed as t()'s keys (packages/core/src/i18n.ts); keys it lacks keep the French text. */
    strings: setting(v.record(v.string(), v.string()), {}, 'strings'),
    /** Start-up report in the console (also `?vitrine_debug=1`): config problems, snapshot, unknown tags, nonces. */
    debug: bool('debug'),
  });

let schema: ReturnType<typeof buildSchema> | undefined;
/** The schema itself, also for the package's generated config typings (packages/storefront/src/package-files.ts). */
export const configSchema = (): ReturnType<typeof buildSchema> => (schema ??= buildSchema());

export type VitrineConfig = v.InferOutput<ReturnType<typeof buildSchema>>;

/** Parses any value into a complete config; never throws. */
export function parseConfig(raw: unknown): VitrineConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (raw !== undefined) warn('config illisible : valeurs par défaut utilisées');
    raw = {};
  }
  return v.parse(configSchema(), raw);
}

/** Reads the page's config element; missing or broken JSON gives the defaults. */
export function readConfig(doc: Document = document): VitrineConfig {
  const block = readConfigBlock(doc);
  if ('value' in block) return parseConfig(block.value);
  warn(
    block.problem === 'absent'
      ? `#${CONFIG_ELEMENT_ID} absent : valeurs par défaut utilisées`
      : `#${CONFIG_ELEMENT_ID} n'est pas du JSON valide : valeurs par défaut utilisées`,
  );
  return parseConfig(undefined);
}

let current: VitrineConfig | undefined;

/** The page's config, read on first use. */
export function getConfig(): VitrineConfig {
  current ??= readConfig();
  return current;
}

/** Tests and the demo page swap the config; production reads it once. */
export function setConfig(next: VitrineConfig | undefined): void {
  current = next;
}

/** The warnings the config gave so far, for debug mode's start-up report. */
export function configWarnings(): string[] {
  return [...warned];
}
