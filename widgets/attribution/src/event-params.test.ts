import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCookieValue } from './cookie-jar.ts';
import { EVENT_PLUGIN, eventParams } from './event-params.ts';
import { at, hostile } from './testing.ts';
import { visitorCookies } from './visitor-attribution.ts';

describe('event params', () => {
  it('a Thursday afternoon in November, a guest, direct', () => {
    expect(eventParams(at('2024-11-14T13:05:00Z'), 0, {}, [])).toEqual({
      event_month: 'November',
      event_day: 'Thursday',
      event_hour: '13-14',
      traffic_source: 'direct',
      user_roles: 'guest',
      plugin: 'Funnel Builder',
    });
    expect(EVENT_PLUGIN).toBe('Funnel Builder');
  });

  it.each([
    ['2024-11-14T13:05:00Z', 60, 'November', 'Thursday', '14-15'],
    ['2024-12-31T23:30:00Z', 60, 'January', 'Wednesday', '00-01'],
    ['2024-11-14T02:00:00Z', -300, 'November', 'Wednesday', '21-22'],
    ['2024-11-14T23:59:59Z', 0, 'November', 'Thursday', '23-24'],
    ['2024-03-31T00:30:00Z', 330, 'March', 'Sunday', '06-07'],
  ])('%s at UTC%+d min is %s, %s, %s (site time, not the visitor’s)', (iso, offset, month, day, hour) => {
    expect(eventParams(at(iso), offset, {}, [])).toEqual(expect.objectContaining({ event_month: month, event_day: day, event_hour: hour }));
  });

  it('joins the roles of a logged-in shopper', () => {
    expect(eventParams(at('2024-11-14T13:05:00Z'), 0, {}, ['customer']).user_roles).toBe('customer');
    expect(eventParams(at('2024-11-14T13:05:00Z'), 0, {}, ['shop_manager', 'customer']).user_roles).toBe('shop_manager,customer');
    expect(eventParams(at('2024-11-14T13:05:00Z'), 0, {}, ['']).user_roles).toBe('guest');
  });

  it('takes the traffic source the visitor cookies just recorded', () => {
    const now = at('2024-11-14T13:05:00Z');
    const writes = visitorCookies({
      url: 'https://shop.example.ch/',
      referrer: 'https://www.google.ch/?q=a;b',
      cookies: {},
      now,
      utcOffsetMinutes: 0,
      userAgent: '',
      timeZone: 'Europe/Zurich',
    });
    const jar = Object.fromEntries(writes.map((w) => [w.name, w.value]));
    expect(eventParams(now, 0, jar, []).traffic_source).toBe('https://www.google.ch/?q=a;b');
  });

  it('property: the hour bucket is always HH-(HH+1); a hostile cookie never throws', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -720, max: 840 }),
        hostile(),
        (now, offset, source) => {
          const p = eventParams(now, offset, { wffn_traffic_source: source, wffn_x: encodeCookieValue(source) }, []);
          const [from, to] = p.event_hour.split('-').map(Number);
          expect(p.event_hour).toMatch(/^\d\d-\d\d$/);
          expect(to).toBe((from ?? NaN) + 1);
          expect(typeof p.traffic_source).toBe('string');
        },
      ),
    );
  });
});
