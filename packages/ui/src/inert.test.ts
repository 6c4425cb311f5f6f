// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inertOutside } from './inert.ts';

describe('inertOutside', () => {
  it('makes every branch beside the dialog inert except live regions, and undoes only its own marks', () => {
    document.body.innerHTML = `
      <header id="h"></header>
      <main id="m"><p id="p"></p><section id="s"><div id="dialog"></div></section></main>
      <div id="live" aria-live="polite"></div>
      <div id="already" inert></div>`;
    const restore = inertOutside(document.getElementById('dialog')!);
    const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert');
    expect(['h', 'p'].map(inert)).toEqual([true, true]);
    expect(['m', 's', 'dialog', 'live'].map(inert)).toEqual([false, false, false, false]);
    restore();
    expect(['h', 'p'].map(inert)).toEqual([false, false]);
    expect(inert('already')).toBe(true);
  });
});
