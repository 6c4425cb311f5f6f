import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOrderRedirect } from './confirm-redirect.ts';

const BASE = 'https://boutique.ch/produit/miel/';
const RETURN = 'https://boutique.ch/checkout/order-received/42/?key=wc_order_abc';
const confirm = (intent: string, secret: string, url: string, rest = ':42:fkwcs_stripe:0') =>
  `#fkwcs-confirm-${intent}-${secret}:${encodeURIComponent(url)}${rest}`;

describe('the express order redirect (spec §4.7)', () => {
  it('reads a payment intent and a setup intent confirmation', () => {
    expect(parseOrderRedirect(confirm('pi', 'pi_3Nx_secret_AbC', RETURN), BASE)).toEqual({
      kind: 'confirm',
      intent: 'pi',
      secret: 'pi_3Nx_secret_AbC',
      returnUrl: RETURN,
    });
    expect(parseOrderRedirect(confirm('si', 'seti_1_secret_z', '/checkout/order-received/7/', ''), BASE)).toEqual({
      kind: 'confirm',
      intent: 'si',
      secret: 'seti_1_secret_z',
      returnUrl: 'https://boutique.ch/checkout/order-received/7/',
    });
    expect(parseOrderRedirect(confirm('pi', 'pi_1_secret_2', RETURN).slice(1), BASE).kind).toBe('confirm');
  });

  it('refuses a return URL that is not an http(s) URL of this site', () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/phish', '//evil.example/', 'data:text/html,x', 'https://boutique.ch.evil.example/']) {
      expect(parseOrderRedirect(confirm('pi', 'pi_1_secret_2', url), BASE).kind).toBe('refused');
    }
    expect(parseOrderRedirect(`#fkwcs-confirm-pi-pi_1_secret_2:%E0%A4%A`, BASE).kind).toBe('refused');
    expect(parseOrderRedirect('#fkwcs-confirm-xx-abc:%2F', BASE).kind).toBe('refused');
    expect(parseOrderRedirect('#fkwcs-confirm-pi-pi<script>:%2F', BASE).kind).toBe('refused');
  });

  it('goes to any other redirect only when it is same-origin http(s)', () => {
    expect(parseOrderRedirect('/checkout/order-received/9/?key=k', BASE)).toEqual({
      kind: 'go',
      url: 'https://boutique.ch/checkout/order-received/9/?key=k',
    });
    for (const hostile of ['javascript:alert(document.cookie)', 'JavaScript:void(0)', 'https://evil.example/', '', '   ']) {
      expect(parseOrderRedirect(hostile, BASE).kind).toBe('refused');
    }
  });

  it('never throws and never lets the shopper leave the site, whatever the server sends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.constantFrom('https://', 'http://', '//', 'javascript:', 'data:', ''),
              fc.constantFrom('boutique.ch', 'evil.example', 'boutique.ch.evil.example'),
              fc.webPath(),
            )
            .map((parts) => parts.join('')),
          fc.string().map((s) => `#fkwcs-confirm-pi-${s}`),
          fc.string().map((s) => `#fkwcs-confirm-si-seti_1_secret_2:${s}`),
        ),
        (value) => {
          const parsed = parseOrderRedirect(value, BASE);
          const target = parsed.kind === 'confirm' ? parsed.returnUrl : parsed.kind === 'go' ? parsed.url : null;
          if (target !== null) expect(new URL(target).origin).toBe('https://boutique.ch');
        },
      ),
    );
  }, 20_000);

  it('gives back the secret and return URL it was built from', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pi', 'si' as const),
        fc.stringMatching(/^[A-Za-z0-9_]{1,40}$/),
        fc.webPath(),
        fc.webQueryParameters(),
        (intent, secret, path, query) => {
          const url = `https://boutique.ch${path.startsWith('/') ? path : `/${path}`}?${query}`;
          const parsed = parseOrderRedirect(confirm(intent, secret, url), BASE);
          expect(parsed).toEqual({ kind: 'confirm', intent, secret, returnUrl: new URL(url).href });
        },
      ),
    );
  });
});
