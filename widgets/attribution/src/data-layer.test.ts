import { describe, expect, it } from 'vitest';
import { addEventParams, decorateDataLayer } from './data-layer.ts';
import type { EventParams } from './event-params.ts';

const PARAMS: EventParams = {
  event_month: 'November',
  event_day: 'Thursday',
  event_hour: '13-14',
  traffic_source: 'direct',
  user_roles: 'guest',
  plugin: 'Funnel Builder',
};

/** What gtag() pushes: its own `arguments` object, array-like but not an array. */
function gtagArgs(..._args: unknown[]): IArguments {
  return arguments;
}

describe('event parameters on analytics events', () => {
  it('join a Tag Manager event without overwriting what the caller set', () => {
    const entry: Record<string, unknown> = { event: 'view_item', traffic_source: 'newsletter' };
    addEventParams(entry, PARAMS);
    expect(entry).toEqual({ ...PARAMS, event: 'view_item', traffic_source: 'newsletter' });
  });

  it('join the params object of a gtag event', () => {
    const params = { value: 131.75 };
    addEventParams(gtagArgs('event', 'view_item', params), PARAMS);
    expect(params).toEqual({ value: 131.75, ...PARAMS });
  });

  it('leave alone what is not an event: gtm lifecycle, config commands, plain data, junk', () => {
    const entries: unknown[] = [
      { event: 'gtm.js' },
      { ecommerce: null },
      gtagArgs('config', 'G-1', { send_page_view: false }),
      gtagArgs('event', 'x'),
      ['event', 'x', {}],
      null,
      'event',
      42,
    ];
    const before = JSON.stringify(entries);
    for (const entry of entries) addEventParams(entry, PARAMS);
    expect(JSON.stringify(entries)).toBe(before);
  });

  it('decorates the layer once: queued events and later pushes get them', () => {
    const win: { dataLayer?: unknown } = { dataLayer: [{ event: 'early' }] };
    let calls = 0;
    const params = () => {
      calls += 1;
      return PARAMS;
    };
    decorateDataLayer(win, params);
    decorateDataLayer(win, params);
    const layer = win.dataLayer as Array<Record<string, unknown>>;
    expect(layer.push({ event: 'add_to_cart' }, { event: 'purchase' })).toBe(3);
    expect(layer.map((e) => e.event_hour)).toEqual(['13-14', '13-14', '13-14']);
    expect(calls).toBe(2);
  });

  it('creates a missing layer and leaves a foreign one alone', () => {
    const empty: { dataLayer?: unknown } = {};
    decorateDataLayer(empty, () => PARAMS);
    expect(Array.isArray(empty.dataLayer)).toBe(true);
    const foreign = { dataLayer: { push: () => 0 } };
    decorateDataLayer(foreign, () => PARAMS);
    expect(Object.keys(foreign.dataLayer)).toEqual(['push']);
  });
});
