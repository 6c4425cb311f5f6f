/**
 * A product page's express click must not open the side cart with the add it makes (spec §4.11). That click is
 * often the shopper's first press, which is what fetches the side cart: the side cart may start listening after
 * `fkcart_suppress_auto_open` was raised and before `added_to_cart` is. The hold is therefore kept here, in the
 * runtime every chunk shares, until the next add takes it.
 */
let held = false;

export function holdAutoOpen(): void {
  held = true;
}

/** Whether the add being heard must leave the side cart closed; the hold ends with it. */
export function takeAutoOpenHold(): boolean {
  const was = held;
  held = false;
  return was;
}
