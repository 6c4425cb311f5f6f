// Interaction timings for `pnpm bench`: from the input to what the shopper sees, against the same action done by the
// server markup alone (a page load).
import { median, newPage, PRODUCT_COFFRET, PRODUCT_MIEL, readyTags, withCart } from './bench-pages.mjs';

/**
 * Times one interaction: `act` performs the input; `shown` (checked in the page every frame; it must call
 * `window.__input.done(ok)`) says when the shopper sees the result. Returns ms from the input to that frame, and
 * the longest input-to-next-paint of the interaction (Event Timing reports nothing under 16 ms: null).
 */
async function timeInteraction(page, act, shown, arg) {
  await page.evaluate(() => Object.assign(window.__input, { t0: null, t1: null, events: [] }));
  await act();
  await page.waitForFunction(shown, arg, { polling: 'raf', timeout: 20_000 });
  await page.waitForTimeout(300); // Event Timing entries are queued after the next paint
  return page.evaluate(() => {
    const { t0, t1, events } = window.__input;
    const durations = events.filter((e) => e.start >= t0 - 1).map((e) => e.duration);
    return { shownMs: t1 - t0, inputToPaintMs: durations.length ? Math.max(...durations) : null };
  });
}

/** The same action without Vitrine is a page load: ms from its navigation start to its first contentful paint. */
async function timeNavigation(page, act) {
  await Promise.all([page.waitForEvent('load'), act()]);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const nav = () => performance.getEntriesByType('navigation')[0]?.loadEventEnd;
        requestAnimationFrame(() => resolve(read() ?? nav() ?? null));
      }),
  );
}

/** Each interaction: { name, vitrine(page) → timing, baseline(page) → ms of the server-markup equivalent }. */
const INTERACTIONS = [
  {
    name: 'open the side cart',
    async vitrine({ page, go }) {
      await withCart(page, PRODUCT_COFFRET);
      await go('/boutique/');
      await readyTags(page, ['fk-side-cart', 'fk-cart-toggle']);
      return timeInteraction(
        page,
        () => page.locator('.fkcart-toggler').click(),
        () => window.__input.done(!!document.querySelector('.vitrine-drawer.fkcart-modal.is-open')),
      );
    },
    async baseline({ page, go }) {
      await withCart(page, PRODUCT_COFFRET);
      await go('/boutique/');
      return timeNavigation(page, () => page.goto('/?page_id=7&vitrine=off'));
    },
  },
  {
    name: '+1 quantity (saved)',
    async vitrine({ page, go }) {
      await withCart(page, PRODUCT_MIEL, 2);
      await go('/boutique/');
      await readyTags(page, ['fk-side-cart', 'fk-cart-toggle']);
      await page.locator('.fkcart-toggler').click();
      const plus = page.getByRole('button', { name: /^Augmenter la quantité/ }).first();
      await plus.waitFor();
      return timeInteraction(
        page,
        () => plus.click(),
        () => window.__input.done(!!document.querySelector('.fkcart-item.is-success')),
      );
    },
    async baseline({ page, go }) {
      await withCart(page, PRODUCT_MIEL, 2);
      await go('/?page_id=7');
      await page.locator('input.qty').first().fill('4');
      return timeNavigation(page, () => page.locator('button[name="update_cart"]').click());
    },
  },
  {
    name: 'pick a variation',
    async vitrine({ page, go }) {
      await go('/produit/t-shirt-leman/');
      await readyTags(page, ['fk-variation-form']);
      await page.locator('select[name="attribute_pa_taille"]').selectOption('s');
      return timeInteraction(
        page,
        () => page.locator('select[name="attribute_pa_couleur"]').selectOption('rouge'),
        () => {
          const id = document.querySelector('fk-variation-form input[name="variation_id"]');
          const price = document.querySelector('fk-variation-form .woocommerce-variation-price');
          return window.__input.done(!!id && id.value !== '' && id.value !== '0' && !!price?.textContent?.trim());
        },
      );
    },
    async baseline({ page, go }) {
      await go('/produit/t-shirt-leman/');
      return timeNavigation(page, () => page.goto('/produit/t-shirt-leman/?attribute_pa_taille=s&attribute_pa_couleur=rouge&vitrine=off'));
    },
  },
  {
    name: 'open a popup',
    async vitrine({ page, go }) {
      await quietPopups(page);
      await go('/selection/');
      await readyTags(page, ['fk-popup']);
      await page.waitForSelector('[data-fk-armed]', { state: 'attached', timeout: 20_000 }).catch(() => {});
      return timeInteraction(
        page,
        () => page.getByRole('button', { name: 'Demander un devis' }).click(),
        () => window.__input.done(!!document.querySelector('[data-fk-popup-id="1203"] [role="dialog"]')),
      );
    },
    async baseline({ page, go }) {
      await go('/selection/');
      return timeNavigation(page, () => page.goto('/devis/?vitrine=off'));
    },
  },
  {
    name: 'apply a filter',
    async vitrine({ page, go }) {
      await quietPopups(page);
      await go('/selection/');
      await readyTags(page, ['fk-loop-filter', 'fk-loop-grid']);
      const before = await page.locator('fk-loop-grid .e-loop-item').count();
      return timeInteraction(
        page,
        () => page.getByRole('group', { name: 'Catégories' }).getByRole('button', { name: 'Vêtements' }).click(),
        (count) => {
          const items = document.querySelectorAll('fk-loop-grid .e-loop-item').length;
          const busy = document.querySelector('fk-loop-grid[aria-busy="true"], fk-loop-grid [aria-busy="true"]');
          return window.__input.done(items > 0 && items !== count && !busy);
        },
        before,
      );
    },
    async baseline({ page, go }) {
      await go('/selection/');
      return timeNavigation(page, () => page.goto('/selection/?e-filter-a1b2c3d-product_cat=vetements&vitrine=off'));
    },
  },
  listingAdd('listing add on a phone, widgets loaded', '/boutique/'),
  listingAdd('listing add on a phone, the first action (widgets waiting)', '/boutique/?vitrine=interaction'),
];

/**
 * A listing's « Ajouter au panier » on a phone, until the button says the product was added: with the widgets
 * loaded as the page came (`path`), or waiting for this very tap (`?vitrine=interaction`, the WordPress plugin's
 * default), which then fetches the runtime and the chunks before adding. The markup's add is a page load.
 */
function listingAdd(name, path) {
  const add = (page) => page.locator('li.product a.add_to_cart_button').first();
  return {
    name,
    phone: true,
    async vitrine({ page }) {
      await page.goto(path, { waitUntil: 'networkidle' });
      return timeInteraction(
        page,
        () => add(page).tap(),
        () => window.__input.done(!!document.querySelector('li.product a.add_to_cart_button.added')),
      );
    },
    async baseline({ page }) {
      await page.goto('/boutique/?vitrine=off');
      return timeNavigation(page, () => add(page).tap());
    },
  };
}

/** The demo's welcome and exit-intent popups would cover the page being measured. */
function quietPopups(page) {
  return page.addInitScript(() => {
    localStorage.setItem('elementor', JSON.stringify({ popup_1201_disable: true, popup_1202_disable: true, __expiration: {} }));
  });
}

export async function measureInteractions(browser, base, runs) {
  const rows = {};
  // `INTERACTIONS_ONLY=listing`: the interactions whose name holds it, to look at one.
  for (const interaction of INTERACTIONS.filter(({ name }) => name.includes(process.env.INTERACTIONS_ONLY ?? ''))) {
    const on = [];
    const off = [];
    for (let i = 0; i < runs; i++) {
      for (const [vitrine, into] of [
        [true, on],
        [false, off],
      ]) {
        const session = await newPage(browser, base, { vitrine, phone: interaction.phone });
        try {
          into.push(await (vitrine ? interaction.vitrine(session) : interaction.baseline(session)));
        } finally {
          await session.context.close();
        }
      }
    }
    const shownMs = median(on.map((r) => r.shownMs));
    const baselineMs = median(off);
    rows[interaction.name] = {
      shownMs,
      inputToPaintMs: median(on.map((r) => r.inputToPaintMs)),
      baselineMs,
      ratio: shownMs && baselineMs ? +(shownMs / baselineMs).toFixed(2) : null,
    };
  }
  return rows;
}
