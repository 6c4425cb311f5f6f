import type { Variation } from '@vitrine/contract';
import { formatPrice, t } from '@vitrine/core';
import {
  answeredAvailability,
  choiceKey,
  isComplete,
  isPurchasable,
  optionAvailability,
  sideCartQuantityRules,
  variationQuantity,
  variationState,
  type Choice,
  type OptionState,
  type SideCartRules,
  type VariationState,
} from '@vitrine/product';
import type { QuickViewProduct } from './quick-view-markup.ts';

/**
 * Quick view's form (spec §2.9, §4.12), from packages/product's variation rules: what each select offers, the
 * variation the choice selects, and whether add and quantity are usable. No DOM, no network.
 */

/** A complete choice the server has not answered yet (variation list left out): add stays disabled. */
export type QuickViewChoice = VariationState<Variation> | { kind: 'looking' };

/** The server's answers to `get_variation`, by {@link choiceKey}: null = no match. */
export type VariationAnswers = Readonly<Record<string, Variation | null>>;

export function optionsOf(product: QuickViewProduct): Record<string, string[]> {
  return Object.fromEntries(product.attributes.map((a) => [a.name, a.options.map((o) => o.value)]));
}

export function quickViewChoice(
  product: QuickViewProduct,
  chosen: Choice,
  answers: VariationAnswers,
): { availability: Record<string, Record<string, OptionState>>; state: QuickViewChoice } {
  const options = optionsOf(product);
  if (product.variations) {
    return {
      availability: optionAvailability(product.variations, options, chosen),
      state: variationState(product.variations, options, chosen),
    };
  }
  const availability = answeredAvailability(options, chosen, new Map(Object.entries(answers)));
  if (!isComplete(Object.keys(options), chosen)) return { availability, state: { kind: 'incomplete' } };
  const answer = answers[choiceKey(options, chosen)];
  if (answer === undefined) return { availability, state: { kind: 'looking' } };
  return { availability, state: answer ? { kind: 'found', variation: answer, purchasable: isPurchasable(answer) } : { kind: 'no-match' } };
}

/** The complete choice to ask the server about, or null when nothing needs asking. */
export function choiceToAsk(product: QuickViewProduct, chosen: Choice, answers: VariationAnswers): string | null {
  if (product.variations) return null;
  const options = optionsOf(product);
  if (!isComplete(Object.keys(options), chosen)) return null;
  const key = choiceKey(options, chosen);
  return key in answers ? null : key;
}

export interface QuickViewForm {
  /** Add and quantity usable: a purchasable variation is shown (spec §4.12). */
  canAdd: boolean;
  /** Why add is unavailable, when the shopper must change something. */
  message: string;
  stock: 'in-stock' | 'out-of-stock' | null;
  price: string;
  image: { src: string; alt: string } | null;
  rules: SideCartRules;
  /** Sold individually: quantity fixed to 1, field hidden. */
  quantityHidden: boolean;
}

const ONE = sideCartQuantityRules({ min: 1 });

export function quickViewForm(product: QuickViewProduct, state: QuickViewChoice, quantity: number): QuickViewForm {
  if (state.kind !== 'found') {
    return {
      canAdd: false,
      message: state.kind === 'no-match' ? t('Sorry, no products matched your selection. Please choose a different combination.') : '',
      stock: null,
      price: product.priceText,
      image: product.image,
      rules: ONE,
      quantityHidden: false,
    };
  }
  const { variation, purchasable } = state;
  const field = variationQuantity(variation, quantity);
  const step = (variation as { step?: unknown }).step;
  return {
    canAdd: purchasable,
    message: purchasable ? '' : t('Sorry, this product is unavailable. Please choose a different combination.'),
    stock: variation.is_in_stock ? 'in-stock' : 'out-of-stock',
    price: variation.display_price === undefined ? product.priceText : formatPrice(variation.display_price),
    image: variation.image?.src ? { src: variation.image.src, alt: variation.image.alt || product.name } : product.image,
    rules: sideCartQuantityRules({ min: field.min, max: field.max, step: typeof step === 'number' ? step : null }),
    quantityHidden: field.hidden,
  };
}

/** The quantity once a variation is shown: clamped to its limits, as the product form does (spec §5.2). */
export function quantityFor(state: QuickViewChoice, quantity: number): number {
  return state.kind === 'found' ? variationQuantity(state.variation, quantity).value : quantity;
}
