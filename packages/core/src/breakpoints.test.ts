import { describe, expect, it } from 'vitest';
import { deviceFor } from './breakpoints.ts';

describe('the shop’s breakpoints (spec §9.4)', () => {
  it('names the device from the window’s width: mobile ≤ 767 px, tablet ≤ 1024 px', () => {
    expect([320, 767, 768, 1024, 1025, 2560].map(deviceFor)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
});
