import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';

/** The JSON inside `<script type="application/json" id="…">`; the plugin escapes `<`, so the first `</script>` ends it. */
export function jsonScript(html: string, id: string): unknown {
  const body = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
  if (body === undefined) throw new Error(`script#${id} is not printed`);
  return JSON.parse(body);
}

/** The first product of the shop page's listing. */
export function firstProductId(html: string): string {
  const id = /data-product_id="(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('no product in the listing');
  return id;
}

export type Nonces = Record<keyof typeof NONCE_ACTIONS, string>;

/** Config key → the action the shop's endpoint verifies (docs/integration.md, "Nonces"). */
export const NONCE_ACTIONS = {
  fkcart: 'fkcart',
  fkwcs: 'fkwcs_nonce',
  fkwcs_js: 'fkwcs_js_nonce',
  wp_rest: 'wp_rest',
  cart_fragments: 'woocommerce-cart',
  store_api: 'wc_store_api',
} as const;

/** wp_verify_nonce() in the caller's session, through the test site's probe. */
export async function verifyNonce(request: APIRequestContext, nonce: string, action: string): Promise<number | false> {
  const res = await request.get('/', { params: { 'vitrine-probe': 'verify-nonce', action, nonce } });
  expect(res.ok()).toBe(true);
  return (await res.json()).valid;
}

/** The value a response's Set-Cookie gave a cookie. */
export function setCookie(headers: { name: string; value: string }[], name: string): string | undefined {
  const line = headers
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .find((v) => v.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '') : undefined;
}

/**
 * Sets (or, with null, deletes) options of the scratch site, as saving WooCommerce → Réglages → Vitrine would, through
 * WordPress's own update_option() in a php-cli process: the site has no endpoint that writes options.
 */
export function setOptions(options: Record<string, string | null>): void {
  const code = `$_SERVER['HTTP_HOST'] = '127.0.0.1'; require getenv('VITRINE_WP_SITE') . '/wp-load.php';
    foreach (json_decode(getenv('VITRINE_OPTIONS'), true) as $name => $value) { $value === null ? delete_option($name) : update_option($name, $value); }`;
  execFileSync('php', ['-r', code], { env: { ...process.env, VITRINE_OPTIONS: JSON.stringify(options) }, stdio: ['ignore', 'ignore', 'inherit'] });
}
