import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsAtReviews, tabForUrl } from './product-tabs.ts';

const PANELS = ['tab-description', 'tab-additional_information', 'tab-reviews'];
const page = 'https://boutique.example/produit/t-shirt-leman/';

describe('tabForUrl (§2.4)', () => {
  it.each([
    [`${page}#reviews`],
    [`${page}#tab-reviews`],
    [`${page}#comment-12`],
    [`${page}#COMMENT-12`],
    [`${page}?cpage=2`],
    [`${page}comment-page-2/#comments`],
  ])('opens the reviews for %s', (url) => {
    expect(tabForUrl(url, PANELS)).toBe('tab-reviews');
  });

  it('opens the panel the hash names', () => {
    expect(tabForUrl(`${page}#tab-additional_information`, PANELS)).toBe('tab-additional_information');
  });

  it('opens the first tab otherwise', () => {
    expect(tabForUrl(page, PANELS)).toBe('tab-description');
    expect(tabForUrl(`${page}#review`, PANELS)).toBe('tab-description');
    expect(tabForUrl(`${page}#tab-unknown`, PANELS)).toBe('tab-description');
  });

  it('never opens a reviews tab the page does not have', () => {
    expect(tabForUrl(`${page}#reviews`, ['tab-description'])).toBe('tab-description');
    expect(tabForUrl(page, [])).toBeUndefined();
  });

  // Any query and hash text, cheap to generate (fc.webUrl is slow on a busy machine).
  const anyUrl = fc.tuple(fc.string(), fc.string()).map(([query, hash]) => `${page}?${query}#${hash}`);

  it('answers one of the panels for any URL', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        expect(PANELS).toContain(tabForUrl(url, PANELS));
      }),
    );
  });

  it('opens the reviews for any comment anchor', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (query, id) => {
        expect(pointsAtReviews(`${page}?${query.replace(/#/g, '')}#comment-${id}`)).toBe(true);
      }),
    );
  });
});
