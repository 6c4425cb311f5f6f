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
});
