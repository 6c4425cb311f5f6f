import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './cookies.ts';

describe('parseSetCookie reads the store’s Set-Cookie lines as a browser does', () => {
  it('a session cookie, one with Max-Age, and a deletion', async () => {
    const app = new Hono().get('/', (c) => {
      setCookie(c, 'fkcart_cart_qty', '2', { path: '/' });
      setCookie(c, 'vitrine_session', 'abc', { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 172800 });
      deleteCookie(c, 'woocommerce_cart_hash', { path: '/' });
      return c.text('ok');
    });
    const lines = (await app.request('/')).headers.getSetCookie();
    const now = Date.UTC(2026, 0, 1);
    expect(lines.map((line) => parseSetCookie(line, now))).toEqual([
      { name: 'fkcart_cart_qty', value: '2', path: '/', expires: null, sameSite: 'lax' },
      { name: 'vitrine_session', value: 'abc', path: '/', expires: now + 172800 * 1000, sameSite: 'lax' },
      { name: 'woocommerce_cart_hash', value: '', path: '/', expires: expect.any(Number), sameSite: 'lax' },
    ]);
    expect(parseSetCookie(lines[2]!, now)!.expires!).toBeLessThanOrEqual(now);
    expect(parseSetCookie('=no-name', now)).toBeUndefined();
  });
});
