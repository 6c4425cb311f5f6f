/**
 * The one place server markup becomes DOM. Under a Trusted Types CSP it goes through the named
 * `vitrine` policy; scripts in the markup never run (fragment parsing marks them inert).
 */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): { createHTML(input: string): unknown };
}

let policy: { createHTML(input: string): unknown } | null | undefined;

function trustedPolicy() {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy = tt ? tt.createPolicy('vitrine', { createHTML: (input) => input }) : null;
  } catch {
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
