import type { Context } from 'hono';
import { searchProducts } from '../catalog/search.ts';
import { html } from '../http/html.ts';
import { shopSettings } from '../settings.ts';
import type { AppEnv } from '../store.ts';
import { renderPage } from './layout.ts';
import { productGrid } from './parts/listing.ts';
import { productSearchForm } from './parts/search-form.ts';

export const SEARCH_DEMO_URL = '/recherche-demo';

/** What WordPress shows of the search (get_search_query): the terms as typed, trimmed. */
const searchQuery = (c: Context<AppEnv>): string => (c.req.query('s') ?? '').trim();

/**
 * `/?s=<terms>&post_type=product`: WooCommerce's product search results, in the shop's listing markup, with the
 * search form again above them (as a theme's search page shows it).
 */
export function searchResultsPage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const terms = searchQuery(c);
  const products = searchProducts(store.db, terms);
  const settings = shopSettings(store, c.get('sessionId'));
  const title = `Résultats de recherche : « ${terms} »`;
  const found = products.length
    ? html`<p class="woocommerce-result-count" role="status">${
        products.length === 1 ? 'Affichage du résultat unique' : `Affichage des ${products.length} résultats`
      }</p>
<fk-add-to-cart>${productGrid(store.db, products, settings, { firstContent: true })}</fk-add-to-cart>`
    : html`<p class="woocommerce-info woocommerce-no-products-found" role="status">Aucun produit ne correspond à votre recherche.</p>`;
  return renderPage(c, {
    title,
    flags: { is_shop: true },
    sidebar: true,
    bodyClass: 'search search-results archive post-type-archive-product',
    main: html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${title}</h1></header>
<div class="fk-search-page">${productSearchForm('woocommerce-product-search-field-results', terms)}</div>
${found}`,
  });
}

/** `/recherche-demo/`: the search widget over the theme's form, with live suggestions from the Store API. */
export function searchDemoPage(c: Context<AppEnv>): Response {
  return renderPage(c, {
    title: 'Recherche de produits',
    sidebar: true,
    bodyClass: 'page',
    main: html`<h1 class="page-title">Recherche de produits</h1>
<p class="lead">Tapez au moins deux lettres : les produits correspondants s’affichent au fil de la frappe. Entrée sans choix affiche la page de résultats.</p>
<div class="fk-search-page">${productSearchForm('woocommerce-product-search-field-1')}</div>`,
  });
}
