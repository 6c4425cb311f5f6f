/**
 * The popup `url` rule's regular expression (§5.9) is written by whoever edits the popup's settings, and the page
 * compiles it. JavaScript's engine backtracks, so a pattern such as `(a+)+$` or `(x|x)*y` takes exponential time
 * and `.*.*.*x` polynomial time: one hostile setting would freeze every page the popup is on. Only patterns whose
 * worst case stays small compile:
 * - at most MAX_LENGTH characters, no backreference (`\1`, `\k<name>`);
 * - no quantifier on a group that holds a quantifier or an alternation (the exponential shapes);
 * - at most MAX_QUANTIFIERS quantifiers, at most one of them unbounded (`*`, `+`, `{n,}`), bounded ones up to
 *   `{n,MAX_REPEAT}`.
 * The referrer it is tested on is cut to MAX_INPUT characters, so one test costs at most about
 * (MAX_REPEAT + 1)^2 × MAX_INPUT² steps, milliseconds.
 */
const MAX_LENGTH = 200;
const MAX_QUANTIFIERS = 3;
const MAX_REPEAT = 10;
export const MAX_INPUT = 512;

export function safePattern(pattern: string): RegExp | null {
  if (pattern.length > MAX_LENGTH || /\\[1-9]|\\k</.test(pattern)) return null;
  // Per open group: does it hold a quantifier or an alternation?
  const groups: Array<{ risky: boolean }> = [{ risky: false }];
  let quantifiers = 0;
  let unbounded = 0;
  let closed: { risky: boolean } | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const after = closed;
    closed = null;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // A class is one character: skip to its unescaped end.
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      continue;
    }
    if (c === '(') groups.push({ risky: false });
    else if (c === ')') {
      closed = groups.length > 1 ? groups.pop()! : null;
      if (closed?.risky) groups.at(-1)!.risky = true;
    } else if (c === '|') groups.at(-1)!.risky = true;
    else {
      const repeat = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i)) : null;
      if (c !== '*' && c !== '+' && c !== '?' && !repeat) continue;
      // `(?` opens a group kind, and `*?` `+?` `??` `}?` are lazy forms of the quantifier just counted.
      if (c === '?' && /[(*+?}]/.test(pattern[i - 1] ?? '')) continue;
      if (after?.risky) return null;
      quantifiers++;
      if (c === '*' || c === '+' || (repeat && repeat[2] !== undefined && (repeat[3] === '' || Number(repeat[3]) > MAX_REPEAT))) unbounded++;
      else if (repeat && Number(repeat[1]) > MAX_REPEAT) return null;
      groups.at(-1)!.risky = true;
      if (repeat) i += repeat[0].length - 1;
    }
  }
  if (quantifiers > MAX_QUANTIFIERS || unbounded > 1) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}
