import type { Variation } from '@vitrine/contract';
import {
  answeredAvailability,
  choiceKey,
  isComplete,
  isPurchasable,
  optionAvailability,
  variationQuantity,
  variationState,
  type Answers,
  type Choice,
  type OptionState,
} from '@vitrine/product';

/**
 * The product form's rules (spec §4.4, §5.2), a thin layer over @vitrine/product: the form's state for a
 * choice, locally or from the server's answers; the add button's state and message; the quantity field.
 */

export interface ProductFormRules {
  /** Attribute field name → option values, in display order; empty for a product without variations. */
  options: Record<string, string[]>;
  /** The embedded variations; `false` when the form asks the server (§3.4); null without variations. */
  variations: Variation[] | false | null;
}

/** What the server said about complete choices, by `choiceKey` (server mode). */
export type VariationAnswers = ReadonlyMap<string, Variation | null>;

/** A lookup that failed for one choice, with the shopper's French message. */
export interface LookupFailure {
  key: string;
  message: string;
}

export type FormState =
  /** A product without variations: nothing to choose. */
  | { kind: 'simple' }
  | { kind: 'incomplete' }
  /** Server mode: the answer for this choice is on its way. */
  | { kind: 'looking-up' }
  | { kind: 'lookup-failed'; message: string }
  | { kind: 'no-match' }
  | { kind: 'found'; variation: Variation; purchasable: boolean };

/**
 * The form's state for `chosen`. Server mode reads only the answer for this exact choice, so a late answer
 * for an earlier choice can never be shown.
 */
export function formState(rules: ProductFormRules, chosen: Choice, answers: VariationAnswers, failure: LookupFailure | null): FormState {
  if (rules.variations === null) return { kind: 'simple' };
  if (rules.variations !== false) return variationState(rules.variations, rules.options, chosen);
  if (!isComplete(Object.keys(rules.options), chosen)) return { kind: 'incomplete' };
  const key = choiceKey(rules.options, chosen);
  const answer = answers.get(key);
  if (answer === undefined) return failure?.key === key ? { kind: 'lookup-failed', message: failure.message } : { kind: 'looking-up' };
  return answer ? { kind: 'found', variation: answer, purchasable: isPurchasable(answer) } : { kind: 'no-match' };
}

/** What each select offers (§4.4), from the variation list or, in server mode, from the answers so far. */
export function availability(rules: ProductFormRules, chosen: Choice, answers: VariationAnswers): Record<string, Record<string, OptionState>> {
  if (rules.variations === false) return answeredAvailability(rules.options, chosen, answers as Answers);
  return optionAvailability(rules.variations ?? [], rules.options, chosen);
}

export type AddButtonState = 'ready' | 'selection-needed' | 'unavailable';

/** §4.4: the add button's state; a blocked button is only classed, so it stays focusable and says why. */
export function addButtonState(state: FormState): AddButtonState {
  switch (state.kind) {
    case 'simple':
      return 'ready';
    case 'found':
      return state.purchasable ? 'ready' : 'unavailable';
    case 'lookup-failed':
      return 'unavailable';
    default:
      return 'selection-needed';
  }
}

/** WooCommerce's classes for each state, which themes and the express button read. */
export const ADD_BUTTON_CLASS: Record<AddButtonState, string> = {
  ready: '',
  'selection-needed': 'disabled wc-variation-selection-needed',
  unavailable: 'disabled wc-variation-is-unavailable',
};

/** §5.2: what a click on a blocked button says (keys of the French catalogue). */
export const BLOCKED_MESSAGE: Record<Exclude<AddButtonState, 'ready'>, string> = {
  'selection-needed': 'Please select some product options before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
};

/** §5.2: shown inline when no variation matches the choice. */
export const NO_MATCH_MESSAGE = 'Sorry, no products matched your selection. Please choose a different combination.';

/** The variation whose details the page shows, if any. */
export function shownVariation(state: FormState): Variation | null {
  return state.kind === 'found' ? state.variation : null;
}

/**
 * Identifies what the page shows, so that the events, the quantity rule and the detail swap run once per
 * change (and not again when the element is moved and remounts): '' when no variation is shown.
 */
export function shownKey(state: FormState): string {
  return state.kind === 'found' ? `${state.variation.variation_id}:${state.purchasable}` : '';
}

/** The quantity field's limits as printed for the product. */
export interface QuantityLimits {
  min: number;
  max: number | null;
  step: string;
  hidden: boolean;
}

/** A positive step the server sent with the variation (Min/Max Quantities' "group of"), else the product's. */
function variationStep(variation: Variation, fallback: string): string {
  const step = (variation as { step?: unknown }).step;
  return typeof step === 'number' && step > 0 ? String(step) : fallback;
}

/**
 * §4.4/§5.2: the quantity field while `variation` is shown (sold individually: 1 and hidden; otherwise its
 * min_qty/max_qty), or the product's own field when none is.
 */
export function quantityLimits(product: QuantityLimits, variation: Variation | null): QuantityLimits {
  if (!variation) return product;
  const field = variationQuantity(variation, 1);
  return { min: field.min, max: field.max, step: field.hidden ? '1' : variationStep(variation, product.step), hidden: field.hidden };
}

/** §5.2: the value the field takes when `variation` comes into view (typed values are kept until then). */
export function quantityOnShow(variation: Variation, typed: string): string {
  return String(variationQuantity(variation, typed).value);
}
