import { html, type Html } from '../../http/html.ts';

/**
 * WooCommerce's product search form (templates/product-searchform.php) inside `fk-search`: a plain GET form to
 * `/?s=…&post_type=product`, which works before and without the widget. `landmark` names the form where a page has
 * two (the header's and the search page's), so assistive technology lists them apart.
 */
export function productSearchForm(id: string, value = '', landmark = ''): Html {
  return html`<fk-search><form role="search"${landmark ? html` aria-label="${landmark}"` : ''} method="get" class="woocommerce-product-search" action="/"><label class="screen-reader-text" for="${id}">Recherche pour :</label><input type="search" id="${id}" class="search-field" placeholder="Recherche de produits…" value="${value}" name="s"><button type="submit" value="Recherche">Recherche</button><input type="hidden" name="post_type" value="product"></form></fk-search>`;
}
