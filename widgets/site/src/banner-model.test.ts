import { describe, expect, it } from 'vitest';
import { restRoute, storeNoticeCookie } from './banner-model.ts';

const PAGE = 'https://boutique.ch/produit/savon/';

describe('store notice cookie (spec §4.3)', () => {
  it('is keyed by the notice id, as WooCommerce names it', () => {
    expect(storeNoticeCookie('a1b2c3')).toBe('store_noticea1b2c3');
    expect(storeNoticeCookie('')).toBe('store_notice');
  });
});

describe('coming-soon REST route (spec §7.2)', () => {
  it('takes the route under the configured REST base, pretty or plain permalinks', () => {
    expect(restRoute('https://boutique.ch/wp-json/wp/v2/users/5', '/wp-json/', PAGE)).toBe('wp/v2/users/5');
    expect(restRoute('/wp-json/wp/v2/users/5', '/wp-json/', PAGE)).toBe('wp/v2/users/5');
    expect(restRoute('https://boutique.ch/?rest_route=/wp/v2/users/5', '/?rest_route=/', PAGE)).toBe('wp/v2/users/5');
  });

  it('falls back to users/me for another origin, another base, nothing or garbage', () => {
    for (const url of ['https://evil.example/wp-json/wp/v2/users/5', '/autre/wp/v2/users/5', '', '   ', 'http://[::1', '/wp-json/']) {
      expect(restRoute(url, '/wp-json/', PAGE)).toBe('wp/v2/users/me');
    }
  });

  it('accepts only the user meta route, with no query string: never another REST route (first outside review, finding 2)', () => {
    const hostile = [
      '/wp-json/wp/v2/users/2?_method=DELETE&force=true',
      '/wp-json/wp/v2/users/me?_method=DELETE',
      '/wp-json/wp/v2/users/2#x',
      '/wp-json/wp/v2/users/2/',
      '/wp-json/wp/v2/users/2/application-passwords',
      '/wp-json/wp/v2/users',
      '/wp-json/wp/v2/users/0',
      '/wp-json/wp/v2/users/%32',
      '/wp-json/wp/v2/users/me/../../posts/1',
      '/wp-json/wp/v2/settings',
      '/wp-json/wc/v3/orders',
      '/wp-json/wp/v2/plugins?plugin=x',
      'https://boutique.ch/?rest_route=/wp/v2/users/2&_method=DELETE',
    ];
    for (const url of hostile) expect(restRoute(url, url.includes('rest_route') ? '/?rest_route=/' : '/wp-json/', PAGE), url).toBe('wp/v2/users/me');
    expect(restRoute('/wp-json/wp/v2/users/me', '/wp-json/', PAGE)).toBe('wp/v2/users/me');
    expect(restRoute('/wp-json/wp/v2/users/42', '/wp-json/', PAGE)).toBe('wp/v2/users/42');
  });
});
