import { configSetting, type ConfigBlock } from '@vitrine/core/behavior';

/**
 * The three settings attribution reads, from the page's config block as `getConfig` would give them (defaults
 * included: settings.test.ts holds them to it), without the config's whole schema.
 */
export interface AttributionSettings {
  allowTracking: boolean;
  /** The shop's offset from UTC, in minutes. */
  utcOffsetMinutes: number;
  /** The viewer's roles, printed for the page builder's rules. */
  userRoles: string[];
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWords = (value: unknown): value is string[] => Array.isArray(value) && value.every((word) => typeof word === 'string');

export function attributionSettings(block: ConfigBlock): AttributionSettings {
  return {
    allowTracking: configSetting(block, 'attribution.allow_tracking', isBoolean, true),
    utcOffsetMinutes: configSetting(block, 'shop.site_utc_offset', isNumber, 0) * 60,
    userRoles: configSetting(block, 'elementor.user_roles', isWords, ['guest']),
  };
}
