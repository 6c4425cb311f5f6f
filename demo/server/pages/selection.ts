import type { Context } from 'hono';
import { categories } from '../catalog/categories.ts';
import { mainImage, imageUrl } from '../catalog/images.ts';
import type { AppEnv } from '../store.ts';
import type { DB } from '../db.ts';
import { html, type Html } from '../http/html.ts';
import { LOOP_WIDGET_ID, SELECTION_POST_ID, filtersFromQuery, loopMarkup } from '../catalog/loop-listing.ts';
import { shopSettings } from '../settings.ts';
import { renderPage } from './layout.ts';
import { quoteForm } from './quote.ts';
import { toBase64, utf8 } from '../runtime/bytes.ts';

/**
 * `/selection/`: the page builder's widgets on one page — a filtered listing (`fk-loop-filter` ×2,
 * `fk-loop-grid`, pagination), three popups (welcome on page load with timing rules, exit intent with
 * avoid_multiple_popups, the quote form opened from a button), an off-canvas menu, hash action links, a lightbox,
 * anchors and a `theme_template_id` target.
 */

export const SELECTION_URL = '/selection/';
export const POPUPS = { welcome: '1201', exit: '1202', quote: '1203' } as const;
export const MENU_PANEL_ID = 'c0ffee1';
export const TEMPLATE_ID = '1210';

/** `#elementor-action:action=NAME&settings=BASE64(JSON)`, as the builder prints it. */
export const hashAction = (action: string, settings?: Record<string, unknown>): string =>
  `#elementor-action:action=${action}${settings ? `&settings=${toBase64(utf8(JSON.stringify(settings)))}` : ''}`;

interface FilterWidget {
  id: string;
  taxonomy: string;
  label: string;
  logicalJoin: 'AND' | 'OR';
  terms: Array<{ slug: string; name: string }>;
}

function filterWidgets(db: DB): FilterWidget[] {
  const colours = db.prepare("SELECT slug, name FROM attribute_terms WHERE taxonomy = 'pa_couleur' ORDER BY position").all() as FilterWidget['terms'];
  return [
    { id: 'f1cat00', taxonomy: 'product_cat', label: 'Catégories', logicalJoin: 'OR', terms: categories(db).map(({ slug, name }) => ({ slug, name })) },
    { id: 'f2col00', taxonomy: 'pa_couleur', label: 'Couleurs (toutes à la fois)', logicalJoin: 'AND', terms: colours },
  ];
}

/** Without JavaScript each term is a link to the listing filtered by that term alone. */
function filterWidget(widget: FilterWidget, url: URL): Html {
  const link = (slug: string) => {
    const target = new URL(url);
    target.searchParams.delete(`e-page-${LOOP_WIDGET_ID}`);
    target.searchParams.set(`e-filter-${LOOP_WIDGET_ID}-${widget.taxonomy}`, slug);
    return target.pathname + target.search;
  };
  return html`<fk-loop-filter widget-id="${widget.id}" target="${LOOP_WIDGET_ID}" taxonomy="${widget.taxonomy}" logical-join="${widget.logicalJoin}" multiple="yes" label="${widget.label}"><p class="e-filter"><span>${widget.label} :</span> ${widget.terms.map(
    (term) => html`<a class="e-filter-item" data-filter="${term.slug}" href="${link(term.slug)}">${term.name}</a> `,
  )}</p></fk-loop-filter>`;
}

/** The site's wall clock (UTC offset 0, spec §9.1) for the schedule rule's `site` time zone. */
const serverDatetime = (): string => new Date().toISOString().slice(0, 19).replace('T', ' ');

function popups(): Html {
  const welcome = {
    entrance_animation: 'zoomIn',
    exit_animation: 'fadeIn',
    entrance_animation_duration: { unit: 'px', size: 0.3 },
    prevent_scroll: 'yes',
    a11y_navigation: 'yes',
    classes: 'fk-demo-popup',
    timing: {
      times: 'yes',
      times_times: 3,
      times_period: 'day',
      times_count: 'open',
      devices: 'yes',
      devices_devices: ['mobile', 'tablet', 'desktop'],
      schedule: 'yes',
      schedule_timezone: 'site',
      schedule_start_date: '2024-01-01 00:00',
      schedule_end_date: '2099-12-31',
      schedule_server_datetime: serverDatetime(),
    },
    triggers: { page_load: 'yes', page_load_delay: 1 },
  };
  const exit = {
    avoid_multiple_popups: 'yes',
    close_button_delay: 1,
    close_automatically: 20,
    close_button_position: 'outside',
    entrance_animation: 'fadeInDown',
    entrance_animation_duration: { unit: 'px', size: 0.3 },
    timing: { devices: 'yes', devices_devices: ['desktop'] },
    triggers: { exit_intent: 'yes' },
  };
  const quote = {
    open_selector: '.fk-open-quote',
    prevent_close_on_background_click: 'yes',
    prevent_scroll: 'yes',
    entrance_animation: 'fadeInUp',
    entrance_animation_duration: { unit: 'px', size: 0.3 },
  };
  const close = hashAction('popup:close');
  const never = hashAction('popup:close', { do_not_show_again: 'yes' });
  return html`<fk-popup popup-id="${POPUPS.welcome}" settings="${JSON.stringify(welcome)}">
<h2>Bienvenue dans la sélection</h2>
<p>Des coffrets d’artisans locaux, de l’épicerie fine et des vêtements tricotés en Suisse : filtrez par catégorie ou par couleur.</p>
<p><a class="button" href="${close}">Découvrir la sélection</a> <a href="${never}">Ne plus afficher ce message</a></p>
</fk-popup>
<fk-popup popup-id="${POPUPS.exit}" settings="${JSON.stringify(exit)}">
<h2>Avant de partir…</h2>
<p>10 % de remise sur votre première commande avec le code <strong>BIENVENUE10</strong>.</p>
<p><a href="${never}">Non merci, ne plus afficher</a></p>
</fk-popup>
<fk-popup popup-id="${POPUPS.quote}" settings="${JSON.stringify(quote)}" label="Demande de devis">
<h2>Demande de devis</h2>
${quoteForm()}
</fk-popup>`;
}

function menuPanel(db: DB): Html {
  return html`<fk-off-canvas panel-id="${MENU_PANEL_ID}" label="Menu de la sélection" position="start">
<h2>Menu de la sélection</h2>
<ul class="fk-demo-menu">${categories(db).map(
    (cat) => html`<li><a href="/boutique/?product_cat=${encodeURIComponent(cat.slug)}">${cat.name}</a></li>`,
  )}<li><a href="/devis/">Demande de devis</a></li></ul>
<p><a href="${hashAction('off_canvas:close', { id: MENU_PANEL_ID })}">Fermer le menu</a></p>
</fk-off-canvas>`;
}

function actionLinks(db: DB): Html {
  const jura = mainImage(db, 11);
  const plaid = mainImage(db, 20);
  return html`<section class="elementor fk-demo-actions" aria-labelledby="actions-title">
<h2 id="actions-title">Raccourcis</h2>
<p class="fk-demo-actions__row">
<a class="button" id="open-menu" href="${hashAction('off_canvas:open', { id: MENU_PANEL_ID })}">Ouvrir le menu</a>
<a class="button" id="toggle-menu" href="${hashAction('off_canvas:toggle', { id: MENU_PANEL_ID })}">Afficher ou masquer le menu</a>
<button type="button" class="button fk-open-quote">Demander un devis</button>
<a class="button" id="toggle-welcome" href="${hashAction('popup:open', { id: POPUPS.welcome, toggle: true })}">Revoir le message de bienvenue</a>
${
  jura
    ? html`<a class="button" id="lightbox-jura" href="${hashAction('lightbox', { type: 'image', url: imageUrl(jura), title: 'Coffret Artisans du Jura — édition d’été' })}">Voir le coffret en grand</a>`
    : ''
}
${plaid ? html`<a id="lightbox-plaid" href="${imageUrl(plaid)}" data-elementor-lightbox-title="Plaid en laine">Photo du plaid en laine</a>` : ''}
</p>
</section>`;
}

export function selectionPage(c: Context<AppEnv>): Response {
  const store = c.get('store');
  const url = new URL(c.req.url);
  const base = new URL(url);
  base.searchParams.delete('page');
  base.searchParams.delete('paged');
  const listing = loopMarkup(store.db, shopSettings(store, c.get('sessionId')), {
    filters: filtersFromQuery(url.searchParams, LOOP_WIDGET_ID),
    page: Number(url.searchParams.get(`e-page-${LOOP_WIDGET_ID}`)) || 1,
    baseUrl: base,
    widgetId: LOOP_WIDGET_ID,
  });
  const main = html`<h1 class="page-title">Sélection</h1>
<p class="lead">Nos produits préférés, à filtrer par catégorie ou par couleur.</p>
<nav class="fk-demo-toc" aria-label="Sommaire"><a href="#filtres">Filtres</a> · <a href="#livraison">Livraison</a> · <a href="#engagements">Nos engagements</a></nav>
${actionLinks(store.db)}
<section id="filtres" aria-labelledby="filtres-title">
<h2 id="filtres-title">Filtrer la sélection</h2>
${filterWidgets(store.db).map((widget) => filterWidget(widget, url))}
<fk-add-to-cart><fk-loop-grid widget-id="${LOOP_WIDGET_ID}" post-id="${SELECTION_POST_ID}">${listing}</fk-loop-grid></fk-add-to-cart>
</section>
<section id="livraison" aria-labelledby="livraison-title">
<h2 id="livraison-title">Livraison</h2>
<p>Livraison offerte dès 100 CHF, sinon 7 CHF. Expédition sous deux jours ouvrables depuis Lausanne.</p>
</section>
<section class="elementor elementor-${TEMPLATE_ID}" data-elementor-id="${TEMPLATE_ID}" id="engagements" aria-labelledby="engagements-title">
<h2 id="engagements-title">Nos engagements</h2>
<p>Des artisans payés au juste prix, des emballages recyclables et un service client à Lausanne.</p>
</section>
<div class="fk-demo-overlays" hidden>${popups()}${menuPanel(store.db)}</div>
<fk-hash-actions></fk-hash-actions>`;

  return renderPage(c, { title: 'Sélection', nav: 'selection', bodyClass: 'page-selection', main });
}
