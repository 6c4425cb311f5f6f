// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pullQuickView } from './testing.ts';
import { parseQuickView } from './quick-view-markup.ts';

describe('reading quick view content', () => {
  it('reads the product, its selects with term names, its variations and its image, without running anything', () => {
    const product = parseQuickView(pullQuickView())!;
    expect(product).toMatchObject({
      productId: 22,
      name: 'Pull Cervin',
      priceText: '79.00 CHF – 99.00 CHF',
      image: { src: '/img/pull.svg', alt: 'Pull Cervin' },
      chosen: { attribute_pa_taille: '', attribute_pa_couleur: '' },
      quantity: 1,
    });
    expect(product.attributes[0]).toEqual({
      name: 'attribute_pa_taille',
      label: 'Taille',
      placeholder: 'Choisir une option',
      options: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
        { value: 'l', label: 'L' },
      ],
    });
    expect(product.variations).toHaveLength(5);
    expect((globalThis as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('keeps a preselected choice (a cart line being edited) and reads a left-out list as null', () => {
    const product = parseQuickView(pullQuickView({ embedded: false, chosen: { attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' } }))!;
    expect(product.variations).toBeNull();
    expect(product.chosen).toEqual({ attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' });
  });

  it('gives nothing for markup without a usable variation form', () => {
    expect(parseQuickView('<p>Erreur</p>')).toBeNull();
    expect(parseQuickView('<form class="variations_form" data-product_id="x"></form>')).toBeNull();
    expect(parseQuickView('<form class="variations_form" data-product_id="3" data-product_variations="[]"></form>')).toBeNull();
  });
});
