/**
 * Test fixtures (not exported by index.ts): the JOURNEYS.md "T-shirt" and small helpers.
 */
import type { VariationLike } from './variations.ts';

export const TAILLE = 'attribute_pa_taille';
export const COULEUR = 'attribute_pa_couleur';

/** A variation with the fields the journeys look at, besides those the rules read. */
export interface TestVariation extends VariationLike {
  display_price?: number;
  weight?: string;
  dimensions?: string;
}

/** A visible, active, purchasable, in-stock variation unless `extra` says otherwise. */
export function variation(id: number, attributes: Record<string, string>, extra: Partial<TestVariation> = {}): TestVariation {
  return {
    variation_id: id,
    attributes,
    variation_is_active: true,
    variation_is_visible: true,
    is_purchasable: true,
    is_in_stock: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: null,
    ...extra,
  };
}

export const TSHIRT_OPTIONS = {
  [TAILLE]: ['s', 'm', 'l', 'xl'],
  [COULEUR]: ['rouge', 'vert', 'bleu'],
};

/** Unpriced couleur-only variations: invisible. Listed FIRST on purpose, to prove they never shadow. */
const COULEUR_ONLY = ['rouge', 'vert', 'bleu'].map((couleur, i) =>
  variation(200 + i, { [TAILLE]: '', [COULEUR]: couleur }, { variation_is_visible: false, is_purchasable: false }),
);

/** Taille-only variations (couleur = any), priced 11.16 and 22.32 CHF. */
const TAILLE_ONLY: TestVariation[] = [
  variation(101, { [TAILLE]: 's', [COULEUR]: '' }, { display_price: 11.16, weight: '100', dimensions: '5 × 10 × 10 cm' }),
  variation(102, { [TAILLE]: 'm', [COULEUR]: '' }, { display_price: 11.16, weight: '100', dimensions: '10 × 20 × 15 cm' }),
  variation(103, { [TAILLE]: 'l', [COULEUR]: '' }, { display_price: 22.32, weight: '200', dimensions: '15 × 30 × 20 cm' }),
  variation(104, { [TAILLE]: 'xl', [COULEUR]: '' }, { display_price: 22.32, weight: '400', dimensions: '20 × 40 × 30 cm' }),
];

export const TSHIRT: TestVariation[] = [...COULEUR_ONLY, ...TAILLE_ONLY];

/** A choice over the T-shirt's attributes ('' = not chosen). */
export function tshirt(taille = '', couleur = ''): Record<string, string> {
  return { [TAILLE]: taille, [COULEUR]: couleur };
}
