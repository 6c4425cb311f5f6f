import { useMemo } from 'react';
import { ServerMarkup, type WidgetProps } from '@vitrine/core';
import { ProductForm } from './ProductForm.tsx';
import { readProductForm } from './server-form.ts';

/**
 * `fk-variation-form`: wraps the product page's `form.cart` (variable or not) and renders it again as the
 * product form. Without a form inside, the server's markup stays as it was.
 */
export function VariationForm({ serverMarkup }: WidgetProps) {
  const markup = useMemo(() => (serverMarkup ? readProductForm(serverMarkup) : null), [serverMarkup]);
  const asPrinted = useMemo(() => (serverMarkup ? [serverMarkup] : []), [serverMarkup]);
  return markup ? <ProductForm markup={markup} /> : <ServerMarkup markup={asPrinted} />;
}
