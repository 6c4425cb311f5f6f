/**
 * The popup `url` rule's regular expression (§5.9) is written by whoever edits the popup's settings, and the page
 * compiles it. JavaScript's engine backtracks, so `(a+)+$` or `(x|x)(x|x)…` take exponential time and `.*.*.*x`
 * polynomial time: one hostile setting would freeze every page the popup is on. Only patterns whose backtracking
 * stays small compile: at most 200 characters, no backreference, no `*`, `+` or `{…}` on a group, at most
 * MAX_CHOICES choice points (quantifiers and `|`), of which one unbounded (`*`, `+`, `{n,}`), counts up to 5. The
 * referrer is cut to MAX_INPUT characters, so one test costs at most about 6³ × MAX_INPUT² steps, milliseconds.
 */
const MAX_CHOICES = 4;
export const MAX_INPUT = 256;

export function safePattern(pattern: string): RegExp | null {
  // Escapes and classes match one character; group openers and lazy marks change no count.
  const shape = pattern
    .replace(/\\./g, 'e')
    .replace(/\[[^\]]*\]/g, 'c')
    .replace(/\(\?(<?[=!]|:|<\w+>)/g, '(')
    .replace(/([*+?}])\?/g, '$1');
  const choices = shape.match(/[*+?|]|\{[\d,]*\}/g) ?? [];
  const bounded =
    pattern.length <= 200 &&
    !/\\[1-9]|\\k</.test(pattern) &&
    !/\)[*+{]/.test(shape) &&
    choices.length <= MAX_CHOICES &&
    choices.filter((c) => /^[*+]|,\}/.test(c)).length <= 1 &&
    !/\d\d|[6-9]/.test(choices.join(''));
  try {
    return bounded ? new RegExp(pattern) : null;
  } catch {
    return null;
  }
}
