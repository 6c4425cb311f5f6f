import { clip, decodeCookieValue, encodeCookieValue } from './cookie-jar.ts';

/**
 * sourcebuster's cookie value: `key=value|||key=value`, the whole string URI-encoded. sourcebuster encodes only the
 * whole string, so a value holding `|||` or `=` broke its format. We also encode each key and value first; its own
 * reader decodes every value a second time, so sourcebuster still reads our cookies, and we read its cookies the
 * same way it does.
 */
export const SBJS_DELIMITER = '|||';

export type SbjsFields = Readonly<Record<string, string>>;

export function encodeSbjs(fields: SbjsFields): string {
  const text = Object.entries(fields)
    .map(([key, value]) => `${encodeCookieValue(key)}=${encodeCookieValue(value)}`)
    .join(SBJS_DELIMITER);
  return encodeCookieValue(text);
}

/** How many characters a field's value takes in the cookie: it is encoded once alone, then with the record. */
const fieldLength = (value: string): number => encodeCookieValue(encodeCookieValue(value)).length;

/**
 * encodeSbjs, at most `maxLength` characters long. The record's length is its keys and delimiters plus each value's
 * own length, so when it is too long the values share what is left: short ones stay whole, long ones are clipped to
 * an equal share (their plain text, before encoding, so the record stays `key=value|||key=value`, every escape
 * whole and every field still there).
 */
export function encodeSbjsWithin(fields: SbjsFields, maxLength: number): string {
  const whole = encodeSbjs(fields);
  if (whole.length <= maxLength) return whole;
  const entries = Object.entries(fields);
  let room = maxLength - encodeSbjs(Object.fromEntries(entries.map(([key]) => [key, '']))).length;
  const shortestFirst = entries.map(([, _value], i) => i).sort((a, b) => fieldLength(entries[a]![1]) - fieldLength(entries[b]![1]));
  const clipped = entries.map(([key, value]): [string, string] => [key, value]);
  shortestFirst.forEach((i, done) => {
    const share = Math.max(0, Math.floor(room / (entries.length - done)));
    const value = clip(entries[i]![1], share, fieldLength);
    clipped[i]![1] = value;
    room -= fieldLength(value);
  });
  return encodeSbjs(Object.fromEntries(clipped));
}

// WooCommerce can ask sourcebuster for base64 cookies (btoa of the encoded text, `=` padding stripped). Its reader
// treats any value made only of base64 characters that way; ours always holds `%`, so it is never mistaken for one.
function unBase64(raw: string): string {
  if (!/^[A-Za-z0-9+/]+$/.test(raw)) return raw;
  try {
    return atob(raw.padEnd(raw.length + ((4 - (raw.length % 4)) % 4), '='));
  } catch {
    return raw;
  }
}

/** Never throws; whatever the input, the result is a plain record (a key `__proto__` stays an own entry). */
export function decodeSbjs(raw: string): Record<string, string> {
  const text = decodeCookieValue(unBase64(raw));
  if (text === '') return {};
  const entries = text.split(SBJS_DELIMITER).map((part): [string, string] => {
    const eq = part.indexOf('=');
    return eq < 0 ? [decodeCookieValue(part), ''] : [decodeCookieValue(part.slice(0, eq)), decodeCookieValue(part.slice(eq + 1))];
  });
  return Object.fromEntries(entries);
}

/** One field of a decoded record, '' when absent (own properties only). */
export function field(fields: SbjsFields, key: string): string {
  return Object.hasOwn(fields, key) ? (fields[key] ?? '') : '';
}
