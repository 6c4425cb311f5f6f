import { describe, expect, it } from 'vitest';
import { ImpressionCounter, PERIOD_SECONDS, addImpression, normalizeCountOn, normalizePeriod, readImpressions, shouldCount } from './impressions.ts';
import type { StorageLike } from './storage.ts';
import { ElementorStorage } from './storage.ts';

const NOW = 1_800_000_000_000;

const fake = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

function setup() {
  const local = fake();
  const session = fake();
  const clock = { now: NOW };
  const storage = new ElementorStorage({ local, session }, () => clock.now);
  return { local, session, clock, storage };
}

describe('where impressions are kept (Elementor keys)', () => {
  it('without a period: popup_{id}_times, never expiring', () => {
    const { local, storage } = setup();
    addImpression(storage, 7, null);
    addImpression(storage, 7, null);
    expect(JSON.parse(local.data.get('elementor') ?? '{}')).toEqual({ popup_7_times: 2, __expiration: {} });
    expect(readImpressions(storage, 7, null)).toBe(2);
  });

  it('per session: the raw sessionStorage key popup-{id}-impressions-count', () => {
    const { session, storage } = setup();
    addImpression(storage, 7, 'session');
    addImpression(storage, 7, 'session');
    expect(session.data.get('popup-7-impressions-count')).toBe('2');
    expect(readImpressions(storage, 7, 'session')).toBe(2);
  });

  it.each(['day', 'week', 'month'] as const)('per %s: expiring from the first impression of the window', (period) => {
    const { local, clock, storage } = setup();
    addImpression(storage, 7, period);
    clock.now += 1000;
    addImpression(storage, 7, period);
    const bag = JSON.parse(local.data.get('elementor') ?? '{}');
    expect(bag['popup-7-impressions-count']).toBe(2);
    expect(bag.__expiration['popup-7-impressions-count']).toBe(NOW + PERIOD_SECONDS[period] * 1000);
    clock.now = NOW + PERIOD_SECONDS[period] * 1000 + 1;
    expect(readImpressions(storage, 7, period)).toBe(0);
    addImpression(storage, 7, period); // a new window starts now
    expect(JSON.parse(local.data.get('elementor') ?? '{}').__expiration['popup-7-impressions-count']).toBe(clock.now + PERIOD_SECONDS[period] * 1000);
  });

  it('uses the spec periods', () => {
    expect(PERIOD_SECONDS).toEqual({ day: 86_400, week: 604_800, month: 2_628_288 });
    expect([normalizePeriod('day'), normalizePeriod('session'), normalizePeriod(''), normalizePeriod('year')]).toEqual(['day', 'session', null, null]);
    expect([normalizeCountOn('close'), normalizeCountOn('open'), normalizeCountOn(''), normalizeCountOn(undefined)]).toEqual(['close', 'open', 'open', 'open']);
  });
});

describe('counting on open or on close, for this popup only', () => {
  it('counts on open when configured so, and not on close', () => {
    const { storage } = setup();
    const counter = new ImpressionCounter(storage, 7, { times_count: 'open', times_period: 'day' });
    expect(counter.handle({ type: 'open', popupId: 7 })).toBe(true);
    expect(counter.handle({ type: 'close', popupId: 7 })).toBe(false);
    expect(counter.count).toBe(1);
  });

  it('counts on close when configured so, and not on open', () => {
    const { storage } = setup();
    const counter = new ImpressionCounter(storage, '7', { times_count: 'close', times_period: 'session' });
    counter.handle({ type: 'open', popupId: 7 });
    counter.handle({ type: 'close', popupId: 7 });
    expect(counter.count).toBe(1);
  });

  it('upstream bug fixed: another popup closing does not count for an "on open" popup with a period', () => {
    const { storage } = setup();
    const counter = new ImpressionCounter(storage, 7, { times_count: 'open', times_period: 'week' });
    counter.handle({ type: 'close', popupId: 8 });
    counter.handle({ type: 'open', popupId: 8 });
    counter.handle({ type: 'close', popupId: 7 });
    expect(counter.count).toBe(0);
    expect(shouldCount(7, 'open', { type: 'open', popupId: '7' })).toBe(true);
    expect(shouldCount(7, 'close', { type: 'close', popupId: 77 })).toBe(false);
  });

  it('keeps popups apart', () => {
    const { storage } = setup();
    const a = new ImpressionCounter(storage, 1, { times_period: 'day' });
    const b = new ImpressionCounter(storage, 2, { times_period: 'day' });
    for (const event of [
      { type: 'open', popupId: 1 },
      { type: 'open', popupId: 2 },
      { type: 'open', popupId: 1 },
    ] as const) {
      a.handle(event);
      b.handle(event);
    }
    expect([a.count, b.count]).toEqual([2, 1]);
  });
});
