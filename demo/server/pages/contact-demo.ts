import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { cartTotals } from '../cart/totals.ts';
import { imageUrl, mainImage, productImages } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import { html, type Html } from '../http/html.ts';
import { formatChf } from '../money.ts';
import { renderPage } from './layout.ts';
import { CART_URL, miniCartContent } from './parts/mini-cart.ts';

/**
 * `/contact-demo/`: the page builder's contact widgets on one page — Elementor's floating contact button, a floating bar whose
 * dismissal is remembered, the header menu cart (dropdown above 767 px, off-canvas below) beside the side cart,
 * and image links grouped into one lightbox slideshow.
 */

export const CONTACT_DEMO_URL = '/contact-demo/';
export const BAR = { id: 'livraison-offerte', version: '3' } as const;

/** The channels the contact button offers, as the theme writes them (model.ts builds and checks each link). */
export const CONTACT_CHANNELS = [
  { type: 'whatsapp', value: '+41 79 123 45 67', message: 'Bonjour, j’ai une question sur une commande.' },
  { type: 'phone', value: '+41 21 555 01 23' },
  { type: 'email', value: 'bonjour@vitrine.example' },
  { type: 'sms', value: '+41 79 123 45 67' },
  { type: 'telegram', value: 'vitrine_boutique' },
  // Refused by the widget (not an address): it must never become a link.
  { type: 'email', value: 'x@y.ch?bcc=tous@exemple.ch' },
];

/** Without JavaScript: the same channels as plain links in a native disclosure. */
function contactButtons(avatar: string): Html {
  return html`<fk-contact-buttons position="start" name="Service client Vitrine" status="Répond en général dans l’heure, du lundi au vendredi" avatar="${avatar}" channels="${JSON.stringify(
    CONTACT_CHANNELS,
  )}"><details class="fk-contact-fallback"><summary>Nous contacter</summary><ul>
<li><a href="https://wa.me/41791234567">WhatsApp</a></li>
<li><a href="tel:+41215550123">Téléphone</a></li>
<li><a href="mailto:bonjour@vitrine.example">E-mail</a></li>
</ul></details></fk-contact-buttons>`;
}

/** Left out once the shopper closed this version of it (its cookie), so it never flashes on the next pages. */
function floatingBar(c: Context<AppEnv>): Html {
  if (getCookie(c, `fk_bar_${BAR.id}`) === BAR.version) return html``;
  return html`<fk-floating-bar bar-id="${BAR.id}" version="${BAR.version}" position="top"><div class="fk-floating-bar" role="region" aria-label="Annonce"><p>Livraison offerte dès 100 CHF jusqu’à dimanche.</p><a class="fk-floating-bar__cta" href="/boutique/">Voir la boutique</a><button type="button" class="fk-floating-bar__close" aria-label="Fermer l’annonce" hidden><span aria-hidden="true">×</span></button></div></fk-floating-bar>`;
}

/** Elementor Pro's menu cart as the theme prints it: a link to the cart, and the mini cart folded away. */
function menuCart(c: Context<AppEnv>): Html {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const totals = cartTotals(db, sessionId);
  return html`<fk-menu-cart><div class="fk-menu-cart"><fk-cart-count><a class="fk-menu-cart__toggle" href="${CART_URL}"><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 11h10.2L20 7H6.2" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/></svg><span class="fk-menu-cart__subtotal" data-fk-cart-total>${formatChf(
    totals.total,
  )}</span><span class="fk-menu-cart__count" data-fk-cart-count>${totals.count}</span><span class="screen-reader-text"> articles – voir le panier</span></a></fk-cart-count><div class="fk-menu-cart__container" hidden><div class="fk-menu-cart__panel" aria-label="Contenu du panier"><div class="fk-menu-cart__head"><p class="fk-menu-cart__title">Votre panier</p><button type="button" class="fk-menu-cart__close" aria-label="Fermer le panier" hidden><span aria-hidden="true">×</span></button></div><fk-mini-cart>${miniCartContent(
    db,
    sessionId,
    totals,
  )}</fk-mini-cart></div></div></div></fk-menu-cart>`;
}

/** Elementor groups a gallery's links by `data-elementor-lightbox-slideshow`: one slideshow per group. */
function imageGroup(c: Context<AppEnv>): Html {
  const { db } = c.get('store');
  const atelier = [...productImages(db, 11), mainImage(db, 20)].filter((image) => image !== undefined);
  const other = mainImage(db, 12);
  return html`<section class="elementor fk-demo-gallery" aria-labelledby="galerie-title">
<h2 id="galerie-title">L’atelier en images</h2>
<ul class="fk-demo-gallery__grid">${atelier.map(
    (image, i) =>
      html`<li><a id="galerie-${i + 1}" href="${imageUrl(image)}" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="atelier" data-elementor-lightbox-title="${image.caption || image.title}"><img src="${imageUrl(
        image,
      )}" alt="${image.alt}" width="160" height="160"></a></li>`,
  )}</ul>
${other ? html`<p><a id="galerie-seule" href="${imageUrl(other)}" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="${other.title}">Une autre image, seule</a></p>` : ''}
</section>`;
}

export function contactDemoPage(c: Context<AppEnv>): Response {
  const face = mainImage(c.get('store').db, 11);
  const main = html`${floatingBar(c)}
<div class="fk-demo-header"><p class="fk-demo-header__title">En-tête du constructeur de pages</p>${menuCart(c)}</div>
<h1 class="page-title">Nous contacter</h1>
<p class="lead">Une question sur un coffret ou une commande ? Le bouton en bas de l’écran vous met en contact avec nous.</p>
${imageGroup(c)}
${contactButtons(face ? imageUrl(face) : '')}
<fk-hash-actions></fk-hash-actions>`;
  return renderPage(c, { title: 'Nous contacter', bodyClass: 'page-contact-demo', main });
}
