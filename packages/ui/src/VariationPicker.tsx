import { addMessages, t } from '@vitrine/core';
import type { OptionState } from '@vitrine/product';

// Its own words come with the chunks that show it, not with every page's runtime.
const FRENCH: Record<string, string> = {
  'Choose an option': 'Choisir une option',
  Clear: 'Effacer',
};
addMessages(FRENCH);

export interface PickerOption {
  /** The value posted (a term slug). */
  value: string;
  /** What the shopper reads (the term name). */
  label: string;
}

export interface PickerAttribute {
  /** The field name, `attribute_pa_taille`. */
  name: string;
  /** The attribute's name, « Taille ». */
  label: string;
  /** Every option, in display order. */
  options: PickerOption[];
  /** The empty choice's text; « Choisir une option » unless the shop printed another. */
  placeholder?: string;
}

export interface VariationPickerProps {
  attributes: PickerAttribute[];
  /** Field name → chosen value, '' = not chosen. */
  chosen: Record<string, string>;
  /** What each select offers (`optionAvailability` or `answeredAvailability`): absent = hidden. */
  availability: Record<string, Record<string, OptionState>>;
  onChange: (name: string, value: string) => void;
  onReset: () => void;
  /** Prefix of the select ids, so two pickers on a page (product form, quick view) never share one. */
  idPrefix?: string;
  /** The reset link's text; « Effacer » unless the shop printed another. */
  resetLabel?: string;
}

/**
 * The variation selects (spec §2.5, §4.4) in WooCommerce's own markup (`table.variations`, `a.reset_variations`),
 * so theme styles keep applying. One labelled select per attribute showing term names; options no variation
 * offers are left out, options only inactive variations offer are disabled. The current choice always stays
 * in its select, so a select never shows something other than what is chosen. The reset link takes its room
 * at all times and is only visible (and reachable) while something is chosen: nothing moves when it appears.
 */
export function VariationPicker({ attributes, chosen, availability, onChange, onReset, idPrefix = '', resetLabel = t('Clear') }: VariationPickerProps) {
  const anyChosen = attributes.some((a) => chosen[a.name]);
  return (
    <table className="variations" cellSpacing={0} role="presentation">
      <tbody>
        {attributes.map((attribute, row) => {
          const id = idPrefix + attribute.name.replace(/^attribute_/, '');
          const value = chosen[attribute.name] ?? '';
          const offered = availability[attribute.name] ?? {};
          return (
            <tr key={attribute.name}>
              <th className="label">
                <label htmlFor={id}>{attribute.label}</label>
              </th>
              <td className="value">
                <select
                  id={id}
                  name={attribute.name}
                  data-attribute_name={attribute.name}
                  value={value}
                  onChange={(event) => onChange(attribute.name, event.currentTarget.value)}
                >
                  <option value="">{attribute.placeholder ?? t('Choose an option')}</option>
                  {attribute.options
                    .filter((option) => option.value === value || offered[option.value])
                    .map((option) => (
                      <option key={option.value} value={option.value} disabled={offered[option.value] === 'disabled' && option.value !== value}>
                        {option.label}
                      </option>
                    ))}
                </select>
                {row === attributes.length - 1 && (
                  <a
                    className="reset_variations"
                    href="#"
                    role="button"
                    style={{ visibility: anyChosen ? 'visible' : 'hidden' }}
                    onClick={(event) => {
                      event.preventDefault();
                      onReset();
                    }}
                  >
                    {resetLabel}
                  </a>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
