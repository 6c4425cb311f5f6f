import { isTrackingParam, MOBILE_MAX_WIDTH } from '@vitrine/core';

/**
 * Share buttons' rules (spec §9.4: about twenty networks plus email and print): which page is shared, each network's
 * share address, and how a press opens it. Pure: the view reads the page and hands its parts in.
 */

/** What a share address is built from: the page's address, title, and (Pinterest, Odnoklassniki) its image. */
export interface SharedPage {
  url: string;
  title: string;
  image?: string;
}

const e = encodeURIComponent;

/** Each network's share address, as the network documents it. */
const SHARE_URLS = {
  facebook: (p: SharedPage) => `https://www.facebook.com/sharer/sharer.php?u=${e(p.url)}`,
  x: (p: SharedPage) => `https://x.com/intent/post?text=${e(p.title)}&url=${e(p.url)}`,
  linkedin: (p: SharedPage) => `https://www.linkedin.com/sharing/share-offsite/?url=${e(p.url)}`,
  pinterest: (p: SharedPage) =>
    `https://www.pinterest.com/pin/create/button/?url=${e(p.url)}&description=${e(p.title)}${p.image ? `&media=${e(p.image)}` : ''}`,
  reddit: (p: SharedPage) => `https://www.reddit.com/submit?url=${e(p.url)}&title=${e(p.title)}`,
  whatsapp: (p: SharedPage) => `https://api.whatsapp.com/send?text=${e(`${p.title} ${p.url}`)}`,
  telegram: (p: SharedPage) => `https://t.me/share/url?url=${e(p.url)}&text=${e(p.title)}`,
  vk: (p: SharedPage) => `https://vk.com/share.php?url=${e(p.url)}&title=${e(p.title)}${p.image ? `&image=${e(p.image)}` : ''}`,
  tumblr: (p: SharedPage) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${e(p.url)}&title=${e(p.title)}`,
  digg: (p: SharedPage) => `https://digg.com/submit?url=${e(p.url)}`,
  skype: (p: SharedPage) => `https://web.skype.com/share?url=${e(p.url)}&text=${e(p.title)}`,
  // StumbleUpon became Mix; Elementor kept the old name for the button.
  mix: (p: SharedPage) => `https://mix.com/add?url=${e(p.url)}`,
  pocket: (p: SharedPage) => `https://getpocket.com/edit?url=${e(p.url)}&title=${e(p.title)}`,
  xing: (p: SharedPage) => `https://www.xing.com/spi/shares/new?url=${e(p.url)}`,
  odnoklassniki: (p: SharedPage) => `https://connect.ok.ru/offer?url=${e(p.url)}&title=${e(p.title)}${p.image ? `&imageUrl=${e(p.image)}` : ''}`,
  threads: (p: SharedPage) => `https://www.threads.net/intent/post?text=${e(`${p.title} ${p.url}`)}`,
  bluesky: (p: SharedPage) => `https://bsky.app/intent/compose?text=${e(`${p.title} ${p.url}`)}`,
  line: (p: SharedPage) => `https://social-plugins.line.me/lineit/share?url=${e(p.url)}`,
  viber: (p: SharedPage) => `viber://forward?text=${e(`${p.title} ${p.url}`)}`,
  email: (p: SharedPage) => `mailto:?subject=${e(p.title)}&body=${e(p.url)}`,
} satisfies Record<string, (page: SharedPage) => string>;

export type LinkNetwork = keyof typeof SHARE_URLS;
export type Network = LinkNetwork | 'print';

/** The names a theme may print, Elementor's older ones included. */
const ALIASES: Record<string, Network> = { twitter: 'x', stumbleupon: 'mix', ok: 'odnoklassniki' };

/** The network a `data-network` value names, or null for one we do not know. */
export function networkOf(name: string | null | undefined): Network | null {
  const key = (name ?? '').trim().toLowerCase();
  if (key === 'print') return 'print';
  const network = ALIASES[key] ?? key;
  return Object.hasOwn(SHARE_URLS, network) ? (network as Network) : null;
}

/** The networks' names as a shopper reads them (« Partager sur {network} »). */
export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  vk: 'VK',
  tumblr: 'Tumblr',
  digg: 'Digg',
  skype: 'Skype',
  mix: 'Mix',
  pocket: 'Pocket',
  xing: 'XING',
  odnoklassniki: 'Odnoklassniki',
  threads: 'Threads',
  bluesky: 'Bluesky',
  line: 'LINE',
  viber: 'Viber',
  email: 'e-mail',
  print: 'print',
};

export function shareUrl(network: LinkNetwork, page: SharedPage): string {
  return SHARE_URLS[network](page);
}

const httpUrl = (value: string | null | undefined, base: string): URL | null => {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The address shared: the page's canonical link when it is an http(s) URL (a `javascript:` or `data:` one is
 * refused), else the page's own address without its fragment and without campaign parameters, which say how this
 * visitor came, not what the page is.
 */
export function sharedUrl(canonical: string | null | undefined, location: string): string {
  const declared = httpUrl(canonical, location);
  if (declared) return declared.href;
  const url = new URL(location);
  url.hash = '';
  for (const name of Array.from(url.searchParams.keys())) if (isTrackingParam(name)) url.searchParams.delete(name);
  return url.href;
}

/** The image shared where a network takes one: an http(s) address, else none. */
export function sharedImage(value: string | null | undefined, base: string): string | undefined {
  return httpUrl(value, base)?.href;
}

/** The share window: Elementor's size, centred on the shop's window. */
export const POPUP = { width: 600, height: 480 } as const;

/**
 * How a press on a network's button is answered: print asks the browser to print; e-mail and Viber hand the link to
 * an app (the mail client), as the link itself does; the others open a sized window over the shop on a wide screen
 * and a new tab on a phone, where small windows do not exist.
 */
export type ShareAction = { kind: 'print' } | { kind: 'follow' } | { kind: 'popup'; features: string };

/** The shop's window: its page's width (phone or not) and where it lies on the screen, to centre the share window. */
export interface ShopWindow {
  viewportWidth: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function shareAction(network: Network, screen: ShopWindow): ShareAction {
  if (network === 'print') return { kind: 'print' };
  if (network === 'email' || network === 'viber' || screen.viewportWidth <= MOBILE_MAX_WIDTH) return { kind: 'follow' };
  const left = Math.max(0, Math.round(screen.left + (screen.width - POPUP.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - POPUP.height) / 2));
  return { kind: 'popup', features: `popup,noopener,noreferrer,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}` };
}
