/** URL and host helpers. Every function takes hostile strings and never throws. */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Lower-case hostname of an absolute URL; '' for '' or anything that is not one. */
export function hostOf(url: string): string {
  return parse(url)?.hostname.toLowerCase() ?? '';
}

/** Path of an absolute URL (no query); '' when it is not one. */
export function pathOf(url: string): string {
  return parse(url)?.pathname ?? '';
}

/** Query parameters of a URL, read without needing the URL to be valid. */
export function queryOf(url: string): URLSearchParams {
  const beforeHash = url.split('#', 1)[0] ?? '';
  const q = beforeHash.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : beforeHash.slice(q + 1));
}

export function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * True when `host` is the site or one of its subdomains, `www.` ignored on both sides (sourcebuster's rule: its
 * domain is the page host without `www.`, and `^(.*\.)?domain$` counts as internal).
 */
export function isSameSite(host: string, siteHost: string): boolean {
  const h = stripWww(host);
  const s = stripWww(siteHost);
  return h !== '' && s !== '' && (h === s || h.endsWith(`.${s}`));
}

/** Hosts on which a Domain attribute is refused or meaningless: IPs, localhost, single labels. */
export function isLocalHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    !host.includes('.') ||
    host.includes(':') ||
    host.startsWith('[') ||
    /^\d+\.\d+\.\d+\.\d+$/.test(host)
  );
}

const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;
// Second-level labels under which a two-letter country code is itself a public suffix (co.uk, com.au, or.jp …).
// Not the whole public suffix list: enough that `shop.example.co.uk` does not aim a cookie at `.co.uk`,
// which the browser would refuse.
const SECOND_LEVEL = /^(?:co|com|net|org|gov|edu|ac|or|ne|go|ltd|plc|sch|nic|mil)$/;

/**
 * The Domain attribute that spans the site and its subdomains: `shop.example.ch` → `.example.ch`,
 * `example.ch` → `.example.ch`; undefined for localhost, IPs and anything that is not a plain hostname.
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!HOSTNAME.test(host) || isLocalHost(host)) return undefined;
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const sld = labels[labels.length - 2] ?? '';
  const keep = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.test(sld) ? 3 : 2;
  return `.${labels.slice(-keep).join('.')}`;
}
