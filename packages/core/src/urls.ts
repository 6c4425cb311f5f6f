/** Campaign and click-id parameters: they say how the shopper arrived, not which page this is. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|fbclid|yclid|msclkid)$/;

export const isTrackingParam = (name: string): boolean => TRACKING_PARAM.test(name);

/**
 * Where the shop may send a shopper: only http(s) URLs on this site's origin. Anything else
 * (`javascript:`, another host, malformed) gives null and the caller stays put.
 */
export function sameOriginUrl(candidate: string, base: string = location.href): string | null {
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
  return url.href;
}

/** Navigates only to a same-origin URL; returns whether it did. */
export function goTo(candidate: string): boolean {
  const url = sameOriginUrl(candidate);
  if (url) location.assign(url);
  return url !== null;
}
