import { describe, expect, it } from 'vitest';
import type { StorageLike } from './storage.ts';
import { ElementorStorage, countSinceBaseline, disablePopup, isPopupDisabled, recordPageView, toCount } from './storage.ts';

const NOW = 1_800_000_000_000;

class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  json(key = 'elementor'): unknown {
    return JSON.parse(this.data.get(key) ?? 'null');
  }
}

/** Safari private mode / blocked cookies: every call throws. */
const blocked: StorageLike = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

/** A full quota: reads work, writes throw. */
class FullStorage extends FakeStorage {
  override setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }
}

const make = (local: StorageLike | (() => StorageLike) = new FakeStorage(), session: StorageLike = new FakeStorage(), now = () => NOW) =>
  new ElementorStorage({ local, session }, now);

describe('Elementor-compatible format', () => {
  it('keeps everything in one JSON object under `elementor` with an `__expiration` map', () => {
    const local = new FakeStorage();
    make(local).set('pageViews', 3);
    expect(local.json()).toEqual({ pageViews: 3, __expiration: {} });
  });

  it('reads what Elementor wrote and purges expired keys (saving the purge)', () => {
    const local = new FakeStorage();
    local.setItem(
      'elementor',
      JSON.stringify({ pageViews: 7, 'popup-12-impressions-count': 2, popup_12_disable: true, __expiration: { 'popup-12-impressions-count': NOW - 1 } }),
    );
    const storage = make(local);
    expect(storage.get('pageViews')).toBe(7);
    expect(storage.get('popup-12-impressions-count')).toBeUndefined();
    expect(isPopupDisabled(storage, 12)).toBe(true);
    expect(local.json()).toEqual({ pageViews: 7, popup_12_disable: true, __expiration: {} });
  });

  it('sets an expiry in epoch ms from lifetimeInSeconds, and keeps it on later writes without one', () => {
    const local = new FakeStorage();
    let now = NOW;
    const storage = make(local, new FakeStorage(), () => now);
    storage.set('k', 1, { lifetimeInSeconds: 60 });
    now += 30_000;
    storage.set('k', 2);
    expect(local.json()).toEqual({ k: 2, __expiration: { k: NOW + 60_000 } });
    now = NOW + 60_000; // still alive at the exact expiry instant
    expect(storage.get('k')).toBe(2);
    now += 1;
    expect(storage.get('k')).toBeUndefined();
  });

  it('uses sessionStorage for session data', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    make(local, session).set('activeSession', true, { session: true });
    expect(session.json()).toEqual({ activeSession: true, __expiration: {} });
    expect(local.data.size).toBe(0);
  });

  it('treats garbage under `elementor` as empty instead of throwing', () => {
    for (const junk of ['{oops', '[1,2]', '42', 'null', '"str"', '{"__expiration":"x","a":1}', '{"__expiration":{"a":"soon"},"a":1}']) {
      const local = new FakeStorage();
      local.setItem('elementor', junk);
      const storage = make(local);
      expect(() => storage.get('a')).not.toThrow();
      storage.set('b', 1);
      expect(storage.get('b')).toBe(1);
    }
  });

  it('never lets a key replace the prototype or the expiration map', () => {
    const local = new FakeStorage();
    const storage = make(local);
    storage.set('__proto__', { polluted: true });
    storage.set('__expiration', 'x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(storage.get('__expiration')).toBeUndefined();
    local.setItem('elementor', '{"__proto__":{"polluted":true},"__expiration":{}}');
    expect(storage.get('polluted')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('blocked or full storage never breaks a page', () => {
  it('keeps working in memory when every call throws', () => {
    const storage = make(blocked, blocked);
    expect(() => recordPageView(storage)).not.toThrow();
    recordPageView(storage);
    expect(storage.get('pageViews')).toBe(2);
    expect(storage.get('sessions')).toBe(1);
    disablePopup(storage, 5);
    expect(isPopupDisabled(storage, 5)).toBe(true);
    storage.setRaw('popup-5-impressions-count', '3', { session: true });
    expect(storage.getRaw('popup-5-impressions-count', { session: true })).toBe('3');
  });

  it('survives a thunk that throws (reading window.localStorage in a sandboxed frame)', () => {
    const storage = make(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.set('pageViews', 1);
    expect(storage.get('pageViews')).toBe(1);
  });

  it('refuses values JSON cannot hold instead of throwing', () => {
    const storage = make();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    storage.set('a', 1);
    expect(() => storage.set('b', cycle)).not.toThrow();
    expect(() => storage.set('c', 10n)).not.toThrow();
    expect(storage.get('a')).toBe(1);
  });

  it('survives missing areas', () => {
    const storage = new ElementorStorage({});
    recordPageView(storage);
    expect(storage.get('pageViews')).toBe(1);
  });

  it('with a full quota, reads the value that could not be saved, not the stale one', () => {
    const local = new FullStorage();
    local.data.set('elementor', JSON.stringify({ pageViews: 10, __expiration: {} }));
    const storage = make(local);
    storage.set('pageViews', 11);
    expect(storage.get('pageViews')).toBe(11);
    storage.set('pageViews', 12);
    expect(storage.get('pageViews')).toBe(12);
  });
});

describe('visitor counters', () => {
  it('counts every page view and one session per browser session', () => {
    const local = new FakeStorage();
    const session1 = new FakeStorage();
    recordPageView(make(local, session1));
    recordPageView(make(local, session1));
    expect(local.json()).toMatchObject({ pageViews: 2, sessions: 1 });
    recordPageView(make(local, new FakeStorage())); // a new tab session
    expect(local.json()).toMatchObject({ pageViews: 3, sessions: 2 });
  });

  it('counts page views and sessions from a baseline stored at first evaluation', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    const storage = make(local, session);
    recordPageView(storage);
    recordPageView(storage);
    expect(countSinceBaseline(storage, 9, 'page_views')).toBe(0);
    expect(local.json()).toMatchObject({ popup_9_page_views_initialPageViews: 2 });
    recordPageView(storage);
    recordPageView(storage);
    expect(countSinceBaseline(storage, 9, 'page_views')).toBe(2);
    expect(countSinceBaseline(storage, 9, 'sessions')).toBe(0);
    expect(local.json()).toMatchObject({ popup_9_sessions_initialSessions: 1 });
  });

  it('reads counts defensively', () => {
    expect([toCount(3), toCount('4'), toCount('x'), toCount(-1), toCount(null), toCount(2.7), toCount(Infinity)]).toEqual([3, 4, 0, 0, 0, 2, 0]);
  });
});
