import type { MouseEvent } from 'react';
import { ADD_BUTTON_CLASS, type AddButtonState } from './model.ts';
import type { ProductFormMarkup } from './server-form.ts';

interface AddButtonProps {
  markup: ProductFormMarkup['button'];
  state: AddButtonState;
  adding: 'idle' | 'loading' | 'added';
  /** A click while blocked: the form says why instead of submitting. */
  onBlocked: () => void;
}

/**
 * The add-to-cart button (§4.4). Blocked, it is only classed (`disabled` and WooCommerce's state class) and
 * `aria-disabled`, so it stays focusable and a click can explain; ready, it submits the form.
 */
export function AddButton({ markup, state, adding, onBlocked }: AddButtonProps) {
  const classes = [markup.className, ADD_BUTTON_CLASS[state], adding === 'idle' ? '' : adding].filter(Boolean).join(' ');
  const onClick = (event: MouseEvent) => {
    if (state === 'ready') return;
    event.preventDefault();
    onBlocked();
  };
  return (
    <button
      type="submit"
      className={classes}
      name={markup.name || undefined}
      value={markup.value || undefined}
      aria-disabled={state !== 'ready' || undefined}
      aria-busy={adding === 'loading' || undefined}
      onClick={onClick}
    >
      {markup.label}
    </button>
  );
}
