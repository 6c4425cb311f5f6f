import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp.ts';
import { CHECKOUT_BILLING, Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

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
  it('is strict without a build: no inline script, no eval, only the payment providers’ script hosts, Trusted Types required', () => {
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

  it('allows the built loader printed inline by its hash, and no other inline code', async () => {
    const dist = join(store.dir, 'dist');
    mkdirSync(dist, { recursive: true });
    const loader = 'const vitrineBase=new URL(document.getElementById("vitrine-loader").dataset.base,location.href).href;';
    writeFileSync(join(dist, 'vitrine-inline.js'), loader);
    const built = (await import('../testing.ts')).testStore({ storefrontDir: dist });
    try {
      const visitor = new Shopper(built);
      const res = await visitor.get('/boutique/');
      const policy = res.headers.get('content-security-policy')!;
      const hash = createHash('sha256').update(loader).digest('base64');
      expect(policy).toBe(CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`));
      const scripts = [...(await res.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      const inline = scripts.filter(([, attributes, body]) => body !== '' && !/\btype="application\/json"/.test(attributes ?? ''));
      expect(inline.map(([, attributes, body]) => [attributes, body])).toEqual([[' type="module" id="vitrine-loader" data-base="/vitrine/"', loader]]);
      // Pages without Vitrine carry the same policy: the hash allows that one script, nothing more.
      expect((await visitor.get('/boutique/?vitrine=off')).headers.get('content-security-policy')).toBe(policy);
    } finally {
      built.dispose();
    }
  });

  it('comes with the product tiles (an SVG opened on its own is a document) but not with JSON or CSS', async () => {
    await shopper.get('/');
    expect((await shopper.get('/assets/img/miel-de-montagne.svg')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await shopper.ajax('get_refreshed_fragments')).headers.get('content-security-policy')).toBeNull();
    expect((await shopper.get('/assets/theme.css')).headers.get('content-security-policy')).toBeNull();
  });
});
