// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vitrine/core/testing';
import './forms.ts';

const FORM = `<fk-quote-form><form method="post" action="/devis/">
  <p class="form-row"><label for="ct">Type de client</label>
    <select id="ct" name="client_type" required><option value="">Choisir</option><option value="1">Entreprise</option>
    <option value="2">Institution</option><option value="3">Particulier</option></select></p>
  <p class="form-row"><label for="pn">Numéro de produit</label><input id="pn" name="product_number" required></p>
  <p class="form-row"><label for="bu">Budget</label><input id="bu" name="budget" required></p>
  <p class="form-row"><label for="nm">Nom</label><input id="nm" name="name" value="Léa" required></p>
</form></fk-quote-form>`;

const form = () => document.querySelector('form')!;
const row = (name: string) => form().querySelector(`[name="${name}"]`)!.closest('p')!;
function choose(value: string): void {
  const select = form().querySelector('select')!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<fk-quote-form> (spec §2.13, §5.4)', () => {
  it('hides, disables and leaves out product_number and budget until client type 1 or 2', async () => {
    await mount(FORM, 'fk-quote-form');
    expect(row('product_number').hidden).toBe(true);
    expect(row('budget').hidden).toBe(true);
    expect(row('name').hidden).toBe(false);
    form().querySelector<HTMLInputElement>('[name="product_number"]')!.value = 'A-1';
    expect(Array.from(new FormData(form()).keys())).toEqual(['client_type', 'name']);

    for (const type of ['1', '2']) {
      choose(type);
      expect(row('product_number').hidden).toBe(false);
      expect(row('budget').hidden).toBe(false);
      expect(Array.from(new FormData(form()).keys())).toEqual(['client_type', 'product_number', 'budget', 'name']);
    }
    choose('3');
    expect(row('budget').hidden).toBe(true);
    expect(form().querySelector<HTMLInputElement>('[name="budget"]')!.disabled).toBe(true);
  });

  it('reads radio buttons and Elementor’s form_fields[…] names too', async () => {
    await mount(
      `<fk-quote-form><form>
        <label><input type="radio" name="form_fields[client_type]" value="1">Entreprise</label>
        <label><input type="radio" name="form_fields[client_type]" value="3" checked>Particulier</label>
        <div class="elementor-field-group"><input name="form_fields[budget]"></div></form></fk-quote-form>`,
      'fk-quote-form',
    );
    const group = document.querySelector<HTMLElement>('.elementor-field-group')!;
    expect(group.hidden).toBe(true);
    const business = document.querySelector<HTMLInputElement>('input[value="1"]')!;
    business.checked = true;
    business.dispatchEvent(new Event('change', { bubbles: true }));
    expect(group.hidden).toBe(false);
  });
});
