/**
 * The one place server markup becomes DOM, and the one place a script URL is handed to the page. Under a
 * Trusted Types CSP (`require-trusted-types-for 'script'`) both go through the named `vitrine` policy, which the
 * page's `trusted-types` directive must list; without Trusted Types they are plain strings.
 *
 * Markup is parsed into a `<template>`: its scripts never run and nothing in it loads until a caller moves the
 * content into the page. It is the server's own HTML (fragments, listings, price_html), trusted as the theme's
 * markup is; data from elsewhere (messages, names, cookies, URLs) is never passed here, it is set as text.
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

export function markupToFragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  const p = trustedPolicy();
  template.innerHTML = (p ? p.createHTML(markup) : markup) as string;
  return template.content;
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
