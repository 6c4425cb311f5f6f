/**
 * Quantity rules for listings (§5.1), the product page (§5.2) and the side cart (§5.7).
 * Pure functions: the browser widgets and the demo store server must agree on them.
 */

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
  return Number(text.replace(',', '.'));
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
 * to [min_qty, max_qty] (`max_qty` null = unlimited). Apply it when the variation changes (as
 * WooCommerce does on `found_variation`), not on every keystroke: a value typed afterwards stays as
 * typed and the field's own min/max validation blocks the add (journey 9).
 */
export function productQuantity(raw: unknown, minQty: number, maxQty: number | null): number {
  const parsed = parseQuantity(raw);
  return parsed === null ? minQty : clampQuantity(parsed, minQty, maxQty);
}

/** The side cart field's limits, already sanitised (see {@link sideCartQuantityRules}). */
export interface SideCartRules {
  /** Positive; 1 when the field has no usable step. */
  step: number;
  /** 0 or more. */
  min: number;
  /** null = no upper bound; never below `min`. */
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
  return value >= rules.min && (rules.max === null || value <= rules.max);
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
 * Values beyond Number.MAX_SAFE_INTEGER are kept too: they cannot be rounded exactly and no cart holds them.
 */
export function sideCartQuantity(typed: string, rules: SideCartRules): SideCartDecision {
  const parsed = parseQuantity(typed);
  if (parsed === null || Math.abs(parsed) > Number.MAX_SAFE_INTEGER) return KEEP;
  if (!inRange(parsed, rules)) return KEEP;
  const value = Number.isInteger(rules.step) ? roundDown(parsed, rules.step) : parsed + 0; // "-0" → 0
  return inRange(value, rules) ? { kind: 'send', value } : KEEP;
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
