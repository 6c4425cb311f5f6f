import { describe, expect, it } from 'vitest';
import { emptyCart } from '@vitrine/contract';
import { CACHE_MAX_AGE_MS, decideOnLoad } from './cart-sync.ts';

const now = 1_800_000_000_000;
const page = (hash: string) => ({ ...emptyCart(), hash });
const cached = (hash: string, age: number) => ({ fragments: { 'div.x': '<div></div>' }, hash, created: now - age });

describe('what a page load does with the cart', () => {
  it('uses the page snapshot when its hash equals the cookie: no request', () => {
    expect(decideOnLoad({ cookieHash: 'abc', page: page('abc'), cached: null, now }).use).toBe('page');
  });

  it('reads a missing cookie as an empty cart', () => {
    expect(decideOnLoad({ cookieHash: undefined, page: page(''), cached: null, now }).use).toBe('page');
    expect(decideOnLoad({ cookieHash: undefined, page: page('old'), cached: null, now }).use).toBe('refresh');
  });

  it('falls back to this tab’s cache when it matches and is under 24 h old', () => {
    expect(decideOnLoad({ cookieHash: 'abc', page: page('stale'), cached: cached('abc', 1000), now }).use).toBe('cache');
    expect(decideOnLoad({ cookieHash: 'abc', page: null, cached: cached('abc', CACHE_MAX_AGE_MS - 1), now }).use).toBe('cache');
  });

  it('refreshes once when both are stale, too old, or from the future', () => {
    expect(decideOnLoad({ cookieHash: 'new', page: page('old'), cached: cached('old', 10), now }).use).toBe('refresh');
    expect(decideOnLoad({ cookieHash: 'abc', page: null, cached: cached('abc', CACHE_MAX_AGE_MS), now }).use).toBe('refresh');
    expect(decideOnLoad({ cookieHash: 'abc', page: null, cached: cached('abc', -60_000), now }).use).toBe('refresh');
  });
});
