import type { FormFields } from '@vitrine/contract';

/**
 * The listing button's rules (spec §2.3, §4.1, §5.1, §7.1), free of DOM so they can be tested alone.
 */

/** Only a button that names its product goes through AJAX; any other follows its link (spec §5.1). */
export function canAddByAjax(dataset: Record<string, string | undefined>): boolean {
  return Boolean(dataset.product_id && /^\d+$/.test(dataset.product_id));
}

/**
 * The request body: every data-* value of the button, as WooCommerce sends them; a quantity typed in the
 * listing's own field wins over the button's default.
 */
export function addToCartBody(dataset: Record<string, string | undefined>, typedQuantity?: string): FormFields {
  const body: FormFields = {};
  for (const [key, value] of Object.entries(dataset)) if (value !== undefined) body[key] = value;
  if (typedQuantity !== undefined && /^\d+(\.\d+)?$/.test(typedQuantity.trim())) body.quantity = typedQuantity.trim();
  return body;
}

/** The side cart's quantity cookie: a non-negative whole number, or nothing. */
export function parseCountCookie(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
