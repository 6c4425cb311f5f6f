import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';

/** Journeys 28–31 (JOURNEYS.md) and the gallery, tabs, stars and analytics of the product page. */

const GIFT_BOX = 'coffret-artisans-du-jura';
const PRODUCT_TAGS = ['fk-product-gallery', 'fk-product-tabs', 'fk-review-stars', 'fk-variation-form'];

async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page, PRODUCT_TAGS);
}

const tab = (page: Page, name: RegExp) => page.locator('fk-product-tabs').getByRole('tab', { name });

test.describe('product tabs (journey 28)', () => {
  for (const suffix of ['#reviews', '#tab-reviews', '#comment-12', '?cpage=2']) {
    test(`the reviews tab opens directly for ${suffix}`, async ({ page }) => {
      await openProduct(page, `/produit/t-shirt-leman/${suffix}`);
      await expect(tab(page, /^Avis/)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#tab-reviews')).toBeVisible();
      await expect(page.locator('#tab-description')).toBeHidden();
    });
  }

  test('otherwise the first tab; a hash naming a panel opens it', async ({ page }) => {
    await openProduct(page, '/produit/t-shirt-leman/');
    await expect(tab(page, /Description/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab-description')).toBeVisible();
    await expect(page.locator('#tab-reviews')).toBeHidden();
    await openProduct(page, '/produit/t-shirt-leman/#tab-additional_information');
    await expect(tab(page, /Informations/)).toHaveAttribute('aria-selected', 'true');
  });

  test('arrows, Home and End move between tabs and open them; one tab is in the Tab order', async ({ page }) => {
    await openProduct(page, '/produit/t-shirt-leman/');
    const description = tab(page, /Description/);
    await description.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, /Informations/)).toBeFocused();
    await expect(tab(page, /Informations/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab-additional_information')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab(page, /^Avis/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(description).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, /^Avis/)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('fk-product-tabs [role="tab"][tabindex="0"]')).toHaveCount(1);
  });

  test('the « avis client » link switches to the reviews', async ({ page }) => {
    await openProduct(page, '/produit/pull-cervin/');
    await page.locator('a.woocommerce-review-link').click();
    await expect(tab(page, /^Avis/)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#reviews')).toBeInViewport();
  });
});

test.describe('review stars (journey 29)', () => {
  const fillReview = async (page: Page) => {
    await page.locator('#comment').fill('Très doux, taille bien.');
    await page.locator('#author').fill('Léa');
    await page.locator('#email').fill('lea@example.ch');
  };

  test('a review with four stars is posted and shown with its rating', async ({ page }) => {
    await openProduct(page, '/produit/t-shirt-leman/#reviews');
    const stars = page.locator('fk-review-stars').getByRole('radio');
    await expect(stars).toHaveCount(5);
    await expect(page.getByRole('radiogroup', { name: /Votre note/ })).toBeVisible();
    await page.getByRole('radio', { name: '4 sur 5 étoiles' }).check();
    await expect(page.locator('fk-review-stars .star-4')).toHaveClass(/active/);
    await expect(page.locator('fk-review-stars .is-lit')).toHaveCount(4);
    await fillReview(page);
    await page.locator('#commentform button[type="submit"]').click();
    await expect(page).toHaveURL(/#comment-\d+$/);
    await expect(tab(page, /^Avis/)).toHaveAttribute('aria-selected', 'true');
    const review = page.locator('.commentlist li.review').last();
    await expect(review).toContainText('Très doux, taille bien.');
    await expect(review.locator('.star-rating')).toHaveAttribute('aria-label', 'Noté 4 sur 5');
  });

  test('the stars work from the keyboard as radios', async ({ page }) => {
    await openProduct(page, '/produit/t-shirt-leman/#reviews');
    await page.getByRole('radio', { name: '1 sur 5 étoiles' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '3 sur 5 étoiles' })).toBeChecked();
    await expect(page.locator('fk-review-stars .is-lit')).toHaveCount(3);
  });

  test('without a rating when one is required: « Veuillez sélectionner une note » and nothing is posted', async ({ page }) => {
    await openProduct(page, '/produit/t-shirt-leman/#reviews');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wp-comments-post.php')) posts.push(request.url());
    });
    await fillReview(page);
    await page.locator('#commentform button[type="submit"]').click();
    await expect(page.locator('fk-review-stars [role="alert"]')).toHaveText('Veuillez sélectionner une note');
    await expect(page.getByRole('radio', { name: '1 sur 5 étoiles' })).toBeFocused();
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/produit\/t-shirt-leman\/#reviews$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when the shop does not require a rating the review goes without one', async ({ page, store }) => {
    await page.goto('/');
    await store.settings({ review_rating_required: 'no' });
    await openProduct(page, '/produit/pull-cervin/#reviews');
    await fillReview(page);
    await page.locator('#commentform button[type="submit"]').click();
    await expect(page).toHaveURL(/#comment-\d+$/);
  });
});

test.describe('the gallery (journey 30)', () => {
  test('thumbnails slide to their image; no slider for one image', async ({ page }) => {
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    const gallery = page.locator('fk-product-gallery');
    const thumbnails = gallery.locator('.vitrine-carousel__thumbnail');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await thumbnails.nth(2).click();
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    const viewport = await gallery.locator('.vitrine-carousel__track').boundingBox();
    await expect.poll(async () => Math.round((await gallery.locator('.vitrine-carousel__slide').nth(2).boundingBox())!.x - viewport!.x)).toBe(0);
    await expect(gallery.locator('.vitrine-carousel__prev')).toHaveAttribute('aria-disabled', 'false');
    await expect(gallery.locator('.vitrine-carousel__next')).toHaveAttribute('aria-disabled', 'true');

    await openProduct(page, '/produit/coffret-douceurs-de-gruyere/');
    await expect(gallery.locator('.woocommerce-product-gallery__image')).toHaveCount(1);
    await expect(gallery.locator('.keen-slider, .vitrine-carousel__thumbnail, .vitrine-carousel__next')).toHaveCount(0);
  });

  test('zoom follows the mouse only over images larger than the gallery', async ({ page }) => {
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    const slide = page.locator('fk-product-gallery .fk-zoom').first();
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    const zoomed = slide.locator('img.zoomImg');
    await expect(zoomed).toBeVisible();
    const first = await zoomed.evaluate((img: HTMLElement) => img.style.left);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
    await expect.poll(() => zoomed.evaluate((img: HTMLElement) => img.style.left)).not.toBe(first);
    await page.mouse.move(box.x + box.width + 200, box.y);
    await expect(zoomed).toHaveCount(0);

    // A single column: the gallery is wider than the 600 px original, which has nothing to zoom.
    await page.setViewportSize({ width: 760, height: 900 });
    await openProduct(page, '/produit/coffret-douceurs-de-gruyere/');
    expect((await page.locator('fk-product-gallery').boundingBox())!.width).toBeGreaterThan(600);
    const small = page.locator('fk-product-gallery .fk-zoom').first();
    const smallBox = (await small.boundingBox())!;
    await page.mouse.move(smallBox.x + 20, smallBox.y + 20);
    await page.waitForTimeout(200);
    await expect(small.locator('img.zoomImg')).toHaveCount(0);
  });

  test('on a touch screen a tap zooms in and another tap zooms out', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    const slide = page.locator('fk-product-gallery .fk-zoom').first();
    await slide.tap();
    await expect(slide.locator('img.zoomImg')).toBeVisible();
    await slide.tap();
    await expect(slide.locator('img.zoomImg')).toHaveCount(0);
    await context.close();
  });

  test('the magnifier opens the lightbox with captions, counter and keys; focus is trapped and returns', async ({ page }) => {
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    const magnifier = page.getByRole('button', { name: 'Voir la galerie d’images en plein écran' });
    await magnifier.click();
    const dialog = page.getByRole('dialog', { name: 'Galerie d’images' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figcaption')).toHaveText('Le coffret ouvert');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('figcaption')).toHaveText('Tête de Moine et saucisse sèche');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('2 / 3');
    await page.keyboard.press('End');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('3 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('2 / 3');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(magnifier).toBeFocused();
  });

  test('the lightbox opens on the slide in view and closes with its button', async ({ page }) => {
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    await page.locator('fk-product-gallery .vitrine-carousel__thumbnail').nth(1).click();
    await page.getByRole('button', { name: 'Voir la galerie d’images en plein écran' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.fk-lightbox__counter')).toContainText('2 / 3');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('no serious accessibility violation with the lightbox open', async ({ page }) => {
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Voir la galerie d’images en plein écran' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const slug of [GIFT_BOX, 'coffret-douceurs-de-gruyere', 't-shirt-leman']) {
    test(`mounting over the server markup shifts nothing in the gallery area (${slug})`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: Array<{ value: number; rects: DOMRectReadOnly[] }> = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources?: Array<{ previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }>) {
            shifts.push({ value: entry.value, rects: (entry.sources ?? []).flatMap((s) => [s.previousRect, s.currentRect]) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openProduct(page, `/produit/${slug}/`);
      await page.waitForTimeout(1200);
      const inGallery = await page.evaluate(() => {
        const area = document.querySelector('fk-product-gallery')!.getBoundingClientRect();
        const overlaps = (r: DOMRectReadOnly) =>
          r.width > 0 && r.height > 0 && r.left < area.right && r.right > area.left && r.top < area.bottom && r.bottom > area.top;
        const shifts = (window as unknown as { __shifts: Array<{ value: number; rects: DOMRectReadOnly[] }> }).__shifts;
        return shifts.filter((s) => s.rects.some(overlaps)).reduce((sum, s) => sum + s.value, 0);
      });
      expect(inGallery).toBe(0);
    });
  }
});

test.describe('adding from the product page', () => {
  test('journey 31: a simple product at quantity 5 is added, the cart shows 5 and five times the price', async ({ page, store }) => {
    await page.goto('/');
    await store.settings({ ajax_add_to_cart: 'no', should_open_cart: 'no' });
    await openProduct(page, `/produit/${GIFT_BOX}/`);
    const form = page.locator('fk-variation-form form.cart');
    await form.locator('input.qty').fill('5');
    await form.locator('button.single_add_to_cart_button').click();
    await expect(page.locator('fk-notices')).toContainText('« Coffret Artisans du Jura » a été ajouté à votre panier.');
    await expect(page.locator('fk-mini-cart .mini_cart_item .quantity')).toContainText('5 ×');
    const cart = (await store.cart()) as unknown as { items: Array<{ quantity: { value: number } }>; subtotal: { raw: number } };
    expect(cart.items[0]?.quantity.value).toBe(5);
    expect(cart.subtotal.raw).toBeCloseTo(658.75, 2);
    const add = (await store.log()).find((c) => c.endpoint === 'add_to_cart')!;
    expect(add.body).toEqual({ quantity: '5', product_id: '11' });
  });

  test('a sold-individually simple product keeps its hidden quantity of 1', async ({ page }) => {
    await openProduct(page, '/produit/planche-a-decouper-en-noyer/');
    const quantity = page.locator('fk-variation-form input[name="quantity"]');
    await expect(quantity).toBeHidden();
    await expect(quantity).toHaveValue('1');
  });
});

test.describe('product view analytics (§3.18)', () => {
  test('one view_item push per page view, with CHF and the viewer flag, never twice on remount', async ({ page }) => {
    await page.goto(`/produit/${GIFT_BOX}/`);
    await widgetsReady(page, ['fk-product-view']);
    const views = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'view_item'));
    await expect.poll(views).toHaveLength(1);
    // Other listeners may add their own keys to the push (the funnel tracker's event attribution).
    expect((await views())[0]).toMatchObject({
      event: 'view_item',
      ecommerce: {
        currency: 'CHF',
        value: 131.75,
        items: [{ item_id: 11, item_name: 'Coffret Artisans du Jura', item_category: 'Artisans locaux', price: 131.75, quantity: 1, product_type: 'simple' }],
      },
      user_is_store_admin: false,
    });
    // Moving the element remounts it.
    await page.evaluate(() => document.body.append(document.querySelector('fk-product-view')!));
    await page.waitForTimeout(300);
    expect(await views()).toHaveLength(1);
  });
});
