// Requests `pnpm bench` counts: on page load with each kind of cart, and for bursts of shopper actions (and what the
// shop saved).
import { countAjax, everyWidgetReady, newPage, PRODUCT_MIEL, readyTags, withCart } from './bench-pages.mjs';

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

/** The bursts `pnpm bench:quick` holds to their request counts; each failure is pushed to `failures`. */
export async function checkActions(browser, base, result, failures) {
  result.requests = await cartRequests(browser, base);
  if (result.requests.empty.length !== 0) failures.push(`empty cart: ${result.requests.empty.length} requests on load`);
  if (result.requests.known.length !== 0) failures.push(`known cart: ${result.requests.known.length} requests on load`);
  if (result.requests.stale.length !== 1) failures.push(`stale cart: ${result.requests.stale.length} requests on load (expected 1)`);
  const actions = result.actions;
  actions.threeListingAdds = await rapidListingAdds(browser, base);
  if (actions.threeListingAdds.requests !== 3 || actions.threeListingAdds.linesSaved !== 3)
    failures.push(`three listing adds: ${actions.threeListingAdds.requests} requests, ${actions.threeListingAdds.linesSaved} lines saved (expected 3 and 3)`);
  actions.tenQuantityClicks = await rapidQuantityClicks(browser, base);
  // One update of the final value; a second only if the machine stalled a click past the 300 ms debounce.
  if (actions.tenQuantityClicks.requests > 2 || actions.tenQuantityClicks.savedQuantity !== 12)
    failures.push(
      `ten +1 clicks: ${actions.tenQuantityClicks.requests} updates, quantity ${actions.tenQuantityClicks.savedQuantity} saved (expected ≤ 2 and 12)`,
    );
  actions.variationSwitching = await rapidVariationSwitching(browser, base);
  const switching = actions.variationSwitching;
  if (switching.requests - switching.distinct > switching.switches)
    failures.push(`variation switching: ${switching.requests - switching.distinct} repeated requests for ${switching.switches} choices`);
}

/** wc-ajax calls on loading the shop with an empty cart, a known one, and a stale cached copy of the page. */
async function cartRequests(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const count = async (action) => {
    const seen = [];
    const listener = (request) => {
      const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
      if (endpoint) seen.push(endpoint);
    };
    page.on('request', listener);
    await action();
    await everyWidgetReady(page);
    await page.waitForTimeout(1200);
    page.off('request', listener);
    return seen;
  };
  const empty = await count(() => page.goto(`${base}/boutique/`));
  const stalePage = await (await page.request.get(`${base}/boutique/`)).text();
  // Leave first: a page still open would rightly notice the cart changing behind it and ask for it.
  await page.goto('about:blank');
  await page.request.get(`${base}/?add-to-cart=11`);
  const known = await count(() => page.goto(`${base}/boutique/`));
  // A page cache serving yesterday's copy: its printed cart no longer matches the cookie.
  await page.route(`${base}/boutique/`, (route) => route.fulfill({ body: stalePage, contentType: 'text/html; charset=utf-8' }));
  await page.evaluate(() => sessionStorage.clear());
  const stale = await count(() => page.goto(`${base}/boutique/`));
  await context.close();
  return { empty, known, stale };
}
