import type { Context } from 'hono';
import { imageUrl, mainImage } from '../catalog/images.ts';
import { listProducts } from '../catalog/products.ts';
import type { AppEnv } from '../store.ts';
import { html, type Html } from '../http/html.ts';
import { shopSettings } from '../settings.ts';
import { renderPage } from './layout.ts';
import { productCard } from './parts/listing.ts';
import { shareLinks } from './parts/share-links.ts';

/**
 * `/widgets-demo/`: the page builder's layout widgets on one page — a loop carousel of real products with
 * their add-to-cart buttons, a section sticking in its column, share buttons, backgrounds lazy-loaded from the
 * builder's own markup (both of Elementor's generations) and a bar sticking to the bottom of the window. The demo
 * has no blog: no posts carousel.
 */
export const WIDGETS_DEMO_URL = '/widgets-demo/';
const TITLE = 'Coups de cœur de l’atelier';

/**
 * What Elementor prints in the page's head for its lazy backgrounds: its containers show no background image until
 * its script (here `fk-lazy-bg`) adds `e-lazyloaded`; the older `e_lazyload` feature's backgrounds come from
 * `--e-bg-lazyload` once `lazyloaded` is added.
 */
const BUILDER_STYLES = html`<style>
.e-con.e-parent:not(.e-lazyloaded):not(.e-no-lazyload),
.e-con.e-parent:not(.e-lazyloaded):not(.e-no-lazyload) * { background-image: none !important; }
body.e-lazyload .lazyloaded { --e-bg-lazyload-loaded: var(--e-bg-lazyload); }
</style>
`;

const LONG_TEXT = [
  'Chaque coffret est composé à la main dans notre atelier de Lausanne, avec des produits que nous goûtons et portons nous-mêmes.',
  'Nos artisans travaillent à moins de deux cents kilomètres : apiculteurs du Jura, chocolatiers de Gruyère, tisserandes de l’Emmental.',
  'Nous livrons dans toute la Suisse en deux jours ouvrables, dans un emballage sans plastique que vous pouvez réutiliser.',
  'Un produit ne vous convient pas ? Renvoyez-le dans les trente jours : nous vous remboursons sans poser de question.',
  'Les prix comprennent la TVA. La livraison est offerte dès 100 CHF d’achats, et le retrait à l’atelier est toujours gratuit.',
  'Vous préparez un cadeau d’entreprise ? Demandez-nous un devis : nous adaptons les coffrets à votre budget et à vos couleurs.',
];

function background(url: string): string {
  return `url("${url}")`;
}

export function widgetsDemoPage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const settings = shopSettings(store, c.get('sessionId'));
  const products = listProducts(store.db, { limit: 8 });
  const canonical = new URL(WIDGETS_DEMO_URL, c.req.url).href;
  const images = products.map((p) => mainImage(store.db, p.id)).filter((img) => img !== undefined);
  const shareImage = images[0] ? new URL(imageUrl(images[0]), c.req.url).href : '';
  // Distinct addresses (the image route ignores the query), so a journey can tell each background's request apart.
  const containerBg = images[1] ? `${imageUrl(images[1])}?fond=conteneur` : '';
  const variableBg = images[2] ? `${imageUrl(images[2])}?fond=variable` : '';
  const paragraphs: Html[] = LONG_TEXT.map((text) => html`<p>${text}</p>`);
  const main = html`<h1 class="page-title">${TITLE}</h1>
<p class="lead">Notre sélection du moment, à parcourir, à partager et à glisser dans votre panier.</p>
<section class="fk-demo-section">
<h2 id="carousel-title">Nouveautés</h2>
<fk-add-to-cart><fk-loop-carousel label="Nouveautés" slides-to-show="3" slides-to-show-tablet="2" slides-to-show-mobile="1" slides-to-scroll="1" autoplay="5000"><ul class="products">${products.map(
    (p) => productCard(store.db, p, settings),
  )}</ul></fk-loop-carousel></fk-add-to-cart>
</section>
<section class="fk-demo-section" aria-labelledby="share-title">
<h2 id="share-title">Partager</h2>
${shareLinks(canonical, TITLE, shareImage)}
</section>
<section class="fk-demo-section fk-demo-columns" aria-labelledby="atelier-title">
<div class="fk-demo-column" id="sticky-column">
<fk-sticky data-sticky="top" data-sticky-offset="16" data-sticky-parent data-sticky-on="desktop tablet"><aside class="fk-demo-aside" aria-label="Nos engagements"><p><strong>Livraison offerte</strong> dès 100 CHF</p><p>Retours gratuits sous 30 jours</p><p><a href="/devis/">Demander un devis</a></p></aside></fk-sticky>
</div>
<div class="fk-demo-long"><h2 id="atelier-title">L’atelier</h2>${paragraphs}${paragraphs}</div>
</section>
<section class="fk-demo-section" aria-labelledby="backgrounds-title">
<h2 id="backgrounds-title">Nos régions</h2>
<fk-lazy-bg>
<div id="bg-container" class="elementor-element e-con e-parent fk-demo-banner" style="background-image: ${background(containerBg)}"><p>Le Jura et ses ruchers</p></div>
<div id="bg-variable" class="elementor-element fk-demo-banner" data-e-bg-lazyload="" style="background-image: var(--e-bg-lazyload-loaded); --e-bg-lazyload: ${background(variableBg)}"><p>La Gruyère et ses chocolatiers</p></div>
</fk-lazy-bg>
</section>
<fk-sticky data-sticky="bottom" data-sticky-on="desktop tablet mobile"><div class="fk-demo-bar"><p>Livraison offerte dès 100 CHF</p><a class="button" href="/boutique/">Voir la boutique</a></div></fk-sticky>`;
  return renderPage(c, {
    title: TITLE,
    bodyClass: 'widgets-demo e-lazyload',
    head: html`<link rel="canonical" href="${canonical}">
<meta property="og:title" content="${TITLE}">
<meta property="og:image" content="${shareImage}">
${BUILDER_STYLES}`,
    main,
  });
}
