import { expect, seriousViolations, test } from './fixtures.ts';
import { callsTo, drawer, openDrawer, PRODUCTS, quickView, row, withCart } from './side-cart-support.ts';

/** Journey 27: recommendations and quick view (spec §2.8, §2.9, §4.11, §4.12, §9.4). */

/** Casquette Aletsch (variation 121, every attribute "any"): its upsells are the T-shirt and the socks, both variable. */
const CASQUETTE = { product_id: 23, variation_id: 121, attribute_pa_couleur: 'rouge', attribute_pa_taille: 'm', quantity: 1 };

test.describe('upsells', () => {
  test('a carousel: labelled prev/next disabled at the ends, one dot per page, no loop', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.coffretJura, quantity: 1 }]);
    await openDrawer(page);
    const carousel = drawer(page).getByRole('region', { name: 'Vous aimerez aussi' });
    const prev = carousel.getByRole('button', { name: 'Précédent' });
    const next = carousel.getByRole('button', { name: 'Suivant' });
    await expect(carousel.locator('.fkcart-upsell-item')).toHaveCount(4);
    await expect(carousel.locator('.vitrine-carousel__dot')).toHaveCount(3);
    await expect(prev).toBeDisabled();
    await next.click();
    await expect(carousel.getByRole('button', { name: 'Aller à la diapositive 2' })).toHaveAttribute('aria-current', 'true');
    await next.click();
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(carousel.getByRole('button', { name: 'Aller à la diapositive 3' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Aller à la diapositive 1' }).click();
    await expect(prev).toBeDisabled();
  });

  test('no carousel when they all fit, and a list at ≤ 1000 px with style3', async ({ page }) => {
    await withCart(page, [{ product_id: PRODUCTS.chocolat, quantity: 1 }]);
    await openDrawer(page);
    await expect(drawer(page).locator('.fkcart-upsell-item')).toHaveCount(2);
    await expect(drawer(page).getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(drawer(page).locator('.fkcart-upsells-list .fkcart-upsell-item')).toHaveCount(2);
    await expect(drawer(page).locator('.vitrine-carousel')).toHaveCount(0);
  });

  test('« Ajouter » adds one and drops that row; after the last one the section is gone', async ({ page, store }) => {
    await withCart(page, [{ product_id: PRODUCTS.bougie, quantity: 1 }]);
    await openDrawer(page);
    const section = drawer(page).locator('.fkcart-upsells');
    for (let round = 0; round < 12 && (await section.count()) > 0; round++) {
      const card = section.locator('.fkcart-upsell-item').first();
      const name = (await card.locator('.fkcart-upsell-title').textContent())!.trim();
      await card.getByRole('button', { name: `Ajouter « ${name} » au panier` }).click();
      await expect(section.locator('.fkcart-upsell-item', { hasText: name })).toHaveCount(0);
      await expect(row(page, name)).toBeVisible();
      expect((await store.cart()).items.map((i) => i.name)).toContain(name);
    }
    await expect(section).toHaveCount(0);
    const adds = await callsTo(store, 'fkcart_add_item');
    expect(adds.length).toBeGreaterThan(2);
    expect(adds.every((c) => c.body.fkcart_quantity === '1')).toBe(true);
  });
});

// FIXME: once keen-slider has taken over, a click on the third slide's « Choisir les options »
// after « Suivant » reaches the button (it takes focus, quick view's chunk is fetched on hover) but its click
// handler never runs, even with drag off. Before keen-slider is ready the same click works. Skipped so CI stays
// meaningful while it is found; the other quick view journeys (first slides) pass.
test('quick view: an out-of-stock variation disables add and quantity', async ({ page }) => {
  await withCart(page, [{ product_id: 21, variation_id: 103, attribute_pa_taille: 'm', attribute_pa_couleur: 'rouge', quantity: 1 }]);
  await openDrawer(page);
  // The third of three slides, two in view: bring it in first, as a shopper would.
  const carousel = drawer(page).getByRole('region', { name: 'Vous aimerez aussi' });
  // Until keen-slider has taken over, the slides are a plain row that jumps into place when it does.
  await expect(carousel.locator('.vitrine-carousel[data-ready]')).toBeAttached();
  // keen-slider moves slides by transform; a track the browser could scroll too (to show a pressed or focused
  // control) moved the button between press and release, and the click was lost.
  expect(await carousel.locator('.vitrine-carousel__track').evaluate((track) => ((track.scrollLeft = 200), track.scrollLeft))).toBe(0);
  await carousel.getByRole('button', { name: 'Suivant' }).click();
  const open = drawer(page).getByRole('button', { name: 'Choisir les options de « Pull Cervin »' });
  await expect(open).toBeInViewport({ ratio: 1 });
  await open.click();
  const view = page.getByRole('dialog', { name: 'Choisir les options de « Pull Cervin »' });
  await view.getByLabel('Taille').selectOption('s');
  await view.getByLabel('Couleur').selectOption('bleu');
  await expect(view.locator('.stock')).toHaveText('Rupture de stock');
  await expect(view.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await expect(view.getByRole('spinbutton')).toBeDisabled();
  await view.getByLabel('Couleur').selectOption('gris');
  await expect(view.locator('.stock')).toHaveText('En stock');
  await expect(view.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
});

test.describe('quick view', () => {
  test.beforeEach(async ({ page }) => {
    await withCart(page, [CASQUETTE]);
    await openDrawer(page);
  });

  test('« Choisir les options » → pick a variation (its image follows) → add: quick view closes, item in the cart', async ({ page, store }) => {
    await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
    const view = quickView(page);
    await expect(view).toBeVisible();
    const add = view.getByRole('button', { name: 'Ajouter au panier' });
    await expect(add).toBeDisabled();
    await expect(view.getByRole('spinbutton')).toBeDisabled();
    const image = view.locator('.fkcart-quick-view-image');
    const before = await image.getAttribute('src');

    await view.getByLabel('Taille').selectOption('s');
    await expect(add).toBeDisabled();
    await view.getByLabel('Couleur').selectOption('rouge');
    await expect(add).toBeEnabled();
    await expect(image).not.toHaveAttribute('src', before!);
    await expect(view.locator('.fkcart-quick-view-price')).toHaveText(/11\.16\s*CHF/);

    await view.getByRole('button', { name: /^Augmenter la quantité/ }).click();
    await expect(view.getByRole('spinbutton')).toHaveValue('2');
    expect(await callsTo(store, 'fkcart_add_item')).toEqual([]);

    await add.click();
    await expect(view).toHaveCount(0);
    await expect(row(page, 'T-shirt Léman')).toBeVisible();
    const [call] = await callsTo(store, 'fkcart_add_item');
    expect(call?.body).toMatchObject({
      fkcart_product_id: '21',
      fkcart_variation_id: '102',
      fkcart_quantity: '2',
      qty: '2',
      'attributes[attribute_pa_taille]': 's',
      'attributes[attribute_pa_couleur]': 'rouge',
    });
    const line = (await store.cart()).items.find((i) => i.productId === 21);
    expect(line?.quantity.value).toBe(2);
    // Focus went back into the drawer, the upsell that opened quick view being gone.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.fkcart-modal'))).toBe(true);
  });

  test('a product with too many variations to embed asks the shop for the chosen one', async ({ page, store }) => {
    await drawer(page).getByRole('button', { name: 'Choisir les options de « Chaussettes en laine »' }).click();
    const view = quickView(page);
    await view.getByLabel('Pointure').selectOption({ index: 1 });
    await view.getByLabel('Couleur').selectOption({ index: 1 });
    await expect(view.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    expect((await callsTo(store, 'get_variation')).length).toBeGreaterThanOrEqual(1);
    await view.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(view).toHaveCount(0);
    await expect(row(page, 'Chaussettes en laine')).toBeVisible();
  });

  test('a failed add keeps quick view open with the shop’s message for 3 s', async ({ page, store }) => {
    await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
    const view = quickView(page);
    await view.getByLabel('Taille').selectOption('m');
    await view.getByLabel('Couleur').selectOption('vert');
    await store.fault('fkcart_add_item', 'status500');
    await view.getByRole('button', { name: 'Ajouter au panier' }).click();
    const notice = view.locator('.fkcart-notice-error');
    await expect(notice).toHaveText('La boutique a rencontré un problème avec votre demande. Veuillez réessayer.');
    await expect(view.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await expect(notice).toHaveCount(0, { timeout: 4500 });
    await view.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(view).toHaveCount(0);
  });

  test('changes a cart line’s options in place', async ({ page, store }) => {
    await row(page, 'Casquette Aletsch').getByRole('button', { name: 'Modifier les options de « Casquette Aletsch »' }).click();
    const view = quickView(page);
    await expect(view.getByLabel('Couleur')).toHaveValue('rouge');
    await view.getByLabel('Couleur').selectOption('noir');
    await view.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(view).toHaveCount(0);
    await expect(row(page, 'Casquette Aletsch')).toContainText('Noir');
    const items = (await store.cart()).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.attributes).toMatchObject({ Couleur: 'Noir' });
    expect(await callsTo(store, 'fkcart_update_attributes')).toHaveLength(1);
  });

  test('has no serious accessibility violation, open', async ({ page }) => {
    await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
    await quickView(page).getByLabel('Taille').selectOption('s');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Escape closes quick view first, then the drawer', async ({ page }) => {
    await drawer(page).getByRole('button', { name: 'Choisir les options de « T-shirt Léman »' }).click();
    await expect(quickView(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quickView(page)).toHaveCount(0);
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
  });
});
