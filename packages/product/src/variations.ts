/**
 * Variation form rules (§4.4, §5.2): matching a choice to a variation, which options each select still
 * offers, and the form's state. Structural types only, so the contract package stays out of here.
 */
import { productQuantity } from './quantity.ts';

/** The fields of a WooCommerce variation (§3.3) these rules read. */
export interface VariationLike {
  variation_id: number;
  /** attribute name → value; '' means "any value". */
  attributes: Record<string, string>;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_sold_individually?: 'yes' | 'no';
  min_qty?: number | null;
  max_qty?: number | null;
}

/** The shopper's selection: attribute name (e.g. `attribute_pa_taille`) → value, '' = not chosen. */
export type Choice = Record<string, string>;

export type OptionState = 'available' | 'disabled';

/**
 * A record's own value for `key`, '' when absent. `Object.hasOwn` keeps names such as
 * "constructor" from reading Object.prototype.
 */
export function valueOf(record: Record<string, string>, key: string): string {
  return Object.hasOwn(record, key) ? (record[key] ?? '') : '';
}

/** A record without a prototype, so that option values like "__proto__" are stored as plain keys. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * §5.2: true unless some attribute has different non-empty values on the two sides. '' on either side
 * matches anything; a name missing from either side counts as ''.
 */
export function attributesMatch(variationAttrs: Record<string, string>, chosen: Choice): boolean {
  return Object.keys(variationAttrs).every((name) => {
    const fixed = valueOf(variationAttrs, name);
    const picked = valueOf(chosen, name);
    return fixed === '' || picked === '' || fixed === picked;
  });
}

/** Every variation compatible with `chosen`, in list order. */
export function findMatchingVariations<V extends VariationLike>(variations: readonly V[], chosen: Choice): V[] {
  return variations.filter((v) => attributesMatch(v.attributes, chosen));
}

/** The first variation, in list order, compatible with `chosen` (WooCommerce's rule). */
export function matchVariation<V extends VariationLike>(variations: readonly V[], chosen: Choice): V | undefined {
  return variations.find((v) => attributesMatch(v.attributes, chosen));
}

/** True when every attribute has a non-empty choice. */
export function isComplete(attributeNames: readonly string[], chosen: Choice): boolean {
  return attributeNames.every((name) => valueOf(chosen, name) !== '');
}

/** §4.4: add-to-cart is enabled only for a purchasable, in-stock, visible variation. */
export function isPurchasable(v: VariationLike): boolean {
  return v.is_purchasable && v.is_in_stock && v.variation_is_visible;
}

/** 'available' beats 'disabled': one active variation is enough to enable an option. */
function merge(a: OptionState | undefined, b: OptionState | undefined): OptionState | undefined {
  return a === 'available' || b === 'available' ? 'available' : (a ?? b);
}

/**
 * What each select offers, following WooCommerce's `update_attributes` (§4.4).
 *
 * For each attribute A of `options` (A → every option value, in display order):
 * - the compatible variations are the VISIBLE ones matching the current choice with A itself ignored
 *   (A's constraints come from the other attributes only, so a chosen value never hides its siblings);
 * - a compatible variation offers its own value of A, or every option of A when its value is '' (any)
 *   or missing;
 * - an option offered by at least one compatible ACTIVE variation is 'available'; offered only by
 *   inactive ones, 'disabled' (shown greyed); offered by none, absent from the result (hidden).
 * Invisible variations (`variation_is_visible === false`, e.g. no price) offer nothing, as in
 * WooCommerce where they are left out of the variation list by default.
 *
 * The result has one entry per attribute of `options`, holding only the options that stay; '' (a
 * placeholder) is never an option. Values a variation uses but `options` does not list are ignored.
 * Keys are inserted in the given order, but JavaScript lists integer-like keys ("38", "40") first:
 * to render, walk `options[A]` and look each value up here.
 */
export function optionAvailability(
  variations: readonly VariationLike[],
  options: Record<string, readonly string[]>,
  chosen: Choice,
): Record<string, Record<string, OptionState>> {
  const visible = variations.filter((v) => v.variation_is_visible);
  const result = emptyRecord<Record<string, OptionState>>();
  for (const [name, values] of Object.entries(options)) {
    const others: Choice = { ...chosen, [name]: '' };
    let anyValue: OptionState | undefined; // offered by variations with '' for this attribute
    const byValue = new Map<string, OptionState>();
    for (const v of visible) {
      if (!attributesMatch(v.attributes, others)) continue;
      const state: OptionState = v.variation_is_active ? 'available' : 'disabled';
      const own = valueOf(v.attributes, name);
      if (own === '') anyValue = merge(anyValue, state);
      else byValue.set(own, merge(byValue.get(own), state) ?? state);
    }
    const offered = emptyRecord<OptionState>();
    for (const value of values) {
      const state = value === '' ? undefined : merge(anyValue, byValue.get(value));
      if (state) offered[value] = state;
    }
    result[name] = offered;
  }
  return result;
}

/** §4.4 form state for the current choice. */
export type VariationState<V extends VariationLike = VariationLike> =
  | { kind: 'incomplete' }
  | { kind: 'no-match' }
  | { kind: 'found'; variation: V; purchasable: boolean };

/**
 * The §4.4 state machine as one function of the choice (no memory, so a late answer can never leave a
 * stale variation behind):
 * - some attribute of `options` not chosen → 'incomplete' (add disabled, "select some options");
 * - no variation matches → 'no-match' (the form resets and shows the no-match message);
 * - otherwise 'found', `purchasable` per {@link isPurchasable} (false → "unavailable" state).
 * The first VISIBLE match in list order wins; an invisible one is returned only when nothing visible
 * matches. This way a variation list that still contains invisible variations (a shop that disabled
 * `woocommerce_hide_invisible_variations`) behaves like WooCommerce's default list: an unpriced
 * couleur-only variation listed first cannot shadow the priced "taille S, any couleur" one.
 */
export function variationState<V extends VariationLike>(
  variations: readonly V[],
  options: Record<string, readonly string[]>,
  chosen: Choice,
): VariationState<V> {
  if (!isComplete(Object.keys(options), chosen)) return { kind: 'incomplete' };
  const variation =
    matchVariation(
      variations.filter((v) => v.variation_is_visible),
      chosen,
    ) ?? matchVariation(variations, chosen);
  if (!variation) return { kind: 'no-match' };
  return { kind: 'found', variation, purchasable: isPurchasable(variation) };
}

/** The product page quantity field for a shown variation. */
export interface QuantityField {
  value: number;
  min: number;
  /** null = no upper bound. */
  max: number | null;
  /** Sold individually: the field is hidden and the quantity fixed to 1. */
  hidden: boolean;
}

/**
 * §4.4/§5.2 quantity when `variation` is shown, from the field's current raw value: sold individually →
 * 1 and hidden; otherwise {@link productQuantity} with the variation's min_qty (default 1, as
 * WooCommerce) and max_qty (null = unlimited).
 */
export function variationQuantity(variation: VariationLike, raw: unknown): QuantityField {
  if (variation.is_sold_individually === 'yes') return { value: 1, min: 1, max: 1, hidden: true };
  const min = variation.min_qty ?? 1;
  const max = variation.max_qty ?? null;
  return { value: productQuantity(raw, min, max), min, max, hidden: false };
}
