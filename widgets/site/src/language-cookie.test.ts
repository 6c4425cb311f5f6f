// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, languageCookieOptions, rememberLanguage } from './language-cookie.ts';

describe('pll_language cookie (spec §9.1)', () => {
  it('lasts a year on path /, Lax, Secure only on https', () => {
    expect(languageCookieOptions('https:')).toEqual({ days: 365, path: '/', secure: true, sameSite: 'Lax' });
    expect(languageCookieOptions('http:').secure).toBe(false);
    expect(365 * 86_400).toBe(31_536_000);
  });

  it('is written once, then only when the language changes', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    rememberLanguage('fr');
    rememberLanguage('fr');
    expect(writes).toHaveBeenCalledTimes(1);
    expect(writes.mock.calls[0]?.[0]).toMatch(/^pll_language=fr; path=\/; expires=.+; sameSite=Lax$/);
    rememberLanguage('de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    writes.mockRestore();
  });
});
