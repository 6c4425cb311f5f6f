import type { Context } from 'hono';
import { cartTotals, type CartTotals } from '../cart/totals.ts';
import { categories } from '../catalog/categories.ts';
import type { AppEnv } from '../store.ts';
import { cartStateMarkup } from '@vitrine/contract';
import { snapshotFromTotals } from '../cart/snapshot.ts';
import { html, raw, scriptJson, type Html } from '../http/html.ts';
import { formatChf } from '../money.ts';
import { takeNotices, type Notice } from '../session/notices.ts';
import { option } from '../settings.ts';
import { pageConfig, type PageFlags } from './config.ts';
import { CART_URL, CHECKOUT_URL, miniCartContent } from './parts/mini-cart.ts';
import { noticesArea } from './parts/notices.ts';
import { productSearchForm } from './parts/search-form.ts';
import { comingSoonBanner, storeNotice } from './parts/banners.ts';
import { SHOP_ICON } from './parts/shop-icon.ts';
import { vitrineHead } from './parts/vitrine-head.ts';

/** Which menu entry is the current page: 'home', 'shop', 'cart', 'checkout' or 'cat:{slug}'. */
export type NavKey = string;

export interface PageInput {
  title: string;
  nav?: NavKey;
  flags?: Partial<PageFlags>;
  main: Html;
  /** The mini cart sidebar (home, shop, product pages). */
  sidebar?: boolean;
  bodyClass?: string;
  status?: 200 | 404 | 422;
  /** Notices to show besides the flashed ones (a form re-rendered with its errors). */
  notices?: Notice[];
  /** What the page adds to `<head>` (a canonical link, the page builder's inline styles). */
  head?: Html;
}

interface MenuItem {
  key: NavKey;
  href: string;
  label: string;
  children?: MenuItem[];
}

function menu(c: Context<AppEnv>): MenuItem[] {
  const cats = categories(c.get('store').db).filter((cat) => cat.slug !== 'artisans-locaux');
  return [
    { key: 'home', href: '/', label: 'Accueil' },
    {
      key: 'shop',
      href: '/boutique/',
      label: 'Boutique',
      children: cats.map((cat) => ({
        key: `cat:${cat.slug}`,
        href: `/boutique/?product_cat=${encodeURIComponent(cat.slug)}`,
        label: cat.name,
      })),
    },
    { key: 'cat:artisans-locaux', href: '/boutique/?product_cat=artisans-locaux', label: 'Artisans locaux' },
    { key: 'cart', href: CART_URL, label: 'Panier' },
    { key: 'checkout', href: CHECKOUT_URL, label: 'Commande' },
    { key: 'quote', href: '/devis/', label: 'Devis' },
    { key: 'account', href: '/mon-compte/', label: 'Mon compte' },
  ];
}

function menuItem(item: MenuItem, current: NavKey | undefined): Html {
  const isCurrent = item.key === current;
  const isAncestor = !isCurrent && (item.children ?? []).some((child) => child.key === current);
  const cls = [
    'menu-item',
    item.children?.length ? 'menu-item-has-children' : '',
    isCurrent ? 'current-menu-item' : '',
    isAncestor ? 'current-menu-ancestor' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<li class="${cls}"><a href="${item.href}"${isCurrent ? html` aria-current="page"` : ''}>${item.label}</a>${
    item.children?.length ? html`<ul class="sub-menu">${item.children.map((child) => menuItem(child, current))}</ul>` : ''
  }</li>`;
}

const articles = (n: number): string => (n > 1 ? 'articles' : 'article');

/** The header cart: count and total from the server, kept current by `fk-cart-count` afterwards. */
function headerCart(totals: CartTotals): Html {
  return html`<fk-cart-count><a class="fk-header-cart" href="${CART_URL}"><span class="screen-reader-text">Panier : </span><span class="fk-header-cart__count" data-fk-cart-count-label>${totals.count} ${articles(
    totals.count,
  )}</span> – <span class="fk-header-cart__total" data-fk-cart-total>${formatChf(totals.total)}</span></a></fk-cart-count>`;
}

/** `?vitrine=off` renders the server-markup-only baseline: no Vitrine script or CSS. */
export const vitrineEnabled = (c: Context): boolean => c.req.query('vitrine') !== 'off';

/**
 * `?vitrine=interaction` prints what the WordPress plugin prints by default: the widgets whose server markup is whole
 * wait for the shopper's first action (packages/storefront's loading.ts).
 */
const pageLoadMeta = (c: Context): Html =>
  c.req.query('vitrine') === 'interaction'
    ? html`<meta name="vitrine-load" content="interaction">
`
    : html``;

/** The whole document around a page's main content, as a WooCommerce theme prints it. */
export function renderPage(c: Context<AppEnv>, page: PageInput): Response {
  const store = c.get('store');
  const { db } = store;
  const sessionId = c.get('sessionId');
  const totals = cartTotals(db, sessionId);
  const notices = [...(page.notices ?? []), ...takeNotices(db, sessionId)];
  const siteName = option(db, 'blogname', 'Vitrine');
  const vitrine = vitrineEnabled(c);
  const doc = html`<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} – ${siteName}</title>
<link rel="icon" href="${SHOP_ICON}">
<link rel="stylesheet" href="/assets/theme.css">
${page.head ?? ''}<script type="application/json" id="vitrine-config">${scriptJson(pageConfig(store, sessionId, page.flags ?? {}))}</script>
${
  // The first-paint stylesheet only: each widget's own comes with its chunk (packages/storefront README, "Styles").
  vitrine
    ? html`${pageLoadMeta(c)}${vitrineHead(store.options.storefrontDir)}`
    : // WooCommerce's gallery script fades in the gallery it printed transparent; the markup-only baseline has no
      // script, so it shows the gallery at once, as Vitrine's first-paint stylesheet does.
      html`<style>.woocommerce-product-gallery{opacity:1!important}</style>`
}
</head>
<body class="${['woocommerce', page.bodyClass ?? ''].join(' ').trim()}">
<a class="skip-link screen-reader-text" href="#main">Aller au contenu</a>
${storeNotice(c)}
<header class="site-header">
<div class="site-header__inner">
<div class="site-branding"><p class="site-title"><a href="/" rel="home">${siteName}</a></p><p class="site-description">${option(
    db,
    'blogdescription',
  )}</p></div>
<div class="site-search">${
    // The product search a theme's header carries on every page (Storefront's place for it: after the branding).
    productSearchForm('woocommerce-product-search-field-0', '', 'Recherche dans la boutique')
  }</div>
<fk-nav-menu><nav class="main-navigation" aria-label="Menu principal">${
    // As WordPress starter themes do, the theme prints its phone toggle; Vitrine's menu drives it (no-JS: hidden).
    vitrine ? html`<button type="button" class="menu-toggle" aria-controls="menu-principal" aria-expanded="false">Menu</button>` : ''
  }<ul id="menu-principal" class="menu">${menu(c).map((item) => menuItem(item, page.nav))}</ul></nav></fk-nav-menu>
${headerCart(totals)}
<a class="fkcart-mini-open fk-header-drawer" href="${CART_URL}">Aperçu du panier</a>
</div>
</header>
<div class="site-content${page.sidebar ? ' has-sidebar' : ''}">
<main id="main" class="site-main" tabindex="-1">
${noticesArea(notices)}
${page.main}
</main>
${
  page.sidebar
    ? html`<aside class="widget-area" aria-label="Barre latérale"><section class="widget woocommerce widget_shopping_cart"><h2 class="widget-title">Votre panier</h2><fk-mini-cart>${miniCartContent(
        db,
        sessionId,
        totals,
      )}</fk-mini-cart></section></aside>`
    : ''
}
</div>
${raw(cartStateMarkup(snapshotFromTotals(db, totals)))}
<!-- side cart (widgets/side-cart): the drawer and its floating toggler; without JavaScript they print nothing -->
<fk-side-cart></fk-side-cart><fk-cart-toggle></fk-cart-toggle>
<footer class="site-footer"><p>© ${new Date().getFullYear()} ${siteName} — boutique de démonstration. Prix en francs suisses, TVA comprise. Livraison offerte dès 100 CHF.</p>${comingSoonBanner(c)}</footer>
<!-- attribution (widgets/attribution): records every page view, fills the checkout’s order attribution fields -->
<fk-attribution></fk-attribution>
</body>
</html>
`;
  // A page carries the visitor's cart: the browser asks again each time (WooCommerce sends no-store on its own pages).
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  return c.html(doc.toString(), page.status ?? 200);
}
