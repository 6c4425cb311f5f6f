import { describe, expect, it } from 'vitest';
import { RefreshLoopAnswer } from '@vitrine/contract';
import { filtersFromQuery } from '../catalog/loop-listing.ts';
import { shopperForEach, testStoreForEach, validate } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, '/selection/');

const ROUTE = '/wp-json/elementor-pro/v1/refresh-loop';
const body = (filters: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  post_id: 900,
  widget_id: 'a1b2c3d',
  pagination_base_url: 'http://localhost/selection/?e-filter-a1b2c3d-product_cat=vetements~maison',
  widget_filters: { taxonomy: filters },
  ...extra,
});
const titles = (markup: string) => [...markup.matchAll(/woocommerce-loop-product__title">([^<]+)</g)].map((m) => m[1]);

async function refresh(value: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await shopper.postJson(ROUTE, value);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /wp-json/elementor-pro/v1/refresh-loop (spec §7.7)', () => {
  it('answers the contract’s {data} with the filtered catalogue: OR between categories', async () => {
    const { status, json } = await refresh(body({ product_cat: { terms: ['maison'], logicalJoin: 'OR' } }));
    expect(status).toBe(200);
    expect(validate(RefreshLoopAnswer, json)).toEqual([]);
    expect(titles(String(json.data))).toEqual(['Planche à découper en noyer', 'Bougie en cire d’abeille', 'Plaid en laine']);
    expect(String(json.data)).toContain('class="e-loop-item product');
  });

  it('AND between colours, exclusions, and an empty result', async () => {
    const both = await refresh(body({ pa_couleur: { terms: ['rouge', 'bleu'], logicalJoin: 'AND' } }));
    expect(titles(String(both.json.data))).toEqual(['T-shirt Léman', 'Casquette Aletsch', 'Chaussettes en laine']);
    const notSocks = await refresh(body({ pa_couleur: { terms: ['rouge', 'bleu'], logicalJoin: 'AND', excludedTerms: ['vert'] } }));
    expect(titles(String(notSocks.json.data))).toEqual(['Casquette Aletsch']);
    const none = await refresh(body({ pa_couleur: { terms: ['blanc'], logicalJoin: 'OR' } }));
    expect(String(none.json.data)).toContain('Aucun produit ne correspond à cette sélection.');
  });

  it('paginates from the base URL, the filters kept', async () => {
    const { json } = await refresh(body({ product_cat: { terms: ['vetements', 'maison'], logicalJoin: 'OR' } }));
    expect(titles(String(json.data))).toHaveLength(6);
    expect(String(json.data)).toContain('href="/selection/?e-filter-a1b2c3d-product_cat=vetements%7Emaison&amp;e-page-a1b2c3d=2"');
  });

  it('refuses what the original refuses, as the REST API does', async () => {
    for (const bad of [{ post_id: '900' }, { widget_id: 'a1b2c3' }, { pagination_base_url: 'javascript:alert(1)' }, { widget_filters: 'x' }]) {
      const { status, json } = await refresh(body({}, bad));
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
    expect((await refresh(body({}, { post_id: 901 }))).status).toBe(404);
    const res = await shopper.request(ROUTE, { method: 'POST', body: '{"post_id":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('in the editor, checks the REST nonce', async () => {
    expect((await refresh(body({}, { is_edit_mode: true, widget_model: {} }))).status).toBe(403);
  });

  it('goes through the session’s log and faults as `refresh-loop`', async () => {
    await shopper.postJson('/__test/fault', { endpoint: 'refresh-loop', kind: 'status500' });
    expect((await shopper.postJson(ROUTE, body())).status).toBe(500);
    expect((await shopper.postJson(ROUTE, body())).status).toBe(200);
    const log = (await (await shopper.get('/__test/log')).json()) as Array<{ endpoint: string; body: Record<string, string> }>;
    expect(log.filter((call) => call.endpoint === 'refresh-loop').map((call) => call.body.widget_id)).toEqual(['a1b2c3d', 'a1b2c3d']);
  });
});

describe('the server’s reading of e-filter-* and the /selection/ page', () => {
  it('reads +, ~, ! and percent-encoded terms; a mix of + and ~ is DISABLED', () => {
    const query = new URLSearchParams(
      'e-filter-a1b2c3d-pa_couleur=rouge+bleu!vert&e-filter-a1b2c3d-product_cat=a~b+c&e-filter-zzz-product_cat=x&e-filter-a1b2c3d-pa_taille=%25C3%25A9t%25C3%25A9',
    );
    expect(filtersFromQuery(query, 'a1b2c3d')).toEqual({
      pa_couleur: { terms: ['rouge', 'bleu'], logicalJoin: 'AND', excludedTerms: ['vert'] },
      product_cat: { terms: ['a', 'b', 'c'], logicalJoin: 'DISABLED', excludedTerms: [] },
      pa_taille: { terms: ['été'], logicalJoin: 'AND', excludedTerms: [] },
    });
  });

  it('renders the listing the address describes, page included, with the widgets in place', async () => {
    const page = await (await shopper.get('/selection/?e-filter-a1b2c3d-product_cat=vetements~epicerie-fine&e-page-a1b2c3d=2')).text();
    expect(titles(page)).toHaveLength(3);
    expect(page).toContain('<fk-loop-grid widget-id="a1b2c3d" post-id="900">');
    expect(page).toMatch(/<fk-loop-filter widget-id="f1cat00" target="a1b2c3d" taxonomy="product_cat" logical-join="OR" multiple="yes"/);
    expect(page).toContain('<fk-popup popup-id="1201"');
    expect(page).toContain('<fk-off-canvas panel-id="c0ffee1"');
    expect(page).toContain('<fk-hash-actions></fk-hash-actions>');
    expect(page).toContain('data-elementor-id="1210"');
  });
});
