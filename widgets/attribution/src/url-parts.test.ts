import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostOf, isSameSite, parentDomain, pathOf, queryOf } from './url-parts.ts';

describe('host helpers', () => {
  it('reads hosts and paths, empty for non-URLs', () => {
    expect(hostOf('https://WWW.Google.CH/search?q=x')).toBe('www.google.ch');
    expect(hostOf('')).toBe('');
    expect(hostOf('not a url')).toBe('');
    expect(pathOf('https://blog.example.org/a/b?c=1#d')).toBe('/a/b');
  });

  it('reads the query even from a URL that does not parse', () => {
    expect(queryOf('%%%?utm_source=x#?utm_medium=y').get('utm_source')).toBe('x');
    expect(queryOf('%%%?utm_source=x#?utm_medium=y').has('utm_medium')).toBe(false);
  });

  it('counts the site, www. and subdomains as the same site', () => {
    expect(isSameSite('www.boutique.ch', 'boutique.ch')).toBe(true);
    expect(isSameSite('boutique.ch', 'www.boutique.ch')).toBe(true);
    expect(isSameSite('blog.boutique.ch', 'www.boutique.ch')).toBe(true);
    expect(isSameSite('notboutique.ch', 'boutique.ch')).toBe(false);
    expect(isSameSite('boutique.ch.evil.com', 'boutique.ch')).toBe(false);
    expect(isSameSite('', '')).toBe(false);
  });

  it.each([
    ['shop.example.ch', '.example.ch'],
    ['example.ch', '.example.ch'],
    ['www.example.ch', '.example.ch'],
    ['a.b.shop.example.ch', '.example.ch'],
    ['SHOP.Example.CH.', '.example.ch'],
    ['shop.example.co.uk', '.example.co.uk'],
    ['example.com.au', '.example.com.au'],
    ['localhost', undefined],
    ['demo.localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['intranet', undefined],
    ['', undefined],
    ['evil.com; secure', undefined],
  ])('parent domain of %s is %s', (host, domain) => {
    expect(parentDomain(host)).toBe(domain);
  });

  it('property: a parent domain is a suffix of the host, never a bare TLD', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        const d = parentDomain(host);
        if (d === undefined) return;
        expect(d.startsWith('.')).toBe(true);
        expect(`.${host}`.endsWith(d)).toBe(true);
        expect(d.split('.').length).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});
