import { expect, type Page } from '@playwright/test';
import { widgetsReady, type Store } from './fixtures.ts';

/** Helpers shared by the side cart journeys (side-cart-*.spec.ts). */

export const SIDE_CART_TAGS = ['fk-side-cart', 'fk-cart-toggle'];

/** Catalogue ids of the seeded store (demo/README.md). */
export const PRODUCTS = {
  coffretJura: 11,
  coffretGruyere: 13,
  miel: 14,
  chocolat: 15,
  tisane: 17,
  planche: 18,
  bougie: 19,
  plaid: 20,
} as const;

export type CartLineInput = Record<string, string | number>;

/**
 * Fills the session's cart as the shop's product form posts without JavaScript (WooCommerce's form handler reads a
 * variation's id and the chosen attributes, where its AJAX add reads only the product), then loads `path`: the page
 * prints that cart, so the side cart starts from a known state without a request.
 */
export async function withCart(page: Page, lines: CartLineInput[], path = '/boutique/'): Promise<void> {
  await page.goto('/?vitrine=off');
  for (const { product_id: productId, ...fields } of lines) {
    const res = await page.request.post('/?vitrine=off', { form: { ...fields, 'add-to-cart': productId! } });
    expect(res.ok()).toBe(true);
    expect(await res.text()).not.toContain('woocommerce-error');
  }
  await page.goto(path);
  await widgetsReady(page, SIDE_CART_TAGS);
}

export const drawer = (page: Page) => page.getByRole('dialog', { name: /^Votre panier/ });
export const quickView = (page: Page) => page.getByRole('dialog', { name: /^(Choisir|Modifier) les options/ });
export const toggler = (page: Page) => page.locator('.fkcart-toggler');

export async function openDrawer(page: Page): Promise<void> {
  await toggler(page).click();
  await expectOpen(page);
}

export async function expectOpen(page: Page): Promise<void> {
  await expect(drawer(page)).toBeVisible();
  await expect(page.locator('.vitrine-drawer.fkcart-modal')).toHaveAttribute('data-state', 'open');
}

/** Closed: not drawn, or drawn ahead and kept in the page, hidden from sight and from screen readers. */
export async function expectClosed(page: Page): Promise<void> {
  await expect(page.locator('.vitrine-drawer.fkcart-modal:not([data-state="closed"])')).toHaveCount(0);
  await expect(page.locator('.vitrine-drawer.fkcart-modal [role="dialog"]')).toBeHidden();
}

/** The drawer row of a product. */
export const row = (page: Page, name: string | RegExp) => drawer(page).locator('li.fkcart-item', { hasText: name });

export const quantityField = (page: Page, name: string | RegExp) => row(page, name).getByRole('spinbutton');

/** The session's calls to one endpoint, in arrival order. */
export async function callsTo(store: Store, endpoint: string) {
  return (await store.log()).filter((call) => call.endpoint === endpoint);
}

/** Records the events the page raises on document.body, natively. */
export async function recordEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const seen: string[] = [];
    (window as unknown as { __events: string[] }).__events = seen;
    for (const name of list) document.body.addEventListener(name, () => seen.push(name));
  }, names);
}

export const recordedEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events);

/** Where keyboard focus is, as a short description. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.localName}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '';
  });

/**
 * Notes whether any element matching `selector` ever gets `className`: a state shown for 800 ms can come and go
 * between two polls of a busy machine.
 */
export async function watchClass(page: Page, selector: string, className: string): Promise<() => Promise<boolean>> {
  const key = `__seen_${className.replace(/\W/g, '_')}`;
  await page.evaluate(
    ([sel, cls, k]) => {
      const w = window as unknown as Record<string, boolean>;
      w[k!] = false;
      new MutationObserver(() => {
        if (document.querySelector(`${sel}.${cls}`)) w[k!] = true;
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
    },
    [selector, className, key],
  );
  return () => page.evaluate((k) => (window as unknown as Record<string, boolean>)[k] === true, key);
}

/** The cart calls of a list of wc-ajax endpoints (the express widget asks for its own cart details after a change). */
export const cartCalls = (endpoints: string[]) =>
  endpoints.filter((e) => e.startsWith('fkcart_') || /^(add_to_cart|remove_from_cart|get_refreshed_fragments)$/.test(e));
