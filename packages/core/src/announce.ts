/**
 * One polite live region for the whole page, created on first use. Screen readers hear each change
 * (cart updates, adds, errors) in French without the page moving focus.
 */
const REGION_ID = 'vitrine-live';

/**
 * The regions this page's core made, kept rather than looked up by id: an element of content taking the id (printed
 * earlier) would otherwise receive every announcement, without being a live region at all.
 */
const regions: Partial<Record<'polite' | 'assertive', HTMLElement>> = {};

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  const id = `${REGION_ID}-${politeness}`;
  let el = regions[politeness];
  if (!el?.isConnected) {
    el = document.createElement('div');
    el.id = id;
    el.className = 'vitrine-visually-hidden';
    el.setAttribute('aria-live', politeness);
    el.setAttribute('aria-atomic', 'true');
    if (politeness === 'polite') el.setAttribute('role', 'status');
    // Visually hidden without a stylesheet, so it works before the theme CSS loads.
    el.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    document.body.append(el);
    regions[politeness] = el;
  }
  return el;
}

export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const el = region(politeness);
  // Clearing first makes a repeated identical message be read again.
  el.textContent = '';
  setTimeout(() => {
    el.textContent = message;
  }, 50);
}
