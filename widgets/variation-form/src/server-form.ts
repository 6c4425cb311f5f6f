import { parseProductVariations, type FormFields, type Variation } from '@vitrine/contract';
import type { PickerAttribute } from '@vitrine/ui/variation-picker';

/**
 * Reads the product form WooCommerce printed (`form.cart`, `form.variations_form`) into data the widget renders
 * again: the same fields, names and classes, so the post, the theme's styles and other plugins keep working.
 */

/** The quantity field as printed (`div.quantity > input.qty`). */
export interface QuantityMarkup {
  id: string;
  name: string;
  className: string;
  value: string;
  min: number;
  /** null = no upper limit (WooCommerce prints max=""). */
  max: number | null;
  step: string;
  /** A quantity fixed by the server (sold individually, min = max) is printed as a hidden input. */
  hidden: boolean;
  /** The visually hidden label's text. */
  label: string;
  ariaLabel: string;
}

export interface ProductFormMarkup {
  action: string;
  method: string;
  enctype: string;
  className: string;
  productId: number;
  productName: string;
  /** null: a product without variations (a simple product's `form.cart`). */
  variations: Variation[] | false | null;
  customData: FormFields | undefined;
  attributes: PickerAttribute[];
  /** The options the server marked selected (default attributes, or a choice in the URL). */
  initial: Record<string, string>;
  quantity: QuantityMarkup | null;
  button: { label: string; className: string; name: string; value: string };
  /** Hidden fields other than variation_id, which the widget keeps right itself. */
  hidden: Array<[name: string, value: string]>;
  resetLabel: string | undefined;
  /** Any other field the server printed (product add-ons `addon-*`), kept as printed. */
  extras: Node[];
}

const STATE_CLASSES = /\b(disabled|wc-variation-selection-needed|wc-variation-is-unavailable|loading|added)\b/g;

const KNOWN = 'table.variations, .single_variation_wrap, .reset_variations_alert, .quantity, .single_add_to_cart_button, input[type="hidden"]';

function numberOr<T>(text: string | null | undefined, fallback: T): number | T {
  if (text === null || text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) ? n : fallback;
}

function readAttributes(form: Element): { attributes: PickerAttribute[]; initial: Record<string, string> } {
  const attributes: PickerAttribute[] = [];
  const initial: Record<string, string> = {};
  for (const select of form.querySelectorAll<HTMLSelectElement>('table.variations select')) {
    const name = select.dataset.attribute_name || select.name;
    const label = form.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim() ?? name;
    const options = Array.from(select.options);
    const placeholder = options.find((o) => o.value === '')?.textContent?.trim();
    attributes.push({
      name,
      label,
      options: options.filter((o) => o.value !== '').map((o) => ({ value: o.value, label: o.textContent?.trim() ?? o.value })),
      ...(placeholder ? { placeholder } : {}),
    });
    initial[name] = options.find((o) => o.hasAttribute('selected'))?.value ?? '';
  }
  return { attributes, initial };
}

function readQuantity(form: Element): QuantityMarkup | null {
  const input = form.querySelector<HTMLInputElement>('.quantity input[name], input.qty');
  if (!input) return null;
  const wrapper = input.closest('.quantity');
  return {
    id: input.id,
    name: input.name || 'quantity',
    className: input.className,
    value: input.getAttribute('value') ?? '1',
    min: numberOr(input.getAttribute('min'), 1),
    max: numberOr(input.getAttribute('max'), null),
    step: input.getAttribute('step') || '1',
    hidden: input.type === 'hidden',
    label: wrapper?.querySelector('label')?.textContent?.trim() ?? '',
    ariaLabel: input.getAttribute('aria-label') ?? '',
  };
}

function readCustomData(form: HTMLElement): FormFields | undefined {
  const raw = form.dataset.custom_data;
  if (!raw) return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as FormFields) : undefined;
  } catch {
    return undefined;
  }
}

/** Fields the widget does not render itself, from the form and its add-to-cart row, in document order. */
function readExtras(form: Element): Node[] {
  const rows = [form, form.querySelector('.woocommerce-variation-add-to-cart')].filter((el): el is Element => el !== null);
  return rows.flatMap((row) =>
    Array.from(row.children)
      .filter((child) => !child.matches(KNOWN) && !child.matches('.woocommerce-variation-add-to-cart'))
      .map((child) => child.cloneNode(true)),
  );
}

/** The product form inside the captured markup, or null when there is none (the widget then shows the markup as is). */
export function readProductForm(markup: DocumentFragment, page: Document = document): ProductFormMarkup | null {
  const form = markup.querySelector<HTMLFormElement>('form.cart, form.variations_form');
  if (!form) return null;
  const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
  const hiddenInputs = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).filter(
    (input) => input.name && input.name !== 'variation_id' && !input.closest('.quantity'),
  );
  const productId = numberOr(form.dataset.product_id ?? form.querySelector<HTMLInputElement>('[name="add-to-cart"]')?.value ?? button?.value, 0);
  const isVariable = form.classList.contains('variations_form');
  const { attributes, initial } = readAttributes(form);
  return {
    action: form.getAttribute('action') ?? '',
    method: form.getAttribute('method') ?? 'post',
    enctype: form.getAttribute('enctype') ?? 'multipart/form-data',
    className: form.className,
    productId,
    productName: page.querySelector(`#product-${productId} .product_title, .product_title`)?.textContent?.trim() ?? '',
    variations: isVariable ? parseProductVariations(form.dataset.product_variations) : null,
    customData: readCustomData(form),
    attributes,
    initial,
    quantity: readQuantity(form),
    button: {
      label: button?.textContent?.trim() ?? '',
      // WooCommerce prints the variable product's button already disabled; the widget sets its own state.
      className: (button?.className ?? 'single_add_to_cart_button button alt').replace(STATE_CLASSES, '').replace(/\s+/g, ' ').trim(),
      name: button?.name ?? '',
      value: button?.value ?? '',
    },
    hidden: hiddenInputs.map((input) => [input.name, input.value]),
    resetLabel: form.querySelector('.reset_variations')?.textContent?.trim() || undefined,
    extras: readExtras(form),
  };
}
