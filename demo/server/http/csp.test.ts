import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp.ts';
import { CHECKOUT_BILLING, shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

/** Every page the demo renders, with a cart (so the cart and checkout pages show their forms) and a placed order. */
async function everyPage(): Promise<Array<[string, Response]>> {
  const pages: Array<[string, Response]> = [];
  const get = async (path: string) => pages.push([path, await shopper.get(path)]);
  await get('/');
  await shopper.ajax('add_to_cart', { product_id: 15, quantity: 1 });
  await shopper.ajax('add_to_cart', { product_id: 21, variation_id: 103, attribute_pa_taille: 'm', attribute_pa_couleur: 'bleu', quantity: 1 });
  for (const path of [
    '/',
    '/boutique/',
    '/boutique/?product_cat=vetements&orderby=price',
    '/?page_id=7',
    '/checkout/',
    '/selection/',
    '/devis/',
    '/mon-compte/',
    '/recherche-demo/',
    '/?s=coffret&post_type=product',
    '/page-qui-n-existe-pas/',
    '/boutique/?product_cat=inconnue',
  ])
    await get(path);
  for (const slug of ['coffret-artisans-du-jura', 'miel-de-montagne', 't-shirt-leman', 'pull-cervin', 'chaussettes-en-laine', 'echarpe-engadine'])
    await get(`/produit/${slug}/`);
  const placed = await shopper.placeOrder(CHECKOUT_BILLING);
  const thanks = placed.headers.get('location');
  if (thanks) await get(thanks);
  return pages;
}

describe('Content-Security-Policy', () => {
  it('is strict: no inline script, no eval, only the payment providers’ script hosts, Trusted Types required', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "script-src 'self' https://js.stripe.com https://pay.google.com; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types vitrine",
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(
      /unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|trusted-types-eval|data:|\*|'allow-duplicates'|\bdefault\b/,
    );
  });

  it('comes with every page, and the pages hold no inline code: scripts are files or JSON data', async () => {
    const pages = await everyPage();
    expect(pages.map(([path]) => path)).toContain('/selection/');
    expect(pages.some(([path]) => path.includes('/checkout/order-received/'))).toBe(true);
    for (const [path, res] of pages) {
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      const doc = await res.text();
      for (const [tag, attributes, body] of doc.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const isData = /\btype="application\/json"/.test(attributes ?? '');
        const isFile = /\bsrc="\/[^"]*"/.test(attributes ?? '') && body === '';
        expect(isData || isFile, `${path}: ${tag.slice(0, 120)}`).toBe(true);
      }
      // Inline handlers (` onclick=`) and javascript: URLs the server itself prints.
      expect(doc.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [], path).toEqual([]);
      expect(doc.match(/(href|src|action|formaction)\s*=\s*"\s*javascript:/gi) ?? [], path).toEqual([]);
    }
  });

  it('comes with the product tiles (an SVG opened on its own is a document) but not with JSON or CSS', async () => {
    await shopper.get('/');
    expect((await shopper.get('/assets/img/miel-de-montagne.svg')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await shopper.ajax('get_refreshed_fragments')).headers.get('content-security-policy')).toBeNull();
    expect((await shopper.get('/assets/theme.css')).headers.get('content-security-policy')).toBeNull();
  });
});
