import type { FormFields, FormValue } from '@vitrine/contract';

/**
 * Flattens nested fields the way PHP reads them (and jQuery.param writes them):
 * `{attributes: {pa_taille: 'm'}}` → `attributes[pa_taille]=m`, `{addon: ['a','b']}` → `addon[]=a&addon[]=b`.
 * `undefined` is left out; `null` is sent empty; booleans as `true`/`false`.
 */
export function flattenFields(fields: FormFields): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null) out.push([key, '']);
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === 'object') walk(`${key}[${i}]`, item);
        else walk(`${key}[]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    } else out.push([key, String(value)]);
  };
  for (const [k, v] of Object.entries(fields)) {
    // A field already named `x[]` is an array by name (spec §7.3 add-on fields).
    if (k.endsWith('[]') && Array.isArray(v)) v.forEach((item) => walk(k, item));
    else walk(k, v);
  }
  return out;
}

export function encodeForm(fields: FormFields): URLSearchParams {
  return new URLSearchParams(flattenFields(fields));
}

export function encodeMultipart(fields: FormFields): FormData {
  const data = new FormData();
  for (const [k, v] of flattenFields(fields)) data.append(k, v);
  return data;
}
