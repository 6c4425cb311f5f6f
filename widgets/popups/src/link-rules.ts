/**
 * The link rules (§2.2, §5.9) the popups chunk decides clicks with (links-chunk.ts): is a link a hash action, a
 * same-page anchor, a lightbox link? Known at the click itself, before the links chunk (links.ts, hash-action.ts)
 * has arrived. `isHashActionLink`, `safeHttpUrl` and `IMAGE_PATH` are also in hash-action.ts, which needs them to
 * parse and sanitize: two copies, so that the two chunks share no module (a shared one would be a file of its own,
 * about 200 B gz more on every page with popups). link-rules.test.ts checks that the copies agree.
 */

const IMAGE_PATH = /\.(png|jpe?g|gif|svg|webp)$/i;

/** Does this href or hash claim to be a hash action? (Cheap test for click delegation.) */
export function isHashActionLink(href: unknown): boolean {
  return typeof href === 'string' && /^\s*(#|%23)elementor-action/i.test(href);
}

/** An absolute http(s) URL resolved against `base` (relative allowed), or null. */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = base === undefined ? new URL(value.trim()) : new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** §5.9: `#`, then a letter or underscore, then word characters or hyphens. */
export function isAnchorTarget(hash: unknown): boolean {
  return typeof hash === 'string' && /^#[A-Za-z_][\w-]*$/.test(hash);
}

/**
 * §5.9: a link opens in the lightbox when it points (http/https) to an image file and is not a download, or is a
 * video lightbox link (`data-elementor-lightbox-video`); and the lightbox is on for it: `openInLightbox` 'yes', or
 * the site-wide setting (on, §9.4) unless the link says 'no'.
 */
export function isLightboxLink(link: {
  href: string;
  download?: boolean;
  videoUrl?: string | null;
  openInLightbox?: string | null;
  globalLightbox?: boolean;
  base?: string;
}): boolean {
  const open = link.openInLightbox === 'yes' || ((link.globalLightbox ?? true) && link.openInLightbox !== 'no');
  if (!open) return false;
  if (link.videoUrl) return safeHttpUrl(link.videoUrl, link.base) !== null;
  if (link.download) return false;
  const url = safeHttpUrl(link.href, link.base);
  return url !== null && IMAGE_PATH.test(new URL(url).pathname);
}
