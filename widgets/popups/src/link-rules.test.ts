import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as links from './hash-action.ts';
import { isAnchorTarget, isHashActionLink, isLightboxLink, safeHttpUrl } from './link-rules.ts';

const BASE = 'https://boutique.ch/produit/chaise/';

describe('links', () => {
  it('§5.9 anchor targets', () => {
    for (const ok of ['#avis', '#_top', '#tab-reviews', '#a1_b-c']) expect(isAnchorTarget(ok), ok).toBe(true);
    for (const bad of ['#', '#1abc', '#-x', 'avis', '#a b', '#a"', '#elementor-action:action=x', '#é']) expect(isAnchorTarget(bad), bad).toBe(false);
  });

  it('§5.9 lightbox links: http(s) images that are not downloads, or video links', () => {
    expect(isLightboxLink({ href: 'https://boutique.ch/img/a.JPG' })).toBe(true);
    expect(isLightboxLink({ href: 'https://boutique.ch/img/a.webp?x=1#y' })).toBe(true);
    expect(isLightboxLink({ href: 'https://boutique.ch/img/a.jpg', download: true })).toBe(false);
    expect(isLightboxLink({ href: 'https://boutique.ch/doc.pdf' })).toBe(false);
    expect(isLightboxLink({ href: 'javascript:alert(1)//a.png' })).toBe(false);
    expect(isLightboxLink({ href: '/a.png', base: BASE })).toBe(true);
    expect(isLightboxLink({ href: '#', videoUrl: 'https://www.youtube.com/watch?v=x' })).toBe(true);
    expect(isLightboxLink({ href: '#', videoUrl: 'javascript:alert(1)' })).toBe(false);
    expect(isLightboxLink({ href: 'https://boutique.ch/a.png', openInLightbox: 'no' })).toBe(false);
    expect(isLightboxLink({ href: 'https://boutique.ch/a.png', globalLightbox: false })).toBe(false);
    expect(isLightboxLink({ href: 'https://boutique.ch/a.png', globalLightbox: false, openInLightbox: 'yes' })).toBe(true);
  });
});

/** Strings that look like the links and URLs a page holds, and any other string. */
const linkish = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((url) => `${url}/photo.${['png', 'JPG', 'jpeg', 'gif', 'svg', 'webp', 'pdf'][url.length % 7]}`),
  fc.constantFrom(
    ' /a.png ',
    '//cdn.ch/a.webp',
    'javascript:alert(1)//a.png',
    'data:image/png,x.png',
    'ftp://x/a.png',
    '%23elementor-action%3A',
    ' #elementor-action:x',
    '#top',
    'http://[::1/a.png',
  ),
);

describe('property: the popups chunk decides as the links chunk (their copies of the rules agree)', () => {
  it('hash action test and http(s) URLs', () => {
    fc.assert(
      fc.property(linkish, fc.option(fc.constantFrom(BASE, 'http://localhost:4173/selection/'), { nil: undefined }), (value, base) => {
        expect(isHashActionLink(value)).toBe(links.isHashActionLink(value));
        expect(safeHttpUrl(value, base)).toBe(links.safeHttpUrl(value, base));
      }),
      { numRuns: 500 },
    );
  });

  it('an image link opens in the lightbox exactly when its image would be shown', () => {
    let images = 0;
    fc.assert(
      fc.property(linkish, (href) => {
        const opens = isLightboxLink({ href, base: BASE });
        expect(opens).toBe(links.sanitizeLightboxSettings({ type: 'image', url: href }, BASE) !== null);
        if (opens) images += 1;
      }),
      { numRuns: 500 },
    );
    expect(images).toBeGreaterThan(20); // the property saw real image links, not only rejections
  });
});
