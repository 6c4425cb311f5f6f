import type { Context } from 'hono';
import { categoryBySlug } from '../catalog/categories.ts';
import { listProducts, type Orderby } from '../catalog/products.ts';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { shopSettings } from '../settings.ts';
import { renderPage } from './layout.ts';
import { productGrid } from './parts/listing.ts';

const ORDERS: Array<[Orderby, string]> = [
  ['menu_order', 'Tri par défaut'],
  ['price', 'Tri par tarif croissant'],
  ['price-desc', 'Tri par tarif décroissant'],
];

const isOrderby = (x: string | undefined): x is Orderby => ORDERS.some(([value]) => value === x);

/** The shop catalogue `/boutique/`, with `?orderby=` and `?product_cat=`. */
export function shopPage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const requested = c.req.query('orderby');
  const orderby: Orderby = isOrderby(requested) ? requested : 'menu_order';
  const catSlug = c.req.query('product_cat');
  const category = catSlug ? categoryBySlug(store.db, catSlug) : undefined;
  const settings = shopSettings(store, c.get('sessionId'));

  if (catSlug && !category) {
    return renderPage(c, {
      title: 'Catégorie introuvable',
      nav: 'shop',
      flags: { is_shop: true },
      sidebar: true,
      status: 404,
      main: html`<h1 class="page-title">Catégorie introuvable</h1><p class="woocommerce-info woocommerce-no-products-found">Aucun produit ne correspond à votre sélection.</p><p><a class="button" href="/boutique/">Retour à la boutique</a></p>`,
    });
  }

  const products = listProducts(store.db, { orderby, ...(category ? { categoryId: category.id } : {}) });
  const title = category?.name ?? 'Boutique';
  const main = html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${title}</h1><div class="term-description"><p>${
    category?.description ?? 'C’est ici que vous pouvez parcourir les produits de cette boutique.'
  }</p></div></header>
<fk-add-to-cart>
<div class="shop-toolbar"><p class="woocommerce-result-count" role="status">${
    products.length === 1 ? 'Affichage du résultat unique' : `Affichage des ${products.length} résultats`
  }</p>
<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Ordre de la boutique">${ORDERS.map(
    ([value, label]) => html`<option value="${value}"${value === orderby ? html` selected` : ''}>${label}</option>`,
  )}</select>${
    category ? html`<input type="hidden" name="product_cat" value="${category.slug}">` : ''
  }<button type="submit" class="button orderby-submit">Trier</button></form></div>
${productGrid(store.db, products, settings, { firstContent: true })}
</fk-add-to-cart>`;

  return renderPage(c, {
    title,
    nav: category ? `cat:${category.slug}` : 'shop',
    flags: { is_shop: true },
    sidebar: true,
    bodyClass: 'archive post-type-archive-product',
    main,
  });
}
