// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { watchSideCartSlots } from './side-cart-slot.ts';

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
});
