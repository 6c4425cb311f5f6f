import { describe, expect, it } from 'vitest';
import { variationDetails } from './details.ts';

describe('variationDetails (§4.4 swap and restore)', () => {
  it('swaps every detail a variation has', () => {
    expect(variationDetails({ sku: 'TS-XL', weight: '400', weight_html: '400 g', dimensions_html: '20 &times; 40 &times; 30 cm' })).toEqual({
      sku: 'TS-XL',
      weight: '400 g',
      dimensions: '20 &times; 40 &times; 30 cm',
    });
  });

  it('leaves the product’s own value where the variation has none', () => {
    expect(variationDetails({ sku: '', weight: '', weight_html: 'N/A', dimensions_html: '' })).toEqual({});
    expect(variationDetails({ sku: 'X' })).toEqual({ sku: 'X' });
  });

  it('keeps a server "N/A" for dimensions, as WooCommerce shows it', () => {
    expect(variationDetails({ dimensions_html: 'N/A' })).toEqual({ dimensions: 'N/A' });
  });

  it('restores everything when no variation is shown', () => {
    expect(variationDetails(null)).toEqual({});
  });
});
