/**
 * A click on an element whose widget waits for the shopper's first action (strategy `interaction`) would otherwise
 * take the server's path (a page load to add to the cart, a link to the cart page) while the widget is on its way:
 * it is held, then given to the widget once it has mounted, or back to the server markup if it fails or is late.
 */

export const HELD_ATTRIBUTE = 'data-vitrine-held';

const words = (el: Element) => el.textContent?.trim();

/**
 * Holds the clicks on what `taken` matches in `host` (its nearest match to the target is what is held and given back)
 * until the widgets that wait for the shopper's first action have come (`allCame`): the header's cart link is the
 * cart count's, and its click is the side cart's to take. `timeoutMs` bounds the wait; `onHold` runs as a click is
 * held (the loader fetches what waits for the shopper's first action).
 */
export function holdClicks(host: Element, taken: string, allCame: () => boolean, timeoutMs: number, onHold: () => void): void {
  let holding = false;
  const onClick = (event: Event): void => {
    if (allCame()) return;
    const target = event.target instanceof Element ? event.target.closest(taken) : null;
    if (!target || !host.contains(target)) return;
    // A second click meanwhile would add twice: it waits with the first.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (holding) return;
    holding = true;
    target.setAttribute(HELD_ATTRIBUTE, '');
    onHold();
    const since = Date.now();
    // A few checks a second, only while a click is held.
    const waiting = setInterval(() => {
      if (!allCame() && Date.now() - since < timeoutMs) return;
      const mounted = host.hasAttribute('data-vitrine-ready');
      clearInterval(waiting);
      host.removeEventListener('click', onClick, true);
      target.removeAttribute(HELD_ATTRIBUTE);
      // The same element (an enhancing widget keeps the markup), else the one of the same kind and words that a
      // rendering widget drew in its place (« Ajouter au panier »).
      const again = target.isConnected
        ? target
        : mounted
          ? Array.from(host.querySelectorAll(target.localName)).find((el) => words(el) === words(target))
          : undefined;
      if (again instanceof HTMLElement) again.click();
      else if (target instanceof HTMLAnchorElement) location.assign(target.href);
    }, 50);
  };
  host.addEventListener('click', onClick, true);
}
