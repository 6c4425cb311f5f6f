// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { VariationPicker, type PickerAttribute } from './VariationPicker.tsx';
import { click, render } from './testing.tsx';

const ATTRIBUTES: PickerAttribute[] = [
  {
    name: 'attribute_pa_taille',
    label: 'Taille',
    options: [
      { value: 's', label: 'S' },
      { value: 'm', label: 'M' },
      { value: 'xl', label: 'XL' },
    ],
  },
  {
    name: 'attribute_pa_couleur',
    label: 'Couleur',
    options: [
      { value: 'gris', label: 'Gris' },
      { value: 'bleu', label: 'Bleu' },
    ],
  },
];
const ALL = {
  attribute_pa_taille: { s: 'available', m: 'available', xl: 'available' },
  attribute_pa_couleur: { gris: 'available', bleu: 'available' },
} as const;

function picker(chosen: Record<string, string>, availability: Record<string, Record<string, 'available' | 'disabled'>> = ALL) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  const view = render(
    <VariationPicker attributes={ATTRIBUTES} chosen={chosen} availability={availability} onChange={onChange} onReset={onReset} idPrefix="qv-" />,
  );
  const select = (name: string) => view.container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  const options = (name: string) => Array.from(select(name).options).map((o) => `${o.textContent}${o.disabled ? ' (disabled)' : ''}`);
  const reset = view.container.querySelector<HTMLAnchorElement>('a.reset_variations')!;
  return { view, select, options, reset, onChange, onReset };
}

describe('VariationPicker', () => {
  it('renders one labelled select per attribute with term names, in WooCommerce’s markup', () => {
    const { view, select, options } = picker({ attribute_pa_taille: '', attribute_pa_couleur: '' });
    expect(view.container.querySelectorAll('table.variations tr')).toHaveLength(2);
    expect(select('attribute_pa_taille').id).toBe('qv-pa_taille');
    expect(view.container.querySelector('label[for="qv-pa_taille"]')?.textContent).toBe('Taille');
    expect(select('attribute_pa_taille').dataset.attribute_name).toBe('attribute_pa_taille');
    expect(options('attribute_pa_taille')).toEqual(['Choisir une option', 'S', 'M', 'XL']);
    view.unmount();
  });

  it('leaves hidden options out and disables the ones only inactive variations use', () => {
    const { view, options } = picker({ attribute_pa_taille: 'xl', attribute_pa_couleur: '' }, { ...ALL, attribute_pa_couleur: { gris: 'available' } });
    expect(options('attribute_pa_couleur')).toEqual(['Choisir une option', 'Gris']);
    view.unmount();
    const second = picker({ attribute_pa_taille: 'm', attribute_pa_couleur: '' }, { ...ALL, attribute_pa_couleur: { gris: 'available', bleu: 'disabled' } });
    expect(second.options('attribute_pa_couleur')).toEqual(['Choisir une option', 'Gris', 'Bleu (disabled)']);
    second.view.unmount();
  });

  it('keeps the current choice in its select even when the others rule it out', () => {
    const { view, select, options } = picker({ attribute_pa_taille: 'm', attribute_pa_couleur: 'bleu' }, { ...ALL, attribute_pa_couleur: {} });
    expect(options('attribute_pa_couleur')).toEqual(['Choisir une option', 'Bleu']);
    expect(select('attribute_pa_couleur').value).toBe('bleu');
    view.unmount();
  });

  it('reports changes by field name', () => {
    const { view, select, onChange } = picker({ attribute_pa_taille: '', attribute_pa_couleur: '' });
    act(() => {
      select('attribute_pa_couleur').value = 'bleu';
      select('attribute_pa_couleur').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('attribute_pa_couleur', 'bleu');
    view.unmount();
  });

  it('shows the reset link only while something is chosen, without moving anything', () => {
    const empty = picker({ attribute_pa_taille: '', attribute_pa_couleur: '' });
    expect(empty.reset.style.visibility).toBe('hidden');
    empty.view.unmount();
    const some = picker({ attribute_pa_taille: 's', attribute_pa_couleur: '' });
    expect(some.reset.style.visibility).toBe('visible');
    expect(some.reset.textContent).toBe('Effacer');
    click(some.reset);
    expect(some.onReset).toHaveBeenCalledOnce();
    some.view.unmount();
  });
});
