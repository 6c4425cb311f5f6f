// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { emptyState, setTerms } from './model.ts';
import { OVERLAY_CLASS, refreshListing, resultsMessage } from './listing-calls.ts';

const state = setTerms(emptyState(), 'f1', { selectedTaxonomy: 'product_cat', terms: ['coffrets'], logicalJoin: 'OR' });
const items = (n: number) => Array.from({ length: n }, (_, i) => `<div class="e-loop-item">Produit ${i + 1}</div>`).join('');
const ORIGINAL = `<div class="elementor-loop-container">${items(4)}</div>`;

let host: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

beforeEach(() => {
  setConfig(parseConfig({ endpoints: { rest_url: '/wp-json/' }, nonces: { wp_rest: 'n0nce' } }));
  history.replaceState(null, '', '/selection/?e-filter-abc1234-product_cat=coffrets&paged=2');
  document.body.innerHTML = `<fk-loop-grid>${ORIGINAL}</fk-loop-grid>`;
  host = document.querySelector('fk-loop-grid')!;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refresh = () => refreshListing(host, { loopId: 'abc1234', postId: 42, state });

describe('refreshing a listing (§4.16, §7.7)', () => {
  it('posts the original’s body, shows the overlay while waiting, replaces the markup and announces the count', async () => {
    let release!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const done = refresh();
    expect(host.classList.contains(OVERLAY_CLASS)).toBe(true);
    expect(host.getAttribute('aria-busy')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wp-json/elementor-pro/v1/refresh-loop');
    expect(JSON.parse(init.body)).toEqual({
      post_id: 42,
      widget_filters: { taxonomy: { product_cat: { terms: ['coffrets'], logicalJoin: 'OR' } } },
      widget_id: 'abc1234',
      pagination_base_url: 'http://localhost:3000/selection/?e-filter-abc1234-product_cat=coffrets',
    });
    expect(init.headers['X-WP-Nonce']).toBeUndefined();
    release(answer(200, { data: `<div class="elementor-loop-container">${items(2)}</div>` }));
    await done;
    expect(host.querySelectorAll('.e-loop-item')).toHaveLength(2);
    expect(host.classList.contains(OVERLAY_CLASS)).toBe(false);
    expect(host.hasAttribute('aria-busy')).toBe(false);
    await vi.waitFor(() => expect(document.getElementById('vitrine-live-polite')?.textContent).toBe('2 produits affichés'));
  });

  for (const [what, reply] of [
    ['a 500', () => answer(500, '<h1>Erreur</h1>')],
    ['a 400 with data', () => answer(400, { data: '<p>refusé</p>' })],
    ['an answer without data', () => answer(200, { code: 'rest_no_route' })],
    ['an empty markup', () => answer(200, { data: '  ' })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`${what} leaves the listing as it was and removes the overlay, silently`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fetchMock.mockImplementation(reply);
      await refresh();
      expect(host.innerHTML).toBe(ORIGINAL);
      expect(host.classList.contains(OVERLAY_CLASS)).toBe(false);
      expect(document.querySelector('.woocommerce-error')).toBeNull();
      warn.mockRestore();
    });
  }

  it('a newer refresh wins: the older one neither replaces the markup nor ends the loading state', async () => {
    const releases: Array<(r: Response) => void> = [];
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          releases.push(resolve);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const first = refresh();
    const second = refresh();
    await first;
    expect(host.classList.contains(OVERLAY_CLASS)).toBe(true);
    releases[1]!(answer(200, { data: items(1) }));
    await second;
    expect(host.querySelectorAll('.e-loop-item')).toHaveLength(1);
    expect(host.classList.contains(OVERLAY_CLASS)).toBe(false);
  });

  it('in the editor, sends the widget model and is_edit_mode with the REST nonce', async () => {
    setConfig(parseConfig({ elementor: { is_edit_mode: true }, nonces: { wp_rest: 'n0nce' } }));
    fetchMock.mockResolvedValue(answer(200, { data: items(1) }));
    await refreshListing(host, { loopId: 'abc1234', postId: 42, state, widgetModel: { id: 'abc1234' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers['X-WP-Nonce']).toBe('n0nce');
    expect(JSON.parse(init.body)).toMatchObject({ is_edit_mode: true, widget_model: { id: 'abc1234' } });
  });

  it('refuses to send what the server would refuse (bad post id or widget id)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await refreshListing(host, { loopId: 'abc1234', postId: Number.NaN, state });
    await refreshListing(host, { loopId: 'abc', postId: 42, state });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('announces in French', () => {
    const fragment = (html: string) => {
      const t = document.createElement('template');
      t.innerHTML = html;
      return t.content;
    };
    expect(resultsMessage(fragment(items(0)))).toBe('Aucun produit ne correspond à cette sélection.');
    expect(resultsMessage(fragment(items(1)))).toBe('1 produit affiché');
    expect(resultsMessage(fragment(items(12)))).toBe('12 produits affichés');
  });
});
