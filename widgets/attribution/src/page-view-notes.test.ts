// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_VIEW_NOTES_KEY, takeEarlierPageViews, type NotedPageView } from './page-view-notes.ts';

const ORIGIN = 'https://boutique.example';
const NOW = Date.UTC(2026, 10, 27, 9);
const note = (over: Partial<Record<keyof NotedPageView, unknown>> = {}) => ({
  url: `${ORIGIN}/?utm_source=sms`,
  referrer: '',
  at: NOW - 5000,
  page: 1,
  ...over,
});
const store = (notes: unknown) => sessionStorage.setItem(PAGE_VIEW_NOTES_KEY, typeof notes === 'string' ? notes : JSON.stringify(notes));
const take = (thisPage = 9) => takeEarlierPageViews(() => sessionStorage, ORIGIN, thisPage, NOW);

beforeEach(() => sessionStorage.clear());

describe('takeEarlierPageViews', () => {
  it('gives the earlier pages’ notes oldest first, drops this page’s own, and leaves none behind', () => {
    store([note({ page: 1 }), note({ page: 2, url: `${ORIGIN}/boutique/` }), note({ page: 9 })]);
    expect(take().map((n) => n.page)).toEqual([1, 2]);
    expect(sessionStorage.getItem(PAGE_VIEW_NOTES_KEY)).toBeNull();
    expect(take()).toEqual([]);
  });

  it('ignores what is not a note of this shop: another origin, a future date, wrong types, broken JSON', () => {
    store([
      note({ url: 'https://evil.example/?utm_source=x' }),
      note({ url: 'javascript:alert(1)' }),
      note({ url: 'pas une adresse' }),
      note({ at: NOW + 60_000 }),
      note({ at: Number.NaN }),
      note({ referrer: 42 }),
      note({ url: [`${ORIGIN}/`] }),
      note({ page: '1' }),
      null,
      'texte',
      note({ page: 3 }),
    ]);
    expect(take().map((n) => n.page)).toEqual([3]);
    store('{pas du JSON');
    expect(take()).toEqual([]);
    store({ url: `${ORIGIN}/` });
    expect(take()).toEqual([]);
  });

  it('gives nothing when storage cannot be read (a sandboxed frame throws on sessionStorage itself)', () => {
    expect(
      takeEarlierPageViews(
        () => {
          throw new DOMException('refusé', 'SecurityError');
        },
        ORIGIN,
        9,
        NOW,
      ),
    ).toEqual([]);
  });
});
