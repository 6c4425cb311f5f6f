/**
 * Test fixtures (not imported by the widget): quick view content as the shop prints it, and cart snapshots.
 */
import { emptyCart, type CartItem, type CartSnapshot } from '@vitrine/contract';
import { variationAnswer } from '@vitrine/contract/testing';

const money = (raw: number) => ({ raw, formatted: `${raw.toFixed(2)} CHF` });

interface FixtureVariation {
  id: number;
  taille: string;
  couleur: string;
  price: number;
  extra?: Record<string, unknown>;
}

const PULL: FixtureVariation[] = [
  { id: 111, taille: 's', couleur: 'gris', price: 89, extra: { image: { src: '/img/pull-s-gris.svg', alt: 'Pull S gris' } } },
  { id: 112, taille: 's', couleur: 'bleu', price: 89, extra: { is_in_stock: false } },
  { id: 114, taille: 'm', couleur: 'bleu', price: 89, extra: { variation_is_active: false } },
  { id: 115, taille: 'l', couleur: 'gris', price: 94, extra: { is_sold_individually: 'yes', max_qty: 1 } },
  { id: 116, taille: 'l', couleur: 'bleu', price: 79, extra: { min_qty: 4, max_qty: 8, step: 2 } },
];

function variationJson(v: FixtureVariation) {
  return variationAnswer(v.id, { attribute_pa_taille: v.taille, attribute_pa_couleur: v.couleur }, { step: 1, display_price: v.price, ...v.extra });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The Pull Cervin form as `fkcart_quick_view` answers it; `embedded: false` leaves the variation list out. */
export function pullQuickView(options: { embedded?: boolean; chosen?: Record<string, string> } = {}): string {
  const list = options.embedded === false ? 'false' : escapeAttr(JSON.stringify(PULL.map(variationJson)));
  const select = (name: string, label: string, values: Array<[string, string]>) =>
    `<tr><th class="label"><label for="pa_${name}">${label}</label></th><td class="value"><select id="pa_${name}" name="attribute_pa_${name}"><option value="">Choisir une option</option>${values
      .map(([v, text]) => `<option value="${v}"${options.chosen?.[`attribute_pa_${name}`] === v ? ' selected' : ''}>${text}</option>`)
      .join('')}</select></td></tr>`;
  return `<div class="product"><div class="woocommerce-product-gallery__image"><img class="wp-post-image" src="/img/pull.svg" alt="Pull Cervin"></div><div class="summary"><h2 class="product_title">Pull Cervin</h2><p class="price">79.00 CHF – 99.00 CHF</p><form class="variations_form cart" data-product_id="22" data-product_variations="${list}"><table class="variations"><tbody>${select(
    'taille',
    'Taille',
    [
      ['s', 'S'],
      ['m', 'M'],
      ['l', 'L'],
    ],
  )}${select('couleur', 'Couleur', [
    ['gris', 'Gris'],
    ['bleu', 'Bleu'],
  ])}</tbody></table><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div><script>window.__ran = true</script></form></div></div>`;
}

export function cartItem(cartKey: string, extra: Partial<CartItem> = {}): CartItem {
  return {
    cartKey,
    productId: 14,
    variationId: 0,
    name: 'Miel de montagne',
    link: '/produit/miel-de-montagne/',
    image: null,
    attributes: {},
    quantity: { value: 2, min: 2, max: 12, step: 2 },
    soldIndividually: false,
    unitPrice: money(14.5),
    linePrice: money(29),
    ...extra,
  };
}

export function cart(items: CartItem[], extra: Partial<CartSnapshot> = {}): CartSnapshot {
  const total = items.reduce((sum, i) => sum + i.linePrice.raw, 0);
  return {
    ...emptyCart(),
    hash: `h${items.length}-${total}`,
    count: items.reduce((n, i) => n + i.quantity.value, 0),
    items,
    subtotal: money(total),
    total: money(total),
    ...extra,
  };
}
