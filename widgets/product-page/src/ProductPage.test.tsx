// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, setConfig } from '@vitrine/core';
import './index.ts';

/** Lets r2wc mount (outside act()) and effects run. */
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms + 10));
const ready = (tag: string) => vi.waitFor(() => expect(document.querySelector(`${tag}[data-vitrine-ready]`)).toBeTruthy());

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setConfig(parseConfig({}));
});

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const slide = (name: string, caption: string) =>
  `<div class="woocommerce-product-gallery__image" data-thumb="/img/${name}-100.svg"><a href="/img/${name}.svg"><img src="/img/${name}-600.svg" alt="${name}" title="${name}" data-caption="${caption}" data-large_image="/img/${name}.svg" data-large_image_width="1600" data-large_image_height="1600" width="600" height="600"></a></div>`;

const galleryMarkup = (...slides: string[]) =>
  `<fk-product-gallery><div class="woocommerce-product-gallery images"><figure class="woocommerce-product-gallery__wrapper">${slides.join('')}</figure></div></fk-product-gallery>`;

describe('fk-product-gallery', () => {
  it('renders the images again with thumbnails and a magnifier, and follows the chosen variation', async () => {
    document.body.innerHTML = `<div class="product" id="product-21">${galleryMarkup(slide('front', 'Devant'), slide('back', 'Dos'))}<form class="variations_form"></form></div>`;
    await ready('fk-product-gallery');
    const images = () => Array.from(document.querySelectorAll<HTMLImageElement>('.woocommerce-product-gallery__image img.wp-post-image')).map((img) => img.alt);
    expect(images()).toEqual(['front', 'back']);
    expect(document.querySelectorAll('.vitrine-carousel__thumbnail')).toHaveLength(2);

    const form = document.querySelector('form')!;
    const image = { src: '/img/xl-600.svg', alt: 'xl', title: 'xl', caption: '', full_src: '/img/xl.svg', gallery_thumbnail_src: '/img/xl-100.svg' };
    form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: { variation: { variation_id: 105, image } } }));
    await settle();
    expect(images()).toEqual(['xl', 'back']);
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    await settle();
    expect(images()).toEqual(['front', 'back']);
  });

  it('ignores variation events from another product', async () => {
    document.body.innerHTML = `<div class="product" id="product-11">${galleryMarkup(slide('box', ''))}</div><div class="product"><form></form></div>`;
    await ready('fk-product-gallery');
    const image = { src: '/img/other.svg', alt: 'other', title: '', caption: '', full_src: '/img/other.svg', gallery_thumbnail_src: '' };
    document.querySelector('form')!.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: { variation: { image } } }));
    await settle();
    expect(document.querySelector<HTMLImageElement>('img.wp-post-image')?.alt).toBe('box');
  });

  it('shows one image as it is, with no slider and no thumbnails', async () => {
    document.body.innerHTML = galleryMarkup(slide('only', ''));
    await ready('fk-product-gallery');
    expect(document.querySelector('.keen-slider, .vitrine-carousel__thumbnail')).toBeNull();
    expect(document.querySelectorAll('img.wp-post-image')).toHaveLength(1);
  });

  it('opens the lightbox on the magnifier: caption, counter, arrows, Escape', async () => {
    document.body.innerHTML = galleryMarkup(slide('front', 'Devant'), slide('back', ''));
    await ready('fk-product-gallery');
    document.querySelector<HTMLButtonElement>('.woocommerce-product-gallery__trigger')!.click();
    await settle();
    const dialog = () => document.querySelector('[role="dialog"]');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.querySelector('figcaption')?.textContent).toBe('Devant');
    expect(dialog()?.querySelector('.fk-lightbox__counter')?.textContent).toContain('1 / 2');
    const key = (name: string) => dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    key('ArrowRight');
    await settle();
    expect(dialog()?.querySelector('.fk-lightbox__counter')?.textContent).toContain('2 / 2');
    // No caption: the title shows.
    expect(dialog()?.querySelector('figcaption')?.textContent).toBe('back');
    key('Escape');
    await settle();
    expect(dialog()).toBeNull();
  });

  it('puts the server markup back when there is no gallery inside', async () => {
    document.body.innerHTML = '<fk-product-gallery><p class="note">Pas d’image</p></fk-product-gallery>';
    await ready('fk-product-gallery');
    expect(document.querySelector('fk-product-gallery .note')?.textContent).toBe('Pas d’image');
  });
});

const tabsMarkup = `
  <fk-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
    <li class="description_tab active" role="presentation"><a href="#tab-description" id="tab-title-description" role="tab" aria-selected="true">Description</a></li>
    <li class="additional_information_tab" role="presentation"><a href="#tab-additional_information" id="tab-title-additional_information" role="tab">Informations</a></li>
    <li class="reviews_tab" role="presentation"><a href="#tab-reviews" id="tab-title-reviews" role="tab">Avis (1)</a></li>
  </ul>
  <div class="wc-tab" id="tab-description" role="tabpanel">D</div>
  <div class="wc-tab" id="tab-additional_information" role="tabpanel">I</div>
  <div class="wc-tab" id="tab-reviews" role="tabpanel"><div id="reviews">R</div></div></div></fk-product-tabs>`;

describe('fk-product-tabs', () => {
  const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
  const visible = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
      .filter((p) => !p.hidden)
      .map((p) => p.id);

  it('opens the first tab, one panel shown, one tab in the Tab order', async () => {
    document.body.innerHTML = tabsMarkup;
    await ready('fk-product-tabs');
    expect(selected()).toBe('Description');
    expect(visible()).toEqual(['tab-description']);
    expect(document.querySelectorAll('[role="tab"][tabindex="0"]')).toHaveLength(1);
    expect(document.querySelector('[role="tab"]')?.getAttribute('aria-controls')).toBe('tab-description');
  });

  it('opens the reviews for a comment anchor (§2.4)', async () => {
    history.replaceState(null, '', '/produit/t-shirt-leman/#comment-3');
    document.body.innerHTML = tabsMarkup;
    await ready('fk-product-tabs');
    expect(selected()).toBe('Avis (1)');
    expect(visible()).toEqual(['tab-reviews']);
  });

  it('moves and opens with the arrow keys, Home and End; clicks open without jumping', async () => {
    document.body.innerHTML = tabsMarkup;
    await ready('fk-product-tabs');
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]'));
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(selected()).toBe('Avis (1)');
    expect(document.activeElement).toBe(tabs[2]);
    tabs[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(selected()).toBe('Description');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tabs[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(visible()).toEqual(['tab-additional_information']);
  });

  it('switches to the reviews from the page’s review link, and keeps the open tab when remounted', async () => {
    document.body.innerHTML = `<a href="#reviews" class="woocommerce-review-link">(1 avis client)</a>${tabsMarkup}<div id="elsewhere"></div>`;
    await ready('fk-product-tabs');
    document.querySelector<HTMLElement>('.woocommerce-review-link')!.click();
    expect(selected()).toBe('Avis (1)');
    document.querySelector('#elsewhere')!.append(document.querySelector('fk-product-tabs')!);
    await settle(20);
    expect(selected()).toBe('Avis (1)');
  });
});

const ratingMarkup = `
  <form id="commentform"><fk-review-stars><div class="comment-form-rating"><label for="rating">Votre note <span class="required">*</span></label>
  <select name="rating" id="rating" required><option value="">Noter…</option><option value="5">Parfait</option><option value="4">Bon</option></select></div></fk-review-stars>
  <button type="submit">Soumettre</button></form>`;

describe('fk-review-stars', () => {
  it('renders five radio stars « N sur 5 étoiles » posting `rating`', async () => {
    document.body.innerHTML = ratingMarkup;
    await ready('fk-review-stars');
    const radios = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="rating"]'));
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '1 sur 5 étoiles',
      '2 sur 5 étoiles',
      '3 sur 5 étoiles',
      '4 sur 5 étoiles',
      '5 sur 5 étoiles',
    ]);
    expect(document.querySelector('[role="radiogroup"]')?.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('select')).toBeNull();
    radios[3]!.click();
    await settle();
    expect(document.querySelectorAll('.fk-star.is-lit')).toHaveLength(4);
    expect(document.querySelector('.star-4')?.classList.contains('active')).toBe(true);
    expect(new FormData(document.querySelector('form')!).get('rating')).toBe('4');
  });

  it('stops a review without a rating when one is required, with « Veuillez sélectionner une note »', async () => {
    document.body.innerHTML = ratingMarkup;
    await ready('fk-review-stars');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    await settle();
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Veuillez sélectionner une note'));
    expect(document.activeElement).toBe(document.querySelector('input[type="radio"]'));
  });

  it('lets a review go without a rating when the shop does not require one', async () => {
    setConfig(parseConfig({ shop: { review_rating_required: 'no' } }));
    document.body.innerHTML = ratingMarkup;
    await ready('fk-review-stars');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());
    document.querySelector('form')!.dispatchEvent(submit);
    await settle();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('fk-product-view', () => {
  it('pushes one view_item, even when the element is moved and remounts', async () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    document.body.innerHTML =
      '<fk-product-view product-id="11" name="Coffret Artisans du Jura" category="Artisans locaux" price="131.75" type="simple" quantity="1" is-admin="false"></fk-product-view><div id="elsewhere"></div>';
    await ready('fk-product-view');
    await settle();
    document.querySelector('#elsewhere')!.append(document.querySelector('fk-product-view')!);
    await settle(20);
    expect(layer).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'CHF',
          value: 131.75,
          items: [{ item_id: 11, item_name: 'Coffret Artisans du Jura', item_category: 'Artisans locaux', price: 131.75, quantity: 1, product_type: 'simple' }],
        },
        user_is_store_admin: false,
      },
    ]);
  });
});
