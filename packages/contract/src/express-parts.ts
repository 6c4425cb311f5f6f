import * as v from 'valibot';

/** What every express call shares (spec §7.3): the page's nonce, and how WooCommerce prints numbers and flags. */

export const EXPRESS_NONCE_FIELD = 'fkwcs_nonce';
export const EXPRESS_NONCE = { name: 'fkwcs', field: EXPRESS_NONCE_FIELD } as const;

/** WooCommerce prints some integers as strings. */
export const MinorUnits = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number), v.integer());

/** PHP booleans arrive as true/false, 1/0 or 'yes'/'no'. */
export const Flag = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'yes' || x === 'true'),
);
