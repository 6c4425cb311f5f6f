import { useEffect } from 'react';
import { QUOTE_DETAIL_FIELDS, quoteDetailsShown } from '@vitrine/contract';
import type { WidgetProps } from '@vitrine/core';
import { fieldKey } from './quote-form-model.ts';

/**
 * `fk-quote-form`: the contact / quote form the server renders (spec §2.13, §3.6, §5.4). `product_number` and
 * `budget` show only for client types 1 and 2. A hidden field is also disabled: the browser then neither submits
 * nor validates it, so its `required` applies only while it is shown. The server applies the same rule
 * (`QuoteRequest` in the contract). Without JavaScript every field shows and the server still decides.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controls(form: HTMLFormElement, key: string): Control[] {
  return Array.from(form.elements).filter((el): el is Control => 'name' in el && typeof el.name === 'string' && fieldKey(el.name) === key);
}

/** A select's value, or the checked radio's. */
function clientType(form: HTMLFormElement): string {
  const choice = controls(form, 'client_type').find((el) => !(el instanceof HTMLInputElement) || el.checked);
  return choice?.value ?? '';
}

/** The field's row (its label comes along), else the control and its own label. */
function rowsOf(form: HTMLFormElement, control: Control): HTMLElement[] {
  const row = control.closest<HTMLElement>('.form-row, .elementor-field-group, p');
  if (row && form.contains(row)) return [row];
  return [control, ...Array.from(control.labels ?? [])];
}

function applyClientType(form: HTMLFormElement): void {
  const shown = quoteDetailsShown(clientType(form));
  for (const key of QUOTE_DETAIL_FIELDS) {
    for (const control of controls(form, key)) {
      control.disabled = !shown;
      for (const row of rowsOf(form, control)) row.hidden = !shown;
    }
  }
}

export function QuoteForm({ host }: WidgetProps) {
  useEffect(() => {
    const form = host.querySelector('form');
    if (!form) return;
    applyClientType(form);
    const onChange = (event: Event): void => {
      const target = event.target as Partial<Control> | null;
      if (typeof target?.name === 'string' && fieldKey(target.name) === 'client_type') applyClientType(form);
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [host]);
  return null;
}
