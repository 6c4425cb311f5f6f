// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStateMarkup, emptyCart } from '@vitrine/contract';
import { $cartSyncPaused, HASH_KEY, resetCartSyncForTests, startCartSync } from './cart-sync.ts';
import { parseConfig, setConfig } from './config.ts';

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  setConfig(parseConfig({}));
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: 'other' })));
  });
  // The page knows its (empty) cart: no request on load.
  document.body.innerHTML = cartStateMarkup(emptyCart());
  startCartSync();
});

afterEach(() => {
  resetCartSyncForTests();
  vi.unstubAllGlobals();
  setConfig(undefined);
});

const otherTabChanged = () => dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: 'other' }));

describe('following other tabs while the side cart drawer is open (spec §4.11)', () => {
  it('waits while paused, then refreshes once when the pause ends', async () => {
    $cartSyncPaused.set(true);
    otherTabChanged();
    otherTabChanged();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(0);

    $cartSyncPaused.set(false);
    await vi.waitFor(() => expect(asked).toEqual(['/?wc-ajax=get_refreshed_fragments']));
  });

  it('follows at once when not paused, and a pause with nothing waiting costs nothing', async () => {
    $cartSyncPaused.set(true);
    $cartSyncPaused.set(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(0);
    otherTabChanged();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
  });
});
