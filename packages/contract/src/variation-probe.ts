import type { Call, FormFields } from './call.ts';
import { getVariation } from './store-cart.ts';
import type { Variation } from './variation.ts';

/**
 * `get_variation` about a choice the shopper has not made (yet): server mode asks about the choices that
 * decide which options each select offers. Unlike the shopper's own lookup it aborts nothing, so probes and
 * the lookup never cancel each other; the caller aborts stale probes through its own signal.
 */
export function probeVariation(productId: number, chosen: Record<string, string>, customData?: FormFields): Call<Variation | null> {
  const { supersedes: _supersedes, ...call } = getVariation(productId, chosen, customData);
  return call;
}
