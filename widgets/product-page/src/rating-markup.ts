/**
 * Reads the review form's rating field WooCommerce printed (`p.comment-form-rating`: a label and a
 * `select#rating`): the label's words, and whether the field is marked required.
 */
export interface RatingMarkup {
  name: string;
  /** The label without its « * » marker. */
  label: string;
  /** The label carries WooCommerce's `span.required` marker (or the select is required). */
  marked: boolean;
}

export function readRating(markup: DocumentFragment): RatingMarkup | null {
  const select = markup.querySelector<HTMLSelectElement>('select[name="rating"], select#rating');
  if (!select) return null;
  const label = (select.id && markup.querySelector(`label[for="${CSS.escape(select.id)}"]`)) || null;
  const words = label?.cloneNode(true) as HTMLElement | undefined;
  const marker = words?.querySelector('.required');
  marker?.remove();
  return {
    name: select.name || 'rating',
    label: words?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    marked: Boolean(marker) || select.required,
  };
}
