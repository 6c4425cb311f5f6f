/**
 * Test fixtures (never imported by the widget): the demo store's Pull Cervin as its page prints it.
 */
import type { Variation } from '@vitrine/contract';

export const TAILLE = 'attribute_pa_taille';
export const COULEUR = 'attribute_pa_couleur';

export function pull(id: number, taille: string, couleur: string, extra: Partial<Variation> = {}): Variation {
  return {
    variation_id: id,
    attributes: { [TAILLE]: taille, [COULEUR]: couleur },
    sku: `PULL-${taille}-${couleur}`.toUpperCase(),
    weight: '650',
    weight_html: '650 g',
    dimensions_html: '30 &times; 40 &times; 8 cm',
    image: {
      src: `/img/pull-${taille}-${couleur}-600.png`,
      title: `Pull ${taille} ${couleur}`,
      caption: '',
      alt: `Pull ${taille} ${couleur}`,
      full_src: `/img/pull-${taille}-${couleur}.png`,
      gallery_thumbnail_src: `/img/pull-${taille}-${couleur}-100.png`,
    },
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: null,
    display_price: 89,
    price_html: '<span class="price"><span class="woocommerce-Price-amount amount">89.00&nbsp;CHF</span></span>',
    availability_html: '<p class="stock in-stock">En stock</p>',
    variation_description: `<p>${taille} ${couleur}</p>`,
    ...extra,
  };
}

export const PULL: Variation[] = [
  pull(111, 's', 'gris'),
  pull(112, 's', 'bleu', { is_in_stock: false, availability_html: '<p class="stock out-of-stock">Rupture de stock</p>' }),
  pull(113, 'm', 'gris'),
  pull(114, 'm', 'bleu', { variation_is_active: false }),
  pull(115, 'l', 'gris', { is_sold_individually: 'yes', max_qty: 1 }),
  pull(116, 'l', 'bleu', { min_qty: 4, max_qty: 8, step: 2 } as Partial<Variation>),
  pull(117, 'xl', 'gris', { weight: '800', weight_html: '800 g', dimensions_html: '35 &times; 45 &times; 10 cm' }),
];

export const PULL_OPTIONS = { [TAILLE]: ['s', 'm', 'l', 'xl'], [COULEUR]: ['gris', 'bleu'] };

export const choice = (taille = '', couleur = '') => ({ [TAILLE]: taille, [COULEUR]: couleur });

/** The form WooCommerce prints for the pull; `variations` goes into data-product_variations. */
export function pullFormMarkup(variations: Variation[] | false = PULL, extra = ''): string {
  // On the wire WooCommerce writes "no maximum" as ''.
  const wire = variations === false ? false : variations.map((v) => ({ ...v, max_qty: v.max_qty ?? '' }));
  const json = JSON.stringify(wire).replace(/"/g, '&quot;');
  return `
  <form class="variations_form cart" action="/produit/pull-cervin/" method="post" enctype="multipart/form-data"
        data-product_id="22" data-product_variations="${json}">
    <table class="variations" cellspacing="0" role="presentation"><tbody>
      <tr><th class="label"><label for="pa_taille">Taille</label></th>
        <td class="value"><select id="pa_taille" name="attribute_pa_taille" data-attribute_name="attribute_pa_taille">
          <option value="">Choisir une option</option><option value="s">S</option><option value="m">M</option>
          <option value="l">L</option><option value="xl">XL</option></select></td></tr>
      <tr><th class="label"><label for="pa_couleur">Couleur</label></th>
        <td class="value"><select id="pa_couleur" name="attribute_pa_couleur" data-attribute_name="attribute_pa_couleur">
          <option value="">Choisir une option</option><option value="gris">Gris</option><option value="bleu">Bleu</option></select>
          <a class="reset_variations" href="#">Effacer</a></td></tr>
    </tbody></table>
    <div class="single_variation_wrap">
      <div class="woocommerce-variation single_variation"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">
        ${extra}
        <div class="quantity"><label class="screen-reader-text" for="quantity_22">Quantité de Pull Cervin</label>
          <input type="number" id="quantity_22" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Ajouter au panier</button>
        <input type="hidden" name="add-to-cart" value="22">
        <input type="hidden" name="product_id" value="22">
        <input type="hidden" name="variation_id" class="variation_id" value="0">
      </div>
    </div>
  </form>`;
}
