/**
 * What the theme's search form says, read once from its server markup: the widget renders the same form (same
 * action, field name, hidden fields, words and classes), so the shopper sees no change when it takes over.
 */
export interface ServerForm {
  action: string;
  method: string;
  className: string;
  /** The landmark's own name, where the theme gives one (a header's search beside a page's). */
  ariaLabel: string;
  label: string;
  labelClassName: string;
  input: { id: string; name: string; className: string; placeholder: string; value: string };
  submit: { text: string; value: string; className: string };
  hidden: Array<{ name: string; value: string }>;
}

/** Null when the markup holds no `<form>` with a text field: the widget then leaves the theme's markup alone. */
export function readServerForm(markup: ParentNode | null): ServerForm | null {
  const form = markup?.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
  if (!form || !input) return null;
  const label = (input.id && form.querySelector(`label[for="${CSS.escape(input.id)}"]`)) || form.querySelector('label');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  return {
    action: form.getAttribute('action') ?? '',
    method: form.getAttribute('method') ?? 'get',
    className: form.getAttribute('class') ?? '',
    ariaLabel: form.getAttribute('aria-label') ?? '',
    label: label?.textContent?.trim() ?? '',
    labelClassName: label?.getAttribute('class') ?? '',
    input: {
      id: input.id,
      name: input.name || 's',
      className: input.getAttribute('class') ?? '',
      placeholder: input.getAttribute('placeholder') ?? '',
      value: input.value,
    },
    submit: { text: submit?.textContent?.trim() ?? '', value: submit?.getAttribute('value') ?? '', className: submit?.getAttribute('class') ?? '' },
    hidden: Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (field) => ({ name: field.name, value: field.value })),
  };
}

/** The results page the form would open for `term` (what « Voir tous les résultats » links to). */
export function resultsPageUrl(form: ServerForm, term: string, base: string = location.href): string {
  const url = new URL(form.action || base, base);
  url.search = '';
  url.searchParams.set(form.input.name, term);
  for (const field of form.hidden) url.searchParams.set(field.name, field.value);
  return url.href;
}
