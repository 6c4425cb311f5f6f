// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { mount, stubShop } from '@vitrine/core/testing';

/**
 * A shop without FunnelKit Stripe (the plugin says so in the config): its `fkwcs_*` endpoints answer an empty 200,
 * so the wallet buttons must neither render nor call them, whatever the theme printed.
 */
setConfig(parseConfig({ page: { is_cart: true }, plugins: { funnelkit_stripe: false } }));
const fetch = stubShop();
await import('./index.ts');
afterAll(() => {
  vi.unstubAllGlobals();
  setConfig(undefined);
});

describe('wallet buttons without FunnelKit Stripe', () => {
  it('print nothing and call nothing, even as the cart changes', async () => {
    const host = await mount('<fk-express-button context="cart"></fk-express-button><fk-wallet-button context="cart"></fk-wallet-button>', 'fk-express-button');
    document.body.dispatchEvent(new CustomEvent('updated_checkout'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.innerHTML).toBe('');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('fkwcs'))).toEqual([]);
  });
});
