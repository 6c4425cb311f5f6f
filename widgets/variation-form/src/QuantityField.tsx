import type { Ref } from 'react';
import type { QuantityLimits } from './model.ts';
import type { QuantityMarkup } from './server-form.ts';

interface QuantityFieldProps {
  markup: QuantityMarkup;
  limits: QuantityLimits;
  /** The value the field starts with when it (re)mounts. */
  initial: string;
  disabled: boolean;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The quantity field as WooCommerce prints it (`div.quantity > input.qty`), with the limits of what is shown.
 * The value stays as typed: the browser's own min/max/step check blocks an add it would refuse (§5.2, journey 9).
 * The field is uncontrolled, so theme scripts and the side cart (which puts it back to 1 when it closes, §4.11) can
 * set it as they would on WooCommerce's own; the form writes it only when a variation comes into view, and posts
 * whatever it holds. A quantity the shop fixes (sold individually) is a hidden 1.
 */
export function QuantityField({ markup, limits, initial, disabled, onChange, ref }: QuantityFieldProps) {
  if (limits.hidden) {
    return (
      <div className="quantity" hidden>
        <input type="hidden" id={markup.id} name={markup.name} className={markup.className} value="1" />
      </div>
    );
  }
  return (
    <div className="quantity">
      {markup.label && (
        <label className="screen-reader-text" htmlFor={markup.id}>
          {markup.label}
        </label>
      )}
      <input
        ref={ref}
        type="number"
        id={markup.id}
        name={markup.name}
        className={markup.className}
        defaultValue={initial}
        min={limits.min}
        max={limits.max ?? undefined}
        step={limits.step}
        inputMode="numeric"
        autoComplete="off"
        aria-label={markup.ariaLabel || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
