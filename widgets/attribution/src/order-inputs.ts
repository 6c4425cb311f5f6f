import { ORDER_ATTRIBUTION_PREFIX } from './order-attribution.ts';

/** Where the checkout's hidden inputs live: one group, inside the checkout form, made by us. */
export const CHECKOUT_FORM = 'form[name="checkout"]';
const GROUP = 'fk-order-attribution';
// WooCommerce's own element and any input carrying its names: a second group would post every field twice.
const OTHER_GROUPS = `wc-order-attribution-inputs, input[name^="${ORDER_ATTRIBUTION_PREFIX}"]`;

/** True while the form holds our group and nothing else of the kind. */
export function hasOwnGroup(form: HTMLFormElement): boolean {
  const group = form.querySelector(`.${GROUP}`);
  return group !== null && Array.from(form.querySelectorAll(OTHER_GROUPS)).every((el) => group.contains(el));
}

/**
 * Puts the fields in the form as hidden inputs, creating the group on first use and updating it afterwards.
 * Values are set through `.value`, never markup (the original built them with unescaped innerHTML).
 */
export function stampOrderInputs(form: HTMLFormElement, fields: Readonly<Record<string, string>>): void {
  let group = form.querySelector<HTMLElement>(`.${GROUP}`);
  for (const el of form.querySelectorAll(OTHER_GROUPS)) if (!group?.contains(el)) el.remove();
  if (!group) {
    group = form.ownerDocument.createElement('div');
    group.className = GROUP;
    group.hidden = true;
    form.append(group);
  }
  const existing = new Map(Array.from(group.querySelectorAll('input'), (input) => [input.name, input]));
  for (const [name, value] of Object.entries(fields)) {
    let input = existing.get(name);
    if (!input) {
      input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      group.append(input);
    }
    input.value = value;
  }
}
