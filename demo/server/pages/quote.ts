import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html, type Html } from '../http/html.ts';
import type { Notice } from '../session/notices.ts';
import { renderPage } from './layout.ts';

export const QUOTE_URL = '/devis/';

/** The client_type choice: options 1 and 2 also ask for a product number and a budget (spec §3.6). */
export const CLIENT_TYPES: Array<[string, string]> = [
  ['1', 'Entreprise'],
  ['2', 'Association ou institution'],
  ['3', 'Particulier'],
];

export interface QuoteFormState {
  values?: Record<string, string>;
  invalid?: string[];
  errors?: Notice[];
}

interface RowOptions {
  required?: boolean;
  /** A hint under the field, tied to it with aria-describedby. */
  note?: string;
}

function row(name: string, label: string, control: Html, invalid: Set<string>, options: RowOptions = {}): Html {
  return html`<p class="form-row${invalid.has(name) ? ' woocommerce-invalid' : ''}" id="quote_${name}_field"><label for="quote_${name}">${label}${
    options.required ? html` <abbr class="required" title="obligatoire">*</abbr>` : ''
  }</label>${control}${options.note ? html`<span class="description" id="quote_${name}_note">${options.note}</span>` : ''}</p>`;
}

/** The form itself, `fk-quote-form` around it; the demo's quote popup prints it too (pages/selection.ts). */
export function quoteForm(form: QuoteFormState = {}): Html {
  const values = form.values ?? {};
  const invalid = new Set(form.invalid ?? []);
  const aria = (name: string) => (invalid.has(name) ? html` aria-invalid="true"` : '');
  const input = (name: string, type: string, autocomplete: string, described = false) =>
    html`<input type="${type}" class="input-text" name="${name}" id="quote_${name}" value="${values[name] ?? ''}" autocomplete="${autocomplete}" required${
      described ? html` aria-describedby="quote_${name}_note"` : ''
    }${aria(name)}>`;
  return html`<fk-quote-form><form class="fk-quote" method="post" action="${QUOTE_URL}">
${row(
  'client_type',
  'Type de client',
  html`<select name="client_type" id="quote_client_type" required${aria('client_type')}><option value="">Choisissez…</option>${CLIENT_TYPES.map(
    ([value, label]) => html`<option value="${value}"${values.client_type === value ? html` selected` : ''}>${label}</option>`,
  )}</select>`,
  invalid,
  { required: true },
)}
${row('product_number', 'Numéro de produit', input('product_number', 'text', 'off', true), invalid, {
  required: true,
  note: 'La référence indiquée sur la fiche du produit.',
})}
${row('budget', 'Budget (CHF)', input('budget', 'text', 'off'), invalid, { required: true })}
${row('name', 'Nom', input('name', 'text', 'name'), invalid, { required: true })}
${row('email', 'Adresse e-mail', input('email', 'email', 'email'), invalid, { required: true })}
${row('message', 'Message', html`<textarea name="message" id="quote_message" class="input-text" rows="5"${aria('message')}>${values.message ?? ''}</textarea>`, invalid)}
<p><button type="submit" class="button">Envoyer la demande</button></p>
</form></fk-quote-form>`;
}

/**
 * `/devis/`: the contact / quote form (spec §2.13) as a plain form posting to itself, wrapped in `fk-quote-form`.
 * Without JavaScript every field shows; the server applies the client-type rule either way (routes/site.ts).
 */
export function quotePage(c: Context<AppEnv>, form: QuoteFormState = {}): Response {
  const main = html`<h1 class="page-title">Demande de devis</h1>
<p class="lead">Entreprises, associations et particuliers : dites-nous ce qu’il vous faut, nous répondons sous deux jours ouvrables.</p>
${quoteForm(form)}`;
  return renderPage(c, {
    title: 'Demande de devis',
    nav: 'quote',
    main,
    status: form.errors ? 422 : 200,
    ...(form.errors ? { notices: form.errors } : {}),
  });
}
