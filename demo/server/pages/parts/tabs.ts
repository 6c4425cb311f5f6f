import { formatDimensions, formatWeight } from '../../catalog/measures.ts';
import { productAttributes } from '../../catalog/attributes.ts';
import type { Product } from '../../catalog/products.ts';
import type { DB } from '../../db.ts';
import { html, type Html } from '../../http/html.ts';

interface Tab {
  key: string;
  title: string;
  panel: Html;
}

/**
 * WooCommerce's tabs, with every panel rendered so the page reads without JavaScript. The ARIA tab roles sit on the
 * links (the list items are presentational), so the markup passes axe while keeping WooCommerce's class names.
 */
export function productTabs(tabs: readonly Tab[]): Html {
  // <fk-product-tabs> (widgets/product-page) adds the keyboard, the one open panel and the reviews links.
  return html`<fk-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">${tabs.map(
    (t, i) =>
      html`<li class="${t.key}_tab${i === 0 ? ' active' : ''}" role="presentation"><a href="#tab-${t.key}" id="tab-title-${t.key}" role="tab" aria-controls="tab-${t.key}" aria-selected="${
        i === 0 ? 'true' : 'false'
      }">${t.title}</a></li>`,
  )}</ul>${tabs.map(
    (t) =>
      html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${t.key} panel entry-content wc-tab" id="tab-${t.key}" role="tabpanel" aria-labelledby="tab-title-${t.key}">${t.panel}</div>`,
  )}</div></fk-product-tabs>`;
}

/** The additional information table: weight, dimensions, and the attributes' terms. */
export function additionalInformation(db: DB, product: Product): Html {
  const rows: Html[] = [];
  if (product.weightG !== null) {
    rows.push(
      html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th class="woocommerce-product-attributes-item__label" scope="row">Poids</th><td class="woocommerce-product-attributes-item__value">${formatWeight(
        product.weightG,
      )}</td></tr>`,
    );
  }
  if (product.dimensions) {
    rows.push(
      html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th class="woocommerce-product-attributes-item__label" scope="row">Dimensions</th><td class="woocommerce-product-attributes-item__value">${formatDimensions(
        product.dimensions,
      )}</td></tr>`,
    );
  }
  for (const a of productAttributes(db, product.id)) {
    rows.push(
      html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${a.taxonomy}"><th class="woocommerce-product-attributes-item__label" scope="row">${a.label}</th><td class="woocommerce-product-attributes-item__value"><p>${a.terms
        .map((t) => t.name)
        .join(', ')}</p></td></tr>`,
    );
  }
  return html`<h2>Informations complémentaires</h2>${
    rows.length
      ? html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Détails du produit"><tbody>${rows}</tbody></table>`
      : html`<p>Aucune information complémentaire.</p>`
  }`;
}
