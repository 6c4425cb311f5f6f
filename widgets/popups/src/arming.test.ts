// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import { armPopup, timingContext, type Visitor } from './arming.ts';

const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({
  id: '7',
  pageViews: vi.fn(() => 5),
  sessions: vi.fn(() => 1),
  impressions: 0,
  open: vi.fn(),
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  setConfig(parseConfig({}));
});
afterEach(() => vi.useRealTimers());

describe('arming a popup (§4.15)', () => {
  it('arms the triggers when every rule passes; the first to fire opens it once and disarms the rest', () => {
    const v = visitor();
    armPopup({ page_views: 'yes', page_views_views: 3 }, { page_load: 'yes', page_load_delay: 2, click: 'yes', click_times: 1 }, v);
    document.body.click();
    expect(v.open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(v.open).toHaveBeenCalledTimes(1);
  });

  it('arms nothing when a rule fails', () => {
    const v = visitor({ impressions: 2 });
    armPopup({ times: 'yes', times_times: 2 }, { page_load: 'yes', page_load_delay: 0 }, v);
    vi.advanceTimersByTime(1000);
    expect(v.open).not.toHaveBeenCalled();
  });

  it('reads page views and sessions only for the rules in use (their baselines are stored on first reading)', () => {
    const v = visitor();
    timingContext({ sessions: 'yes' }, v);
    expect(v.pageViews).not.toHaveBeenCalled();
    expect(v.sessions).toHaveBeenCalled();
  });

  it('the schedule in the site’s time uses the server clock moved on since load', () => {
    const context = timingContext({ schedule_server_datetime: '2025-06-01 12:00' }, visitor());
    expect(context.serverNow!.getTime()).toBeGreaterThanOrEqual(new Date(2025, 5, 1, 12, 0).getTime());
    expect(timingContext({}, visitor()).serverNow).toBeUndefined();
  });

  it('a logged-in shopper’s roles come from the config; a guest is nobody', () => {
    expect(timingContext({}, visitor()).userRoles).toBeNull();
    setConfig(parseConfig({ elementor: { user_roles: ['customer'] } }));
    expect(timingContext({}, visitor()).userRoles).toEqual(['customer']);
  });

  it('disarming before any trigger fires keeps the popup closed', () => {
    const v = visitor();
    const disarm = armPopup({}, { page_load: 'yes', page_load_delay: 1 }, v);
    disarm();
    vi.advanceTimersByTime(2000);
    expect(v.open).not.toHaveBeenCalled();
  });
});
