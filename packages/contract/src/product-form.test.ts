import { describe, expect, it } from 'vitest';
import { addProductForm, canAddThroughAjax, parseProductVariations } from './product-form.ts';
import { variationAnswer } from './testing.ts';

describe('addProductForm (§7.1 add_to_cart from the product page)', () => {
  it('sends a variable product’s fields without add-to-cart, the chosen variation as the product (what WooCommerce’s handler adds)', () => {
    const call = addProductForm([
      ['attribute_pa_taille', 'xl'],
      ['attribute_pa_couleur', 'bleu'],
      ['quantity', '2'],
      ['add-to-cart', '21'],
      ['product_id', '21'],
      ['variation_id', '105'],
    ]);
    expect(call.endpoint).toBe('add_to_cart');
    expect(call.queue).toBe('cart');
    expect(call.body).toEqual({
      kind: 'form',
      fields: { attribute_pa_taille: 'xl', attribute_pa_couleur: 'bleu', quantity: '2', product_id: '105' },
    });
  });

  it('keeps the parent when no variation is chosen (variation_id 0), so the shop answers with the product page', () => {
    const call = addProductForm([
      ['quantity', '1'],
      ['add-to-cart', '21'],
      ['product_id', '21'],
      ['variation_id', '0'],
    ]);
    expect(call.body).toEqual({ kind: 'form', fields: { quantity: '1', product_id: '21' } });
  });

  it('knows a variation made for any value of an attribute cannot go through WooCommerce’s AJAX add', () => {
    expect(canAddThroughAjax(null)).toBe(true);
    expect(canAddThroughAjax({ attributes: { attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' } })).toBe(true);
    expect(canAddThroughAjax({ attributes: { attribute_pa_couleur: '' } })).toBe(false);
  });

  it('names a simple product from its button', () => {
    expect(
      addProductForm([
        ['quantity', '5'],
        ['add-to-cart', '11'],
      ]).body,
    ).toEqual({
      kind: 'form',
      fields: { quantity: '5', product_id: '11' },
    });
  });

  it('keeps add-on fields, [] names as arrays', () => {
    const call = addProductForm([
      ['addon-11-gravure', 'Léa'],
      ['addon-11-options[]', 'papier'],
      ['addon-11-options[]', 'ruban'],
      ['add-to-cart', '11'],
    ]);
    expect(call.body).toEqual({
      kind: 'form',
      fields: { 'addon-11-gravure': 'Léa', 'addon-11-options[]': ['papier', 'ruban'], product_id: '11' },
    });
  });
});

describe('parseProductVariations (§3.4)', () => {
  const variation = variationAnswer(102, { attribute_pa_taille: 's', attribute_pa_couleur: '' });

  it('reads the embedded list with WooCommerce’s loose numbers', () => {
    const [parsed] = parseProductVariations(JSON.stringify([variation])) || [];
    expect(parsed?.variation_id).toBe(102);
    expect(parsed?.max_qty).toBeNull();
  });

  it('asks the server when the list is false, missing or unreadable', () => {
    expect(parseProductVariations('false')).toBe(false);
    expect(parseProductVariations(undefined)).toBe(false);
    expect(parseProductVariations('[{')).toBe(false);
    expect(parseProductVariations(JSON.stringify([{ ...variation, variation_id: 'x' }]))).toBe(false);
  });
});
