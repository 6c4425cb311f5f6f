/**
 * The one place server markup becomes DOM, and the one place a script URL is handed to the page. Under a
 * Trusted Types CSP (`require-trusted-types-for 'script'`) both go through the named `vitrine` policy, which the
 * page's `trusted-types` directive must list; without Trusted Types they are plain strings.
 *
 * Markup is parsed into a `<template>`: its scripts never run and nothing in it loads until a caller moves the
 * content into the page. It is the server's own HTML (fragments, listings, price_html), yet answers a plugin or a
 * proxy could bend, so before anyone can use it the sanitiser below keeps only what a cart, a listing or a form
 * needs; data from elsewhere (messages, names, cookies, URLs) is never passed here, it is set as text.
 */
export const TRUSTED_TYPES_POLICY = 'vitrine';

/**
 * Script origins Vitrine may add a `<script src>` for: the payment providers' own code, which cannot be bundled.
 * Anything else is refused, whether or not the browser has Trusted Types.
 */
const SCRIPT_URLS = [/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js(\?advancedFraudSignals=false)?$/, /^https:\/\/pay\.google\.com\/gp\/p\/js\/pay\.js$/];

interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string }): Policy;
}

let policy: Policy | null | undefined;

function allowedScriptUrl(url: string): string {
  if (!SCRIPT_URLS.some((pattern) => pattern.test(url))) throw new TypeError(`[vitrine] script URL refused: ${url}`);
  return url;
}

function trustedPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy = tt ? tt.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input, createScriptURL: allowedScriptUrl }) : null;
  } catch (error) {
    // The page's CSP does not list the policy (or a second copy of Vitrine made it first): plain strings then,
    // which an enforcing page refuses at the sink with a CSP report naming the directive.
    console.warn(`[vitrine] Trusted Types policy "${TRUSTED_TYPES_POLICY}" unavailable`, error);
    policy = null;
  }
  return policy;
}

/** Video players a fragment may frame (the lightbox uses the same hosts). */
export const EMBED_HOSTS = /^(www\.)?(youtube\.com|youtube-nocookie\.com)$|^player\.vimeo\.com$/;

/** Elements that run, load or re-aim something (SVG's animate and set can rewrite an href into `javascript:`). */
const DROPPED = new Set(['script', 'meta', 'base', 'link', 'object', 'embed', 'iframe', 'frame', 'frameset', 'animate', 'set']);
/** Attributes holding a URL the browser follows or loads (`xlink:href` has the local name `href`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'background', 'cite', 'ping']);

/**
 * The schemes a URL attribute may use: none (a relative URL), http(s), mailto, tel, and images as `data:image/`.
 * Browsers ignore tabs, newlines and leading controls in a URL and match schemes in any case, and the parser has
 * already decoded entities, so the check sees the URL as the browser will.
 */
function allowedUrl(value: string): boolean {
  const url = value.replace(/[\0-\x20\x7f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
  return scheme === undefined || /^(https?|mailto|tel)$/.test(scheme) || url.startsWith('data:image/');
}

function allowedFrame(frame: Element): boolean {
  try {
    const url = new URL(frame.getAttribute('src') ?? '');
    return url.protocol === 'https:' && EMBED_HOSTS.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Keeps the server's regions and drops what could run or load: script (a `type="application/json"` data block such
 * as the cart snapshot stays), meta, base, link, object, embed, frames (an iframe only from EMBED_HOSTS), every
 * `on*` handler, `srcdoc`, and URLs outside allowedUrl. Nested templates are cleaned too.
 */
function sanitize(root: DocumentFragment): void {
  for (const el of root.querySelectorAll('*')) {
    const name = el.localName.toLowerCase();
    if (name === 'template') sanitize((el as HTMLTemplateElement).content);
    const kept =
      name === 'script' ? el.getAttribute('type')?.trim().toLowerCase() === 'application/json' : name === 'iframe' ? allowedFrame(el) : !DROPPED.has(name);
    if (!kept) {
      el.remove();
      continue;
    }
    for (const attr of [...el.attributes]) {
      const attrName = attr.localName.toLowerCase();
      if (attrName.startsWith('on') || attrName === 'srcdoc' || (URL_ATTRIBUTES.has(attrName) && !allowedUrl(attr.value))) {
        el.removeAttributeNode(attr);
      }
    }
  }
}

export function markupToFragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  const p = trustedPolicy();
  template.innerHTML = (p ? p.createHTML(markup) : markup) as string;
  sanitize(template.content);
  return template.content;
}

/**
 * The text a shopper reads in server words that may carry markup or entities (a notice's `&quot;`, a price's
 * `<span>`), with its runs of whitespace made one space. Parsed inert, read as text, never put in the page.
 */
export function markupText(markup: string): string {
  return (markupToFragment(markup).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A payment provider's script URL, as the value to assign to `script.src`: a TrustedScriptURL where the browser has
 * Trusted Types. Throws for any URL outside the providers' list.
 */
export function trustedScriptUrl(url: string): string {
  const p = trustedPolicy();
  return (p ? p.createScriptURL(url) : allowedScriptUrl(url)) as string;
}

/** Forgets the policy (unit tests install and remove `trustedTypes`). */
export function resetTrustedPolicyForTests(): void {
  policy = undefined;
}
