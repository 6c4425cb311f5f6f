/**
 * Quantity rules for listings (§5.1), the product page (§5.2) and the side cart (§5.7).
 * Pure functions: the browser widgets and the demo store server must agree on them.
 */

/**
 * The most one cart line may hold, whatever the product allows: WooCommerce's Store API caps a line at 9999
 * (`QuantityLimits`). A plain decimal check lets « 1 » and 308 zeros through (1e308, finite and whole), and a cart
 * holding it showed « 1e+308 » in its cookies and an infinite total; 9999 × any price keeps totals exact in centimes.
 */
export const MAX_QUANTITY = 9999;

/** The upper bound of a line: the product's own max (null = none) when it is lower than {@link MAX_QUANTITY}. */
export function quantityCeiling(max: number | null): number {
  return max === null ? MAX_QUANTITY : Math.min(max, MAX_QUANTITY);
}

/** Plain decimals only; a comma is accepted as the decimal mark because the shop is French ("2,5"). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a quantity typed in a field or sent by the server: a finite number or a decimal string.
 * Everything else ('', 'abc', '3abc', '0x10', '1e3', NaN, Infinity, null, objects) is null, because
 * the original code's `parseFloat` let "abc" through as `NaN` and "3abc" as 3.
 */
export function parseQuantity(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  // Enough digits read as Infinity: that is no quantity.
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * Puts `value` in [min, max] (`max` null = no upper bound). When max < min, min wins, as in
 * WooCommerce's variation form (it applies max first, then min). NaN becomes min so no caller
 * ever carries NaN forward.
 */
export function clampQuantity(value: number, min: number, max: number | null): number {
  if (Number.isNaN(value)) return min;
  const capped = max === null ? value : Math.min(max, value);
  return Math.max(min, capped);
}

/**
 * §5.1: a listing quantity input below its `min` attribute is raised to min, when min is 0 or more.
 * Returns the new field value, or null when the field should be left alone: min missing, non-numeric
 * or negative, value non-numeric (the shopper may still be typing), or value already ≥ min.
 */
export function listingQuantityFloor(value: string, min: string | null): string | null {
  const floor = parseQuantity(min);
  if (floor === null || floor < 0) return null;
  const current = parseQuantity(value);
  if (current === null || current >= floor) return null;
  return String(floor);
}

/**
 * §5.2: the product page quantity when a variation is shown. Non-numeric → min_qty; otherwise clamped
 * to [min_qty, max_qty] (`max_qty` null = none of its own; {@link MAX_QUANTITY} either way). Apply it when the variation changes (as
 * WooCommerce does on `found_variation`), not on every keystroke: a value typed afterwards stays as
 * typed and the field's own min/max validation blocks the add (journey 9).
 */
export function productQuantity(raw: unknown, minQty: number, maxQty: number | null): number {
  const parsed = parseQuantity(raw);
  return parsed === null ? minQty : clampQuantity(parsed, minQty, quantityCeiling(maxQty));
}

/** The side cart field's limits, already sanitised (see {@link sideCartQuantityRules}). */
export interface SideCartRules {
  /** Positive; 1 when the field has no usable step. */
  step: number;
  /** 0 or more. */
  min: number;
  /** null = none of its own ({@link MAX_QUANTITY} still applies); never below `min`. */
  max: number | null;
}

/** The field's raw `step`/`min`/`max` attributes (strings from the DOM, numbers from the server). */
export interface SideCartRulesInput {
  step?: string | number | null;
  min?: string | number | null;
  max?: string | number | null;
}

/**
 * §5.7 limits from the field's attributes: step = a positive step else 1 ("any", '', 0, -2 → 1);
 * min = a value ≥ 0 else 0. max is optional: like FunnelKit's server side (`get_min_max_step`),
 * a max of 0 or less (WooCommerce's -1 = unlimited) means none, and a max below min is raised to min.
 */
export function sideCartQuantityRules(input: SideCartRulesInput): SideCartRules {
  const step = parseQuantity(input.step);
  const min = parseQuantity(input.min);
  const max = parseQuantity(input.max);
  const safeMin = min !== null && min >= 0 ? min : 0;
  return {
    step: step !== null && step > 0 ? step : 1,
    min: safeMin,
    max: max !== null && max > 0 ? Math.max(max, safeMin) : null,
  };
}

/** The largest multiple of a whole `step` not above `value` (`value` ≥ 0 and safe). */
function roundDown(value: number, step: number): number {
  const multiple = Math.floor(value / step) * step + 0;
  // The division can round up to the next whole number when value sits just below a multiple.
  return multiple > value ? multiple - step : multiple;
}

/** What to do with a value typed in a side cart quantity field. */
export type SideCartDecision = { kind: 'send'; value: number } | { kind: 'keep' };

const KEEP: SideCartDecision = { kind: 'keep' };

function inRange(value: number, rules: SideCartRules): boolean {
  return value >= rules.min && value <= quantityCeiling(rules.max);
}

/**
 * §5.7, a value typed in the side cart. 'keep' = leave the field as typed and send nothing.
 * 1. Not a number ('', 'abc', NaN, Infinity) → keep: the original sent `quantity=NaN`, and an empty
 *    field must never empty the cart.
 * 2. Below min or above max → keep.
 * 3. Whole-number step: round DOWN to a multiple of the step counted from 0 (k × step, the literal
 *    "multiple of step" of §5.7), not from min as an HTML number input would. The two agree whenever
 *    min is itself a multiple of step (min 4 step 2: both allow 4, 6, 8); otherwise (min 3 step 2) a
 *    typed 3 rounds to 2 and is kept. Non-whole steps (0.5) are not rounded.
 * 4. Out of range after rounding → keep.
 * Values above {@link MAX_QUANTITY} are kept too: no cart line holds them.
 */
export function sideCartQuantity(typed: string, rules: SideCartRules): SideCartDecision {
  const parsed = parseQuantity(typed);
  if (parsed === null || !inRange(parsed, rules)) return KEEP;
  const value = Number.isInteger(rules.step) ? roundDown(parsed, rules.step) : parsed + 0; // "-0" → 0
  return inRange(value, rules) ? { kind: 'send', value } : KEEP;
}

/** Why {@link sideCartQuantity} keeps a typed value, for the words the shopper reads. */
export type SideCartRefusal = { kind: 'invalid' } | { kind: 'above'; max: number } | { kind: 'below'; min: number };

/** null when the typed value is sent; else the reason it is kept (a value rounding below min is `below`). */
export function sideCartRefusal(typed: string, rules: SideCartRules): SideCartRefusal | null {
  if (sideCartQuantity(typed, rules).kind === 'send') return null;
  const parsed = parseQuantity(typed);
  if (parsed === null) return { kind: 'invalid' };
  const max = quantityCeiling(rules.max);
  return parsed > max ? { kind: 'above', max } : { kind: 'below', min: rules.min };
}

/** Decimal places of a finite number, so that 0.1 + 0.2 steps land on 0.3 and not 0.30000000000000004. */
function decimals(n: number): number {
  const [, fraction = '', exponent = '0'] = /^-?\d*(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(n)) ?? [];
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * §5.7 +/− buttons: `current` moved by one step. null when the result would leave [min, max]
 * ("decrementing below min and incrementing above max do nothing"), so the widget can also disable
 * the button (journey 21: − disabled at the minimum), or when `current` is not a finite number.
 * A current value already outside the range (the server changed the limits) can only be retyped.
 */
export function stepQuantity(current: number, direction: 1 | -1, rules: SideCartRules): number | null {
  if (!Number.isFinite(current)) return null;
  const places = Math.min(10, Math.max(decimals(current), decimals(rules.step)));
  const next = Number((current + direction * rules.step).toFixed(places)) + 0;
  return inRange(next, rules) ? next : null;
}
