// The shopper's actions for `pnpm bench`: how long each takes from the input to what the shopper sees, against the
// same action done by the server markup alone (a page load), and how many requests bursts of actions send.

/**
 * Before any page script: Event Timing entries (input → next paint), the first input of an interaction (`t0`), and
 * `done(ok)`, which the "shown" predicates call so the frame where the result first shows is kept (`t1`).
 */
export const OBSERVE_INPUT = () => {
  const input = { events: [], t0: null, t1: null };
  input.done = (ok) => {
    if (ok && input.t1 === null) input.t1 = performance.now();
    return ok;
  };
  window.__input = input;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) input.events.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* no Event Timing: input-to-paint stays null */
  }
  for (const type of ['pointerdown', 'keydown', 'change']) {
    addEventListener(
      type,
      (e) => {
        if (input.t0 === null) input.t0 = e.timeStamp;
      },
      { capture: true },
    );
  }
};

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

const PRODUCT_MIEL = 14; // min 2, step 2, max 12: room for a burst of +
const PRODUCT_COFFRET = 11;

async function newPage(browser, base, { vitrine = true } = {}) {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-CH' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_INPUT);
  const off = (path) => `${path + (path.includes('?') ? '&' : '?')}vitrine=off`;
  const go = (path) => page.goto(vitrine ? path : off(path));
  return { context, page, go, off };
}

/** A cart already holding `productId` (and the drawer not opening after adds, so listings stay reachable). */
async function withCart(page, productId, quantity = 1) {
  await page.goto('/?vitrine=off');
  await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } });
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity) } });
}

const readyTags = (page, tags) => Promise.all(tags.map((tag) => page.waitForSelector(`${tag}[data-vitrine-ready]`, { state: 'attached', timeout: 20_000 })));

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
];

/** The demo's welcome and exit-intent popups would cover the page being measured. */
function quietPopups(page) {
  return page.addInitScript(() => {
    localStorage.setItem('elementor', JSON.stringify({ popup_1201_disable: true, popup_1202_disable: true, __expiration: {} }));
  });
}

export async function measureInteractions(browser, base, runs) {
  const rows = {};
  for (const interaction of INTERACTIONS) {
    const on = [];
    const off = [];
    for (let i = 0; i < runs; i++) {
      for (const [vitrine, into] of [
        [true, on],
        [false, off],
      ]) {
        const session = await newPage(browser, base, { vitrine });
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

/** Ten +1 clicks as fast as fingers (80 ms apart, paced in the page): the side cart sends one update. */
export async function rapidQuantityClicks(browser, base) {
  const { context, page, go } = await newPage(browser, base);
  try {
    await withCart(page, PRODUCT_MIEL, 2);
    await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } });
    await go('/boutique/');
    await readyTags(page, ['fk-side-cart', 'fk-cart-toggle']);
    await page.locator('.fkcart-toggler').click();
    const plus = page.getByRole('button', { name: /^Augmenter la quantité/ }).first();
    await plus.waitFor();
    const updates = countAjax(page, 'fkcart_update_item');
    // Miel: max 12 from 2, step 2 → five steps reach the maximum; the other five clicks do nothing, as they must.
    await plus.evaluate(
      (button) =>
        new Promise((resolve) => {
          let n = 0;
          const tick = () => {
            button.click();
            if (++n < 10) setTimeout(tick, 80);
            else resolve();
          };
          tick();
        }),
    );
    await page.waitForSelector('.fkcart-item.is-success', { timeout: 20_000 });
    await page.waitForTimeout(1000);
    const saved = await (await page.request.get('/__test/cart')).json();
    return { clicks: 10, requests: updates.length, savedQuantity: saved.items[0]?.quantity.value ?? null };
  } finally {
    await context.close();
  }
}

/** Three listing adds in a row: three ordered add requests, none lost. */
export async function rapidListingAdds(browser, base) {
  const { context, page, go } = await newPage(browser, base);
  try {
    await page.goto('/?vitrine=off');
    await page.request.post('/__test/settings', { data: { should_open_cart: 'no' } });
    await go('/boutique/');
    await readyTags(page, ['fk-add-to-cart']);
    const adds = countAjax(page, 'add_to_cart');
    const buttons = page.locator('li.product a.ajax_add_to_cart');
    for (let i = 0; i < 3; i++) await buttons.nth(i).click();
    await page.waitForFunction(() => document.querySelectorAll('li.product a.ajax_add_to_cart.added').length >= 3, null, { timeout: 20_000 });
    const saved = await (await page.request.get('/__test/cart')).json();
    return { adds: 3, requests: adds.length, linesSaved: saved.items.length };
  } finally {
    await context.close();
  }
}

/**
 * A product with too many variations to embed (server mode): the shopper runs through four colours in a row. The
 * form looks up each choice (a newer lookup supersedes the older) and probes the options each select offers, a few
 * at a time; nothing answered is asked again, so repeats stay below one per choice, and the form ends on the last
 * choice.
 */
export async function rapidVariationSwitching(browser, base) {
  const { context, page, go } = await newPage(browser, base);
  try {
    await go('/produit/chaussettes-en-laine/');
    await readyTags(page, ['fk-variation-form']);
    const lookups = countAjax(page, 'get_variation', true);
    const pointure = page.locator('select[name="attribute_pa_pointure"]');
    const couleur = page.locator('select[name="attribute_pa_couleur"]');
    await pointure.selectOption('38');
    const colours = (await couleur.locator('option').evaluateAll((os) => os.map((o) => o.value))).filter(Boolean);
    for (const colour of colours) await couleur.selectOption(colour);
    const last = colours.at(-1);
    const expected = await (
      await page.request.post('/?wc-ajax=get_variation', { form: { product_id: '24', attribute_pa_pointure: '38', attribute_pa_couleur: last } })
    ).json();
    await page.waitForFunction((id) => document.querySelector('fk-variation-form input[name="variation_id"]')?.value === String(id), expected.variation_id, {
      timeout: 20_000,
    });
    return { switches: colours.length, requests: lookups.length, distinct: new Set(lookups).size, endsOnLastChoice: true };
  } finally {
    await context.close();
  }
}

/** Requests to one wc-ajax endpoint, each as its body (`byBody`) or its URL. */
function countAjax(page, endpoint, byBody = false) {
  const seen = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) seen.push(byBody ? request.postData() : request.url());
  });
  return seen;
}

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
