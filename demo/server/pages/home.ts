import type { Context } from 'hono';
import { listProducts } from '../catalog/products.ts';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { shopSettings } from '../settings.ts';
import { renderPage } from './layout.ts';
import { productGrid } from './parts/listing.ts';

/** Home: a short welcome and the featured products (about six). */
export function homePage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const products = listProducts(store.db, { featured: true, limit: 6 });
  const settings = shopSettings(store, c.get('sessionId'));
  return renderPage(c, {
    title: 'Accueil',
    nav: 'home',
    sidebar: true,
    bodyClass: 'home',
    main: html`<h1 class="page-title">Bienvenue chez Vitrine</h1>
<p class="lead">Des coffrets d’artisans locaux, de l’épicerie fine et des vêtements tricotés en Suisse. Livraison offerte dès 100 CHF.</p>
<section class="featured-products" aria-labelledby="featured-title">
<h2 id="featured-title">Notre sélection</h2>
<fk-add-to-cart>${productGrid(store.db, products, settings, { firstContent: true })}</fk-add-to-cart>
<p><a class="button" href="/boutique/">Voir toute la boutique</a></p>
</section>`,
  });
}
