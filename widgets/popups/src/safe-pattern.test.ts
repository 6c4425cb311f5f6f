import { describe, expect, it } from 'vitest';
import { safePattern } from './safe-pattern.ts';
import { urlRule } from './timing-rules.ts';

describe('the popup url rule’s patterns (first outside review, finding 7)', () => {
  it('compiles the patterns people write', () => {
    for (const p of [
      '^https://(www\\.)?instagram\\.',
      'facebook|instagram',
      'utm_source=news.*',
      '[?&]ref=[a-z]{2,5}',
      'google\\.(ch|fr|com)/',
      '(?:^|\\.)boutique\\.ch/',
      '^https?://',
    ]) {
      expect(safePattern(p), p).toBeInstanceOf(RegExp);
    }
  });

  it('refuses every pattern that could backtrack for long, and what does not compile', () => {
    const hostile = [
      '(a+)+$',
      '(a*)*b',
      '(a|a)*$',
      '(a|aa)+$',
      '((ab)*)+$',
      '(.*a){12}',
      '(?:a+){2,}$',
      '(\\w+\\s?)+$',
      '^(([a-z])+.)+[A-Z]([a-z])+$',
      '.*.*.*x',
      'a+a+b',
      '\\d+\\d+$',
      'a{0,1000}a{0,1000}b',
      'a{2000}',
      '(a)\\1',
      '(?<x>a)\\k<x>',
      'a?a?a?a?a?aaaaa',
      '(a|a)(a|a)(a|a)(a|a)(a|a)x',
      'a|a|a|a|a|b',
      '[a-z]{0,9}',
      `${'a'.repeat(201)}`,
      '([unclosed',
      '(?<=',
    ];
    for (const p of hostile) expect(safePattern(p), p).toBeNull();
  });

  it('makes the rule fail for a hostile pattern, on a hostile referrer, at once', () => {
    const referrer = `https://x.example/${'a'.repeat(30_000)}!`;
    // Before, `(a+)+$` on 30 000 letters would run for longer than the universe has existed.
    expect(urlRule({ url: '(a+)+$', action: 'regex' }, { referrer } as Parameters<typeof urlRule>[1])).toBe(false);
    expect(urlRule({ url: '^https://x\\.example/a+', action: 'regex' }, { referrer } as Parameters<typeof urlRule>[1])).toBe(true);
  });
});
