import { describe, expect, it } from 'vitest';
import { encodeForm, encodeMultipart, flattenFields } from './encode.ts';

describe('form encoding', () => {
  it('writes nested records with PHP brackets', () => {
    expect(encodeForm({ product_id: 12, attributes: { attribute_pa_taille: 'm', attribute_pa_couleur: '' } }).toString()).toBe(
      'product_id=12&attributes%5Battribute_pa_taille%5D=m&attributes%5Battribute_pa_couleur%5D=',
    );
  });

  it('writes arrays as name[] and keeps names already ending in []', () => {
    expect(flattenFields({ tags: ['a', 'b'], 'addon-1[]': ['x', 'y'] })).toEqual([
      ['tags[]', 'a'],
      ['tags[]', 'b'],
      ['addon-1[]', 'x'],
      ['addon-1[]', 'y'],
    ]);
  });

  it('leaves out undefined, sends null empty and booleans as words', () => {
    expect(flattenFields({ a: undefined, b: null, c: true, d: false, e: 0 })).toEqual([
      ['b', ''],
      ['c', 'true'],
      ['d', 'false'],
      ['e', '0'],
    ]);
  });

  it('indexes arrays of records', () => {
    expect(flattenFields({ rows: [{ id: 1 }, { id: 2 }] })).toEqual([
      ['rows[0][id]', '1'],
      ['rows[1][id]', '2'],
    ]);
  });

  it('builds the same fields as multipart', () => {
    const data = encodeMultipart({ qty: 2, attributes: { pa_taille: 'l' } });
    expect([...data.entries()]).toEqual([
      ['qty', '2'],
      ['attributes[pa_taille]', 'l'],
    ]);
  });
});
