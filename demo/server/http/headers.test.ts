import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store);

describe('headers on every answer (first outside review, finding 7)', () => {
  it('sends nosniff and a Referrer-Policy with pages, JSON, files, redirects, errors and 404s', async () => {
    const answers = [
      await shopper.get('/'),
      await shopper.get('/boutique/'),
      await shopper.ajax('get_refreshed_fragments'),
      await shopper.ajax('no_such_endpoint'),
      await shopper.get('/assets/img/miel-de-montagne.svg'),
      await shopper.get('/assets/theme.css'),
      await shopper.get('/?add-to-cart=15'),
      await shopper.get('/nulle-part/'),
      await shopper.post('/wp-comments-post.php', { comment: 'x'.repeat(70_000) }),
    ];
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), res.url).toBe('strict-origin-when-cross-origin');
    }
  });
});
