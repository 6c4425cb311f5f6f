import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameOriginUrl } from './urls.ts';

const base = 'https://boutique.example.ch/boutique/';

describe('sameOriginUrl', () => {
  it('keeps same-origin paths and absolute URLs', () => {
    expect(sameOriginUrl('/produit/echarpe/', base)).toBe('https://boutique.example.ch/produit/echarpe/');
    expect(sameOriginUrl('https://boutique.example.ch/?page_id=7', base)).toBe('https://boutique.example.ch/?page_id=7');
  });

  it('refuses other origins, schemes and junk', () => {
    for (const bad of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x', 'data:text/html,x', 'http://boutique.example.ch/', 'http://[::1']) {
      expect(sameOriginUrl(bad, base), bad).toBeNull();
    }
  });

  it('never returns another origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sameOriginUrl(s, base);
        return out === null || new URL(out).origin === 'https://boutique.example.ch';
      }),
    );
  });
});
