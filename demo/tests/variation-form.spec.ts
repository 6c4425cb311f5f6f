import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, test, watchAjax, widgetsReady } from './fixtures.ts';

/** Journeys 1–10 (JOURNEYS.md): the variation form on the demo store's variable products. */

const SELECTION_NEEDED = 'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.';
const UNAVAILABLE = 'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.';
const NO_MATCH = 'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.';

/**
 * The add button is only aria-disabled while blocked, and a shopper can still press it. Pressed from the keyboard:
 * a mouse click at fixed coordinates would miss while the gallery above is still resizing to the new image.
 */
async function pressAdd(p: { add: Locator }) {
  await p.add.focus();
  await p.add.press('Enter');
}

async function openProduct(page: Page, slug: string) {
  await page.goto(`/produit/${slug}/`);
  await widgetsReady(page, ['fk-variation-form']);
  const form = page.locator('fk-variation-form form.cart');
  return {
    form,
    taille: form.locator('select[name="attribute_pa_taille"]'),
    couleur: form.locator('select[name="attribute_pa_couleur"]'),
    pointure: form.locator('select[name="attribute_pa_pointure"]'),
    add: form.locator('button.single_add_to_cart_button'),
    reset: form.locator('a.reset_variations'),
    details: form.locator('.single_variation'),
    price: form.locator('.woocommerce-variation-price'),
    quantity: form.locator('input[name="quantity"]'),
    variationId: form.locator('input[name="variation_id"]'),
    sku: page.locator('.product_meta .sku'),
    weight: page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    dimensions: page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'),
    firstImage: page.locator('fk-product-gallery .woocommerce-product-gallery__image img.wp-post-image').first(),
  };
}

const optionsOf = (select: ReturnType<Page['locator']>) =>
  select.locator('option').evaluateAll((options) => options.map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? ' (désactivée)' : ''}`));

test.describe('the variation form', () => {
  test('journey 1: nothing chosen, add is blocked with the French message and no request', async ({ page }) => {
    const p = await openProduct(page, 't-shirt-leman');
    const calls = watchAjax(page);
    await expect(p.add).toHaveClass(/disabled/);
    await expect(p.add).toHaveClass(/wc-variation-selection-needed/);
    // Blocked, the button stays in the Tab order and says why (Playwright will not click an aria-disabled button).
    await p.add.focus();
    await expect(p.add).toBeFocused();
    await p.add.press('Enter');
    await expect(p.form.getByRole('alert')).toHaveText(SELECTION_NEEDED);
    await pressAdd(p);
    await expect(p.form.getByRole('alert')).toHaveText(SELECTION_NEEDED);
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c === 'add_to_cart' || c === 'fkcart_add_item')).toEqual([]);
  });

  test('journey 2: taille S then couleur rouge is 11.16 CHF; vert and bleu keep it (any couleur)', async ({ page }) => {
    const p = await openProduct(page, 't-shirt-leman');
    await p.taille.selectOption('s');
    await p.couleur.selectOption('rouge');
    await expect(p.price).toHaveText(/11\.16\s*CHF/);
    await expect(p.add).not.toHaveClass(/disabled/);
    await expect(p.variationId).toHaveValue('102');
    // The unpriced noir-only variation is listed first but invisible: it never shadows S's any-couleur one.
    for (const couleur of ['vert', 'bleu', 'noir']) {
      await p.couleur.selectOption(couleur);
      await expect(p.price).toHaveText(/11\.16\s*CHF/);
      await expect(p.variationId).toHaveValue('102');
    }
  });

  test('journey 3: switching to XL swaps price, weight, dimensions and image; reset restores them', async ({ page }) => {
    const p = await openProduct(page, 't-shirt-leman');
    const productImage = await p.firstImage.getAttribute('src');
    await p.couleur.selectOption('rouge');
    await p.taille.selectOption('s');
    await expect(p.weight).toHaveText('100 g');
    await p.taille.selectOption('xl');
    await expect(p.price).toHaveText(/22\.32\s*CHF/);
    await expect(p.sku).toHaveText('TS-LEMAN-XL');
    await expect(p.weight).toHaveText('400 g');
    await expect(p.dimensions).toHaveText('20 × 40 × 30 cm');
    await expect(p.firstImage).toHaveAttribute('alt', 'T-shirt Léman – XL');
    await p.reset.click();
    await expect(p.sku).toHaveText('TS-LEMAN');
    await expect(p.weight).toHaveText('150 g');
    await expect(p.dimensions).toHaveText('12 × 25 × 18 cm');
    await expect(p.firstImage).toHaveAttribute('src', productImage!);
  });

  test('journey 4: reset empties the selects, hides the link, collapses the details, blocks the add again', async ({ page }) => {
    const p = await openProduct(page, 't-shirt-leman');
    await p.taille.selectOption('m');
    await p.couleur.selectOption('vert');
    await expect(p.reset).toBeVisible();
    await expect(p.details).toHaveAttribute('data-open', 'true');
    await p.reset.click();
    await expect(p.taille).toHaveValue('');
    await expect(p.couleur).toHaveValue('');
    await expect(p.reset).toBeHidden();
    await expect(p.details).not.toHaveAttribute('data-open');
    await expect(p.details).toHaveJSProperty('offsetHeight', 0);
    await expect(p.variationId).toHaveValue('');
    await pressAdd(p);
    await expect(p.form.getByRole('alert')).toHaveText(SELECTION_NEEDED);
  });

  test('journey 5: each taille added in turn; the cart total is the sum (store call, the variation as the product)', async ({ page, store }) => {
    await page.goto('/');
    // The store call, without the drawer opening over the page after each add.
    await store.settings({ ajax_add_to_cart: 'no', should_open_cart: 'no' });
    const p = await openProduct(page, 'pull-cervin');
    await p.couleur.selectOption('gris');
    for (const taille of ['s', 'm', 'l', 'xl']) {
      await p.taille.selectOption(taille);
      await expect(p.add).not.toHaveClass(/disabled/);
      await p.add.click();
      await expect(p.add).toHaveClass(/added/);
    }
    const cart = await store.cart();
    expect(cart.count).toBe(4);
    expect(cart.items.map((item) => [item.variationId, item.attributes])).toEqual([
      [111, { Taille: 'S', Couleur: 'Gris' }],
      [113, { Taille: 'M', Couleur: 'Gris' }],
      [115, { Taille: 'L', Couleur: 'Gris' }],
      [117, { Taille: 'XL', Couleur: 'Gris' }],
    ]);
    const sum = cart.items.reduce((total, item) => total + item.unitPrice.raw, 0);
    expect((cart as unknown as { subtotal: { raw: number } }).subtotal.raw).toBeCloseTo(sum, 2);
    // WooCommerce's AJAX add reads the variation from product_id alone (packages/contract/recorded).
    const adds = (await store.log()).filter((c) => c.endpoint === 'add_to_cart');
    expect(adds.map((c) => c.body.product_id)).toEqual(['111', '113', '115', '117']);
    expect(adds.every((c) => c.body['add-to-cart'] === undefined && c.body.variation_id === undefined)).toBe(true);
    await expect(page.locator('fk-notices')).toContainText('« Pull Cervin » a été ajouté à votre panier.');
  });

  test('journey 6: a variation with every attribute "any" takes any choice: the form is posted, as WooCommerce’s AJAX add cannot carry it', async ({
    page,
    store,
  }) => {
    await page.goto('/');
    await store.settings({ ajax_add_to_cart: 'no', should_open_cart: 'no' });
    const p = await openProduct(page, 'casquette-aletsch');
    expect(await optionsOf(p.couleur)).toEqual(['Choisir une option', 'Rouge', 'Bleu', 'Noir']);
    expect(await optionsOf(p.taille)).toEqual(['Choisir une option', 'M', 'L']);
    await p.couleur.selectOption('noir');
    await p.taille.selectOption('l');
    await expect(p.price).toHaveText(/29\.00\s*CHF/);
    await expect(p.variationId).toHaveValue('121');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/produit/casquette-aletsch/');
    await p.add.click();
    expect((await posted).postData()).toContain('attribute_pa_couleur');
    await page.waitForLoadState('load');
    await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('« Casquette Aletsch » a été ajouté à votre panier.');
    const item = page.locator('fk-mini-cart .mini_cart_item').first();
    await expect(item).toContainText('Noir');
    await expect(item).toContainText('L');
    await expect(item).not.toContainText('noir');
    expect((await store.log()).filter((c) => c.endpoint === 'add_to_cart')).toEqual([]);
  });

  test('journey 7: an impossible option is removed, one only inactive variations use is disabled', async ({ page }) => {
    const p = await openProduct(page, 'pull-cervin');
    await p.taille.selectOption('xl');
    await expect.poll(() => optionsOf(p.couleur)).toEqual(['Choisir une option', 'Gris']);
    await p.taille.selectOption('m');
    await expect.poll(() => optionsOf(p.couleur)).toEqual(['Choisir une option', 'Bleu (désactivée)', 'Gris']);
    await p.taille.selectOption('');
    await p.couleur.selectOption('bleu');
    await expect.poll(() => optionsOf(p.taille)).toEqual(['Choisir une option', 'S', 'M (désactivée)', 'L']);
  });

  test('journey 8: an out-of-stock variation disables add and quantity and swaps the details; deselect restores', async ({ page }) => {
    const p = await openProduct(page, 'pull-cervin');
    const productImage = await p.firstImage.getAttribute('src');
    await p.taille.selectOption('s');
    await p.couleur.selectOption('bleu');
    await expect(p.form.locator('.woocommerce-variation-availability')).toHaveText('Rupture de stock');
    await expect(p.form.locator('.woocommerce-variation-description')).toHaveText('S bleu : épuisé, retour prévu en hiver.');
    await expect(p.add).toHaveClass(/wc-variation-is-unavailable/);
    await expect(p.quantity).toBeDisabled();
    await expect(p.sku).toHaveText('PULL-CERVIN-S-BLEU');
    await expect(p.firstImage).toHaveAttribute('alt', 'Pull Cervin – S bleu');
    await pressAdd(p);
    await expect(p.form.getByRole('alert')).toHaveText(UNAVAILABLE);
    await p.couleur.selectOption('');
    await expect(p.sku).toHaveText('PULL-CERVIN');
    await expect(p.weight).toHaveText('650 g');
    await expect(p.firstImage).toHaveAttribute('src', productImage!);
    await expect(p.quantity).toBeEnabled();
  });

  test('journey 9: quantity rules — min 4 step 2 max 8, clamping on switch, below min blocks, sold individually hides', async ({ page }) => {
    const calls = watchAjax(page);
    const p = await openProduct(page, 'pull-cervin');
    await p.taille.selectOption('xl');
    await p.couleur.selectOption('gris');
    await p.quantity.fill('10');
    await p.couleur.selectOption('');
    await p.taille.selectOption('l');
    await p.couleur.selectOption('bleu');
    await expect(p.quantity).toHaveValue('8');
    await expect(p.quantity).toHaveAttribute('min', '4');
    await expect(p.quantity).toHaveAttribute('step', '2');

    await p.couleur.selectOption('');
    await p.quantity.fill('0');
    await p.couleur.selectOption('bleu');
    await expect(p.quantity).toHaveValue('4');
    await p.couleur.selectOption('');
    await p.quantity.fill('');
    await p.couleur.selectOption('bleu');
    await expect(p.quantity).toHaveValue('4');

    // Typed after the variation showed: kept as typed, and the browser refuses the add.
    await p.quantity.fill('2');
    await p.add.click();
    await expect(p.quantity).toHaveValue('2');
    expect(await p.quantity.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c === 'add_to_cart' || c === 'fkcart_add_item')).toEqual([]);

    await p.couleur.selectOption('gris');
    await expect(p.quantity).toBeHidden();
    await expect(p.quantity).toHaveValue('1');
  });

  test('journey 10: server mode looks up with aborts, never shows a stale variation, keeps options right', async ({ page, store }) => {
    const p = await openProduct(page, 'chaussettes-en-laine');
    await expect(p.form).toHaveAttribute('data-product_id', '24');
    await p.pointure.selectOption('36');
    await expect.poll(() => optionsOf(p.couleur)).toEqual(['Choisir une option', 'Rouge', 'Vert', 'Bleu']);
    await p.pointure.selectOption('40');
    await expect.poll(() => optionsOf(p.couleur)).toEqual(['Choisir une option', 'Rouge', 'Vert', 'Bleu (désactivée)', 'Noir']);

    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).searchParams.get('wc-ajax') === 'get_variation') aborted.push(request.postData() ?? '');
    });
    // Slow answers; pointures 44–46 come last in the probes' queue, so only the shopper's lookups ask for them.
    await store.latency(1500, 1500);
    await p.pointure.selectOption('');
    await p.couleur.selectOption('rouge');
    for (const pointure of ['44', '45', '46']) await p.pointure.selectOption(pointure);
    await expect(p.form).toHaveAttribute('aria-busy', 'true');
    await expect(p.details).not.toHaveAttribute('data-open');
    await expect(p.variationId).toHaveValue('');
    await expect(p.sku).toHaveText('CHAUSS-46-ROUGE', { timeout: 10_000 });
    await expect(p.variationId).toHaveValue('241');
    await expect(p.form).not.toHaveAttribute('aria-busy');
    expect(aborted.some((body) => /attribute_pa_pointure=4[45]/.test(body))).toBe(true);
    // Late answers for 44 and 45 never take over.
    await page.waitForTimeout(2000);
    await expect(p.sku).toHaveText('CHAUSS-46-ROUGE');
    await expect(p.price).toHaveText(/16\.90\s*CHF/);

    await store.latency(0, 0);
    await p.pointure.selectOption('46');
    await p.couleur.selectOption('vert');
    await expect(p.form.locator('.woocommerce-variation-availability')).toHaveText('Rupture de stock');
    await expect(p.add).toHaveClass(/wc-variation-is-unavailable/);
  });

  test('a choice no variation matches shows the no-match message inline (a link preselecting XL bleu)', async ({ page }) => {
    await page.goto('/produit/pull-cervin/?attribute_pa_taille=xl&attribute_pa_couleur=bleu');
    await widgetsReady(page, ['fk-variation-form']);
    const form = page.locator('fk-variation-form form');
    await expect(form.locator('.wc-no-matching-variations')).toHaveText(NO_MATCH);
    await expect(form.locator('button.single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
    await expect(form.locator('a.reset_variations')).toBeVisible();
  });

  test('in server mode an unpriced combination chosen before the probes answer cannot be added', async ({ page, store }) => {
    const p = await openProduct(page, 'chaussettes-en-laine');
    // Slow enough that the probes cannot have answered before the second choice, however busy the machine.
    await store.latency(4000, 4000);
    await p.couleur.selectOption('noir');
    await p.pointure.selectOption('36');
    await expect(p.details).toContainText(UNAVAILABLE);
    await expect(p.add).toHaveClass(/wc-variation-is-unavailable/);
  });

  test('the side cart takes the add when ajax_add_to_cart is yes', async ({ page, store }) => {
    const p = await openProduct(page, 'pull-cervin');
    await p.taille.selectOption('m');
    await p.couleur.selectOption('gris');
    await p.add.click();
    await expect(p.add).toHaveClass(/added/);
    const calls = (await store.log()).map((c) => c.endpoint);
    expect(calls).toContain('fkcart_add_item');
    expect(calls).not.toContain('add_to_cart');
    const cart = await store.cart();
    expect(cart.items.map((i) => (i as unknown as { variationId: number }).variationId)).toEqual([113]);
  });

  test('an add pressed before the side cart has loaded waits for it: the side cart takes it and opens', async ({ page, store }) => {
    // The side cart loads when the browser is idle or at the first press; here its files are held back until after
    // the press, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/side-cart-[A-Z0-9]+\.(js|css)$/, async (route) => {
      await held;
      await route.continue();
    });
    const p = await openProduct(page, 'pull-cervin');
    await p.taille.selectOption('m');
    await p.couleur.selectOption('gris');
    await p.add.click();
    await page.waitForTimeout(300);
    release();
    await expect(p.add).toHaveClass(/added/);
    await expect(page.locator('.vitrine-drawer.fkcart-modal')).toHaveAttribute('data-state', 'open');
    const calls = (await store.log()).map((c) => c.endpoint);
    expect(calls).toContain('fkcart_add_item');
    expect(calls).not.toContain('add_to_cart');
  });

  test('no serious accessibility violation with a variation chosen and with the selection message', async ({ page }) => {
    const p = await openProduct(page, 'pull-cervin');
    await pressAdd(p);
    await expect(p.form.getByRole('alert')).toBeVisible();
    await p.taille.selectOption('l');
    await p.couleur.selectOption('bleu');
    await expect(p.details).toHaveAttribute('data-open', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('without JavaScript the variation form posts and the product is added', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/produit/t-shirt-leman/');
  await page.locator('select[name="attribute_pa_taille"]').selectOption('l');
  await page.locator('select[name="attribute_pa_couleur"]').selectOption('rouge');
  await page.locator('button.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('a été ajouté à votre panier');
  const cart = (await (await page.request.get('/__test/cart')).json()) as { items: Array<{ variationId: number }> };
  expect(cart.items.map((item) => item.variationId)).toEqual([104]);
  await context.close();
});
