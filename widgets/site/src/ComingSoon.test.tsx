// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { json, mount, stubShop } from '@vitrine/core/testing';
import './index.ts';

const MARKUP = `<fk-coming-soon><div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">
  Cette page est en mode « Bientôt disponible ».</div>
  <a class="coming-soon-footer-banner-dismiss" data-rest-url="http://localhost:3000/wp-json/wp/v2/users/5" data-rest-nonce="n0nce"></a>
</div></fk-coming-soon>`;
const banner = () => document.getElementById('coming-soon-footer-banner')!;
const link = () => document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;

beforeEach(() => {
  history.replaceState(null, '', '/boutique/');
  setConfig(parseConfig({ endpoints: { rest_url: '/wp-json/' }, nonces: { wp_rest: 'config-nonce' } }));
});

describe('<fk-coming-soon> (spec §4.3, §7.2)', () => {
  it('makes the empty link a named button', async () => {
    await mount(MARKUP, 'fk-coming-soon');
    expect(link().getAttribute('role')).toBe('button');
    expect(link().tabIndex).toBe(0);
    expect(link().getAttribute('aria-label')).toBe('Fermer');
  });

  it('posts the user meta with the banner’s nonce, once, and hides the banner when the call completes', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = stubShop(() => new Promise<Response>((resolve) => (release = resolve)));
    await mount(MARKUP, 'fk-coming-soon');
    link().click();
    link().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // The banner asks nothing else of the shop: no cart machinery on a page that has no cart element.
    const calls = fetch.mock.calls;
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(String(url)).toBe('/wp-json/wp/v2/users/5');
    expect((init?.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
    // Form-encoded, as WooCommerce's own script sends it (first outside review, finding 2).
    expect(String(init?.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(banner().style.display).toBe('');
    release(json({ id: 5 }));
    await expect.poll(() => banner().style.display).toBe('none');
  });

  it('hides the banner after a failed call too', async () => {
    stubShop(() => json({ code: 'rest_cookie_invalid_nonce' }, 403));
    await mount(MARKUP, 'fk-coming-soon');
    link().click();
    await expect.poll(() => banner().style.display).toBe('none');
  });
});
