// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@vitrine/core';
import { readConfigBlock } from '@vitrine/core/behavior';
import { attributionSettings } from './settings.ts';

/** What `getConfig` gives for the same JSON: the settings must never drift from it. */
function fromSchema(raw: unknown) {
  const config = parseConfig(raw);
  return { allowTracking: config.attribution.allow_tracking, utcOffsetMinutes: config.shop.site_utc_offset * 60, userRoles: config.elementor.user_roles };
}

describe('attributionSettings', () => {
  it('reads what getConfig reads, defaults and wrong types included', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const samples: unknown[] = [
      {},
      { attribution: { allow_tracking: false }, shop: { site_utc_offset: 5.5 }, elementor: { user_roles: ['customer'] } },
      { attribution: { allow_tracking: 'no' }, shop: { site_utc_offset: '2' }, elementor: { user_roles: ['a', 3] } },
      { attribution: null, shop: [], elementor: { user_roles: [] } },
    ];
    for (const raw of samples) expect(attributionSettings({ value: raw }), JSON.stringify(raw)).toEqual(fromSchema(raw));
  });

  it('gives the defaults when the page has no block, or a broken one', () => {
    const defaults = fromSchema({});
    document.body.innerHTML = '';
    expect(attributionSettings(readConfigBlock())).toEqual(defaults);
    document.body.innerHTML =
      '<div id="vitrine-config">{"attribution":{"allow_tracking":false}}</div><script type="application/json" id="vitrine-config">{oops</script>';
    expect(attributionSettings(readConfigBlock())).toEqual(defaults);
    document.body.innerHTML = '<script type="application/json" id="vitrine-config">{"attribution":{"allow_tracking":false}}</script>';
    expect(attributionSettings(readConfigBlock()).allowTracking).toBe(false);
  });
});
