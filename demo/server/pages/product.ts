import type { Context } from 'hono';
import { categoryById } from '../catalog/categories.ts';
import { listProducts, priceRange, productBySlug, productById, upsellIds, type Product } from '../catalog/products.ts';
import { productImages } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import { attributeFields } from '../http/form.ts';
import { html, type Html } from '../http/html.ts';
import { ratingSummary, reviewsOf } from '../catalog/reviews.ts';
import { shopSettings, type ShopSettings } from '../settings.ts';
import type { DB } from '../db.ts';
import { PRODUCT_FLAGS } from './config.ts';
import { renderPage } from './layout.ts';
import { notFoundPage } from './not-found.ts';
import { gallery } from './parts/gallery.ts';
import { productGrid } from './parts/listing.ts';
import { productPrice } from './parts/price.ts';
import { simpleForm, variationForm } from './parts/product-form.ts';
import { productExpressButtons } from './parts/express.ts';
import { reviewsSection, starRating } from './parts/reviews.ts';
import { additionalInformation, productTabs } from './parts/tabs.ts';

function productMeta(db: DB, product: Product): Html {
  const cat = categoryById(db, product.categoryId);
  return html`<div class="product_meta"><span class="sku_wrapper">UGS : <span class="sku">${product.sku || 'N/A'}</span></span>${
    cat ? html` <span class="posted_in">Catégorie : <a href="/boutique/?product_cat=${cat.slug}" rel="tag">${cat.name}</a></span>` : ''
  }</div>`;
}

/** The product view pushed to the analytics data layer (spec §3.18) by <fk-product-view>; shoppers are never admins here. */
function productView(product: Product, category: string, price: number): Html {
  return html`<fk-product-view product-id="${product.id}" name="${product.name}" category="${category}" price="${price}" type="${product.type}" quantity="1" is-admin="false"></fk-product-view>`;
}

/** Upsells ("Vous aimerez peut-être aussi…") and related products from the same category, each a listing. */
function moreProducts(db: DB, product: Product, settings: ShopSettings): Html {
  const upsells = upsellIds(db, product.id)
    .map((id) => productById(db, id))
    .filter((p): p is Product => p !== undefined);
  const related = listProducts(db, { categoryId: product.categoryId, excludeIds: [product.id, ...upsells.map((p) => p.id)], limit: 3 });
  return html`${
    upsells.length
      ? html`<section class="up-sells upsells products" aria-labelledby="upsells-title"><h2 id="upsells-title">Vous aimerez peut-être aussi…</h2><fk-add-to-cart>${productGrid(
          db,
          upsells,
          settings,
        )}</fk-add-to-cart></section>`
      : ''
  }${
    related.length
      ? html`<section class="related products" aria-labelledby="related-title"><h2 id="related-title">Produits similaires</h2><fk-add-to-cart>${productGrid(
          db,
          related,
          settings,
        )}</fk-add-to-cart></section>`
      : ''
  }`;
}

/** The single product page `/produit/{slug}/`. */
export function productPage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const { db } = store;
  const product = productBySlug(db, c.req.param('slug') ?? '');
  if (!product) return notFoundPage(c);
  const settings = shopSettings(store, c.get('sessionId'));
  const cat = categoryById(db, product.categoryId);
  const reviews = reviewsOf(db, product.id);
  const rating = ratingSummary(db, product.id);

  const form = product.type === 'variable' ? variationForm(db, product, attributeFields(c.req.query())) : simpleForm(product);
  const main = html`<nav class="woocommerce-breadcrumb" aria-label="Fil d’Ariane"><a href="/">Accueil</a> / ${
    cat ? html`<a href="/boutique/?product_cat=${cat.slug}">${cat.name}</a> / ` : ''
  }<span aria-current="page">${product.name}</span></nav>
<div id="product-${product.id}" class="product type-product post-${product.id} product-type-${product.type} ${product.inStock ? 'instock' : 'outofstock'}">
${gallery(productImages(db, product.id))}
<div class="summary entry-summary">
<h1 class="product_title entry-title">${product.name}</h1>
${
  rating.count
    ? html`<div class="woocommerce-product-rating">${starRating(Math.round(rating.average * 100) / 100)}<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${rating.count}</span> avis client${rating.count > 1 ? 's' : ''})</a></div>`
    : ''
}
<p class="price">${productPrice(db, product)}</p>
<div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>
${form}
${productExpressButtons(c, product)}
${productMeta(db, product)}
</div>
${productTabs([
  { key: 'description', title: 'Description', panel: html`<h2>Description</h2><p>${product.description}</p>` },
  { key: 'additional_information', title: 'Informations complémentaires', panel: additionalInformation(db, product) },
  {
    key: 'reviews',
    title: `Avis (${reviews.length})`,
    panel: reviewsSection(product, reviews, settings.review_rating_required === 'yes'),
  },
])}
${moreProducts(db, product, settings)}
${productView(product, cat?.name ?? '', priceRange(db, product)?.min ?? 0)}
</div>`;

  return renderPage(c, {
    title: product.name,
    nav: cat ? `cat:${cat.slug}` : 'shop',
    flags: PRODUCT_FLAGS,
    sidebar: true,
    bodyClass: `single-product postid-${product.id}`,
    main,
  });
}
