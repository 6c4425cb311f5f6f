import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addMessages, t } from '@vitrine/core';
import { sideCartQuantity, sideCartRefusal, stepQuantity, type SideCartRefusal, type SideCartRules } from '@vitrine/product';

// Its own words come with the chunks that show it, not with every page's runtime.
const FRENCH: Record<string, string> = {
  'Quantity of {name}': 'Quantité de {name}',
  'Decrease quantity of {name}': 'Diminuer la quantité de {name}',
  'Increase quantity of {name}': 'Augmenter la quantité de {name}',
  'Please enter a valid quantity.': 'Veuillez saisir une quantité valide.',
  'The maximum quantity is {max}.': 'La quantité maximale est de {max}.',
  'The minimum quantity is {min}.': 'La quantité minimale est de {min}.',
};
addMessages(FRENCH);

function refusalText(refusal: SideCartRefusal): string {
  if (refusal.kind === 'above') return t('The maximum quantity is {max}.', { max: refusal.max });
  if (refusal.kind === 'below') return t('The minimum quantity is {min}.', { min: refusal.min });
  return t('Please enter a valid quantity.');
}

export interface QuantityStepperProps {
  /** The quantity the field stands for (the owner's value: the cart's, a pending one, quick view's own). */
  value: number;
  /** Sanitised limits (packages/product `sideCartQuantityRules`). */
  rules: SideCartRules;
  /** The product's name, for the French accessible names of the field and its buttons. */
  name: string;
  /** Called only with a value the §5.7 rules accept, and only when it differs from `value`. */
  onChange: (value: number) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A quantity field with − and + (spec §5.7):
 * - − / + move by one step and do nothing beyond min or max; they are then marked disabled with aria-disabled,
 *   not `disabled`, so keyboard focus is not thrown out of the dialog when the last click reaches a limit;
 * - a typed value is committed on Enter or when leaving the field: out of range, or not a number ("abc", empty),
 *   it stays as typed, marked invalid, and nothing is sent; a whole-number step rounds it down first; the reason
 *   shows beside the field until the shopper types again (a line stops at 9999 even without a max of its own, and
 *   a field that only turned red left a shopper who typed more guessing why);
 * - Enter never submits a surrounding form (so it can never empty a cart); ↑ and ↓ step like the buttons.
 */
export function QuantityStepper({ value, rules, name, onChange, disabled = false, className = '' }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  // The value as of the last click: two clicks before the owner re-renders must step twice, not once.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    setText(String(value));
    setRefusal(null);
  }, [value]);

  const typed = text !== String(value);
  const invalid = typed && sideCartQuantity(text, rules).kind === 'keep';
  const canStep = (direction: 1 | -1) => !disabled && stepQuantity(value, direction, rules) !== null;

  const change = (next: number | null) => {
    if (next === null) return;
    setText(String(next));
    if (next !== latest.current) onChange(next);
    latest.current = next;
  };
  const step = (direction: 1 | -1) => {
    if (!disabled) change(stepQuantity(latest.current, direction, rules));
  };

  const commit = () => {
    if (!typed || disabled) return;
    const decision = sideCartQuantity(text, rules);
    if (decision.kind === 'send') return change(decision.value);
    const why = sideCartRefusal(text, rules);
    setRefusal(why && refusalText(why));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <>
      <div className={`vitrine-quantity ${className}`.trim()}>
        <button
          type="button"
          className="vitrine-quantity__step vitrine-quantity__minus"
          aria-label={t('Decrease quantity of {name}', { name })}
          aria-disabled={!canStep(-1)}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          type="text"
          inputMode={Number.isInteger(rules.step) ? 'numeric' : 'decimal'}
          role="spinbutton"
          className="vitrine-quantity__input qty"
          aria-label={t('Quantity of {name}', { name })}
          aria-valuenow={value}
          aria-valuemin={rules.min}
          aria-valuemax={rules.max ?? undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={refusal ? messageId : undefined}
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="vitrine-quantity__step vitrine-quantity__plus"
          aria-label={t('Increase quantity of {name}', { name })}
          aria-disabled={!canStep(1)}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {refusal && (
        <span id={messageId} className="vitrine-quantity__message" role="alert">
          {refusal}
        </span>
      )}
    </>
  );
}
