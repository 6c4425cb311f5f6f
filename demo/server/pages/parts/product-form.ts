import { permalink, type Product } from '../../catalog/products.ts';
import { productAttributes } from '../../catalog/attributes.ts';
import type { DB } from '../../db.ts';
import { html, raw, type Html } from '../../http/html.ts';
import { attributeField, availabilityHtml, productVariationsJson } from '../../catalog/variations.ts';

/** Above this many variations WooCommerce stops embedding them and the form asks the server (get_variation). */
export const AJAX_VARIATION_THRESHOLD = 30;

interface QuantityInput {
  id: string;
  name: string;
  value: number;
  min: number;
  max: number | null;
  step: number;
  hidden: boolean;
}

function quantityField(q: QuantityInput): Html {
  if (q.hidden) {
    // Sold individually: WooCommerce keeps a hidden field so the form still posts quantity=1.
    return html`<div class="quantity hidden"><input type="hidden" id="${q.id}" class="qty" name="${q.name}" value="1"></div>`;
  }
  return html`<div class="quantity"><label class="screen-reader-text" for="${q.id}">Quantité</label><input type="number" id="${q.id}" class="input-text qty text" name="${q.name}" value="${q.value}" min="${q.min}"${
    q.max !== null ? html` max="${q.max}"` : ''
  } step="${q.step}" inputmode="numeric" autocomplete="off"></div>`;
}

/**
 * The simple product form: posts to the product page, which adds and redirects (no JavaScript needed).
 * <fk-variation-form> also takes simple forms: with JavaScript the add goes through the side cart or add_to_cart.
 */
export function simpleForm(product: Product): Html {
  if (!product.inStock || product.price === null) return raw(availabilityHtml(false));
  return html`${raw(availabilityHtml(true))}<fk-variation-form><form class="cart" method="post" action="${permalink(product)}" enctype="multipart/form-data">${quantityField(
    {
      id: `quantity_${product.id}`,
      name: 'quantity',
      value: product.soldIndividually ? 1 : product.minQty,
      min: product.minQty,
      max: product.maxQty,
      step: product.step,
      hidden: product.soldIndividually,
    },
  )}<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Ajouter au panier</button></form></fk-variation-form>`;
}

/**
 * The variation form. `data-product_variations` holds every variation (visible or not) as JSON in the attribute, or
 * `false` above 30 variations. `preselected` comes from `?attribute_pa_x=` links (cart items link back that way).
 */
export function variationForm(db: DB, product: Product, preselected: Record<string, string>): Html {
  const attrs = productAttributes(db, product.id);
  const variations = productVariationsJson(db, product);
  const embedded = variations.length > AJAX_VARIATION_THRESHOLD ? 'false' : JSON.stringify(variations);
  const rows = attrs.map((a, i) => {
    const field = attributeField(a.taxonomy);
    const chosen = preselected[field] ?? '';
    const isLast = i === attrs.length - 1;
    return html`<tr><th class="label"><label for="${a.taxonomy}">${a.label}</label></th><td class="value"><select id="${a.taxonomy}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choisir une option</option>${a.terms.map(
      (t) => html`<option value="${t.slug}"${t.slug === chosen ? html` selected` : ''}>${t.name}</option>`,
    )}</select>${isLast ? html`<a class="reset_variations" href="#">Effacer</a>` : ''}</td></tr>`;
  });
  return html`<fk-variation-form><form class="variations_form cart" method="post" action="${permalink(
    product,
  )}" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${embedded}"><table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">${quantityField(
    { id: `quantity_${product.id}`, name: 'quantity', value: 1, min: 1, max: null, step: 1, hidden: false },
  )}<button type="submit" class="single_add_to_cart_button button alt">Ajouter au panier</button><input type="hidden" name="add-to-cart" value="${
    product.id
  }"><input type="hidden" name="product_id" value="${product.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></fk-variation-form>`;
}
