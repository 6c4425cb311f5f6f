// What the recorder reads from a shop's pages: versions, nonces, product and cart ids. Regular expressions over the
// markup WordPress and WooCommerce print, which is regular enough for this; nothing here runs in a shopper's browser.

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function generators(html) {
  const found = {};
  for (const [, name, version] of html.matchAll(/<meta name="generator" content="(WordPress|WooCommerce) ([\d.]+)"/g)) found[name.toLowerCase()] = version;
  return found;
}

export function jsonScript(html, id) {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`));
  return match ? JSON.parse(match[1]) : null;
}

/** FunnelKit Cart's own page data (`var fkcart_app_data = {...}`), printed with its script. */
export function fkcartAppData(html) {
  const match = html.match(/var fkcart_app_data = (\{[\s\S]*?\});\n/);
  return match ? JSON.parse(match[1]) : null;
}

/** The version FunnelKit Cart's stylesheet or script is linked with, when it is on the page. */
export function fkcartVersion(html) {
  return html.match(/cart-for-woocommerce\/assets\/[^"']*\?ver=([\d.]+)/)?.[1] ?? null;
}

export function inputValue(html, name) {
  const re = new RegExp(`<input[^>]*name=["']${name.replace(/[[\]]/g, '\\$&')}["'][^>]*>`);
  const tag = html.match(re)?.[0];
  return tag ? decode(tag.match(/value=["']([^"']*)["']/)?.[1] ?? '') : null;
}

/** The variations a variable product's form embeds. */
export function productVariations(html) {
  const raw = html.match(/data-product_variations="([^"]*)"/)?.[1];
  return raw ? JSON.parse(decode(raw)) : null;
}

export function variationId(variations, attributes) {
  const found = variations.find((v) => Object.entries(attributes).every(([k, value]) => v.attributes[k] === value));
  if (!found) throw new Error(`no variation ${JSON.stringify(attributes)}`);
  return found.variation_id;
}
