import { parseProductVariations, type Variation } from '@vitrine/contract';
import { markupToFragment } from '@vitrine/core';
import type { PickerAttribute } from '@vitrine/ui/variation-picker';

/**
 * `fkcart_quick_view` answers with FunnelKit Cart's quick view panel (its `cart/quick-view/content` template):
 * the image (`img.fkcart-image`), the name (`.fkcart-item-title`), the price (`.fkcart-item-price`), the product's
 * variation form (`form.variations_form` with `data-product_variations`, one `select[name^=attribute_]` per
 * attribute, options marked `selected` for a cart line) and its quantity (`input[name=quantity]`). It is read here
 * as data and drawn by React (VariationPicker): none of it is inserted into the page, and its scripts and images
 * stay inert in the template it is parsed into. A theme that prints the product page's own summary instead
 * (`.product_title`, `p.price`, the gallery's image) is read too.
 */
export interface QuickViewProduct {
  productId: number;
  name: string;
  /** The product's own price text (a range for a variable product), shown until a variation is chosen. */
  priceText: string;
  image: { src: string; alt: string } | null;
  attributes: PickerAttribute[];
  /** null when the shop left the list out (more than 30 variations): each complete choice is asked for. */
  variations: Variation[] | null;
  /** What the form arrives with: the shop's default attributes, or a cart line's own choice and quantity. */
  chosen: Record<string, string>;
  quantity: number;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function readAttribute(select: HTMLSelectElement, root: ParentNode): PickerAttribute {
  const label = (select.id && root.querySelector(`label[for="${CSS.escape(select.id)}"]`)) || select.closest('tr')?.querySelector('th');
  const options = Array.from(select.options);
  const placeholder = options.find((o) => o.value === '');
  return {
    name: select.name,
    label: text(label) || select.name.replace(/^attribute_(pa_)?/, ''),
    options: options.filter((o) => o.value !== '').map((o) => ({ value: o.value, label: text(o) || o.value })),
    ...(placeholder && text(placeholder) ? { placeholder: text(placeholder) } : {}),
  };
}

/** The quick view's product, or null when the markup holds no usable variation form. */
export function parseQuickView(markup: string): QuickViewProduct | null {
  const root = markupToFragment(markup);
  const form = root.querySelector<HTMLFormElement>('form.variations_form');
  const productId = Number(form?.dataset.product_id);
  if (!form || !Number.isInteger(productId) || productId <= 0) return null;
  // Left out or unreadable: each complete choice is asked for instead (get_variation).
  const variations = parseProductVariations(form.getAttribute('data-product_variations')) || null;
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]'));
  if (!selects.length) return null;
  const quantity = Number(form.querySelector<HTMLInputElement>('input[name="quantity"]')?.value);
  const img = root.querySelector<HTMLImageElement>('img.fkcart-image, .woocommerce-product-gallery__image img, img.wp-post-image');
  return {
    productId,
    name: text(root.querySelector('.fkcart-item-title, .product_title')),
    priceText: text(root.querySelector('.fkcart-item-price, .summary .price, p.price')),
    image: img?.getAttribute('src') ? { src: img.getAttribute('src')!, alt: img.getAttribute('alt') ?? '' } : null,
    attributes: selects.map((select) => readAttribute(select, root)),
    variations,
    // The options the shop marked `selected`: read from the markup, not from a form that never rendered.
    chosen: Object.fromEntries(selects.map((select) => [select.name, select.querySelector<HTMLOptionElement>('option[selected]')?.value ?? ''])),
    quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
  };
}
