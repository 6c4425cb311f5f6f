import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, visitorTimeZone } from './time.ts';

describe('formatDateTime', () => {
  it('writes the site time at its offset', () => {
    expect(formatDateTime(new Date('2026-03-01T23:30:05Z'), 60)).toBe('2026-03-02 00:30:05');
  });
});

describe('visitorTimeZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal where the browser has it, without building a date formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Zurich' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(visitorTimeZone()).toBe('Europe/Zurich');
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
  });

  it("falls back to the date formatter's zone elsewhere", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
