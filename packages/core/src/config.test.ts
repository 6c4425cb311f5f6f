import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config.ts';

afterEach(() => vi.restoreAllMocks());

describe('page config', () => {
  it('gives the shop defaults when nothing is printed', () => {
    const config = parseConfig(undefined);
    expect(config.endpoints.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
    expect(config.urls.cart).toBe('/?page_id=7');
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
    expect(parseConfig({ nonces: 'abc', urls: [1, 2] }).urls.shop).toBe('/boutique/');
    expect(parseConfig('nope').shop.currency).toBe('CHF');
    expect(parseConfig([1]).shop.country).toBe('CH');
  });
});
