import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundImage } from './lazy-bg-model.ts';

const BASE = 'https://boutique.ch/produit/savon/';

describe('lazy background URL', () => {
  it('resolves relative and absolute http(s) URLs into a quoted CSS url()', () => {
    expect(backgroundImage('/img/fond.jpg', BASE)).toBe('url("https://boutique.ch/img/fond.jpg")');
    expect(backgroundImage('fond.jpg', BASE)).toBe('url("https://boutique.ch/produit/savon/fond.jpg")');
    expect(backgroundImage('http://cdn.example/a b.png', BASE)).toBe('url("http://cdn.example/a%20b.png")');
  });

  it('refuses other schemes and empty values', () => {
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '', '  ', 'http://[::1']) {
      expect(backgroundImage(value, BASE)).toBeNull();
    }
  });

  it('never lets a value close the string or add a declaration', () => {
    expect(backgroundImage('/a") ; background: red; x("', BASE)).toBe('url("https://boutique.ch/a%22)%20;%20background:%20red;%20x(%22")');
    fc.assert(
      fc.property(fc.string(), (value) => {
        const css = backgroundImage(value, BASE);
        return css === null || /^url\("(?:[^"\\\n]|\\.)*"\)$/.test(css);
      }),
    );
  });
});
