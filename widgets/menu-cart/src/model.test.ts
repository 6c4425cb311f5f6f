// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { closesDropdown, menuCartMode } from './model.ts';

describe('menuCartMode', () => {
  it('drops down above 767 px and slides in from the side below', () => {
    expect(menuCartMode(true)).toBe('dropdown');
    expect(menuCartMode(false)).toBe('off-canvas');
  });
});

describe('closesDropdown', () => {
  document.body.innerHTML = '<fk-menu-cart><a id="in" href="#">x</a></fk-menu-cart><a id="out" href="#">y</a>';
  const host = document.querySelector('fk-menu-cart')!;
  const el = (id: string) => document.getElementById(id);

  it('a press or focus outside closes the dropdown, inside it does not', () => {
    expect(closesDropdown('dropdown', host, el('out'))).toBe(true);
    expect(closesDropdown('dropdown', host, el('in'))).toBe(false);
    expect(closesDropdown('dropdown', host, null)).toBe(false);
  });

  it('the off-canvas panel is modal: nothing outside closes it', () => {
    expect(closesDropdown('off-canvas', host, el('out'))).toBe(false);
  });
});
