import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config.ts';

afterEach(() => vi.restoreAllMocks());

describe('page config', () => {
  it('gives the shop defaults when nothing is printed', () => {
    const config = parseConfig(undefined);
    expect(config.endpoints.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
    // No address is guessed (the demo's /?page_id=7 used to be): absent means no such link.
    expect(config.urls.cart).toBe('');
    expect(config.cookies.cart_hash).toBe('woocommerce_cart_hash');
    expect(config.request_timeout_ms).toBe(8000);
    expect(config.page.is_cart).toBe(false);
  });

  it('keeps good values and replaces wrong ones with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseConfig({
      endpoints: { wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%', admin_ajax_url: 42 },
      page: { is_cart: true, is_checkout: 'yes' },
      shop: { should_open_cart: 'maybe' },
      request_timeout_ms: -5,
    });
    expect(config.endpoints.wc_ajax_url).toBe('/shop/?wc-ajax=%%endpoint%%');
    expect(config.endpoints.admin_ajax_url).toBe('/wp-admin/admin-ajax.php');
    expect(config.page.is_cart).toBe(true);
    expect(config.page.is_checkout).toBe(false);
    expect(config.shop.should_open_cart).toBe('no');
    expect(config.request_timeout_ms).toBe(8000);
    expect(warn).toHaveBeenCalled();
  });

  it('refuses an ajax url without its placeholder', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig({ endpoints: { wc_ajax_url: 'https://evil.example/' } }).endpoints.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
  });

  it('survives a section of the wrong shape and a non-object config', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig({ nonces: 'abc', urls: [1, 2] }).urls).toEqual({ home: '/', shop: '', cart: '', checkout: '' });
    expect(parseConfig('nope').shop.currency).toBe('CHF');
    expect(parseConfig([1]).shop.country).toBe('CH');
  });

  it('gives the side cart its defaults and keeps valid page settings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig(undefined).side_cart).toEqual({
      slide_ms: 400,
      upsell_style: 'style1',
      slides_per_view: 2,
      slides_per_scroll: 1,
      cookie_days: 7,
    });
    const config = parseConfig({ side_cart: { slide_ms: 250, upsell_style: 'style3', slides_per_scroll: 0 } });
    expect(config.side_cart).toMatchObject({ slide_ms: 250, upsell_style: 'style3', slides_per_scroll: 1 });
  });

  it('reads the page builder section: a guest outside the editor, with the site-wide lightbox on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig(undefined).elementor).toEqual({ is_edit_mode: false, user_roles: ['guest'], global_lightbox: true });
    const config = parseConfig({ elementor: { is_edit_mode: true, user_roles: 'admin', global_lightbox: false } });
    expect(config.elementor).toEqual({ is_edit_mode: true, user_roles: ['guest'], global_lightbox: false });
  });

  it('allows attribution tracking and keeps the language slug by default; refuses a malformed slug', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const defaults = parseConfig(undefined);
    expect(defaults.attribution).toEqual({ allow_tracking: true });
    expect(defaults.site).toEqual({ language: 'fr' });
    const config = parseConfig({ attribution: { allow_tracking: false }, site: { language: 'fr; domain=evil' } });
    expect(config.attribution.allow_tracking).toBe(false);
    expect(config.site.language).toBe('fr');
    expect(parseConfig({ site: { language: 'de' } }).site.language).toBe('de');
  });
});
