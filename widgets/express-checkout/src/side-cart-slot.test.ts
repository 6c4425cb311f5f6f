// @vitest-environment happy-dom
import { getConfig, parseConfig, setConfig } from '@vitrine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { watchSideCartSlots } from './side-cart-slot.ts';

afterEach(() => setConfig(undefined));

describe('the side cart’s express slot', () => {
  it('gets a mini express button each time the drawer renders it', async () => {
    document.body.innerHTML = '<div class="fkcart-express-slot" data-fk-express-slot></div>';
    watchSideCartSlots();
    expect(document.querySelector('[data-fk-express-slot] fk-express-button')?.getAttribute('context')).toBe('side-cart');

    document.body.replaceChildren();
    const drawer = document.createElement('div');
    drawer.innerHTML = '<footer><div class="fkcart-express-slot" data-fk-express-slot></div></footer>';
    document.body.append(drawer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('[data-fk-express-slot] fk-express-button')).toHaveLength(1);
  });

  it('stays empty when the shop has switched express payment off (no cart totals asked for nothing)', async () => {
    setConfig(parseConfig({ ...getConfig(), express: { ...getConfig().express, enabled: false, google_pay_enabled: false } }));
    document.body.replaceChildren();
    const drawer = document.createElement('div');
    drawer.innerHTML = '<div class="fkcart-express-slot" data-fk-express-slot></div>';
    document.body.append(drawer);
    watchSideCartSlots();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[data-fk-express-slot]')?.childElementCount).toBe(0);
  });
});
