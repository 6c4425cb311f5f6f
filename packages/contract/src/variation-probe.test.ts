import { describe, expect, it } from 'vitest';
import { getVariation } from './store-cart.ts';
import { probeVariation } from './variation-probe.ts';

describe('probeVariation', () => {
  it('is the §7.1 get_variation call without superseding the shopper’s lookup', () => {
    const chosen = { attribute_pa_pointure: '36', attribute_pa_couleur: 'noir' };
    const probe = probeVariation(24, chosen);
    const { supersedes, ...lookup } = getVariation(24, chosen);
    expect(supersedes).toBe('get_variation:24');
    expect(probe.supersedes).toBeUndefined();
    expect(probe).toEqual(lookup);
  });
});
