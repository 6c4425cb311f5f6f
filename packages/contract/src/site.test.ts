import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ComingSoonDismissBody, dismissComingSoonBanner, QuoteRequest, quoteDetailsShown } from './site.ts';

describe('coming-soon banner dismissal (spec §7.2)', () => {
  it('is a REST POST with the wp_rest nonce in X-WP-Nonce and the user meta form-encoded, as WooCommerce sends it', () => {
    const call = dismissComingSoonBanner('wp/v2/users/5');
    expect(call).toMatchObject({
      endpoint: 'wp/v2/users/5',
      via: 'rest',
      nonce: { name: 'wp_rest', header: 'X-WP-Nonce' },
      body: { kind: 'form', fields: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } },
    });
    expect(dismissComingSoonBanner().endpoint).toBe('wp/v2/users/me');
  });

  it('reads no answer: anything passes', () => {
    for (const answer of [null, {}, [], 'ok', { code: 'rest_forbidden' }]) {
      expect(v.safeParse(dismissComingSoonBanner().schema, answer).success).toBe(true);
    }
  });

  it('gives the server the schema of its body', () => {
    const call = dismissComingSoonBanner();
    expect(call.body.kind === 'form' && v.is(ComingSoonDismissBody, call.body.fields)).toBe(true);
    expect(v.is(ComingSoonDismissBody, { woocommerce_meta: { coming_soon_banner_dismissed: 'no' } })).toBe(false);
  });
});

describe('quote form (spec §2.13, §5.4)', () => {
  const base = { name: 'Léa Rochat', email: 'lea@example.ch', message: 'Bonjour' };

  it('shows product_number and budget for client types 1 and 2 only', () => {
    expect(['1', '2', ' 2 '].map(quoteDetailsShown)).toEqual([true, true, true]);
    expect(['', '3', '12', '0', '1,2'].map(quoteDetailsShown)).toEqual([false, false, false, false, false]);
  });

  it('requires the detail fields for types 1 and 2', () => {
    expect(v.safeParse(QuoteRequest, { ...base, client_type: '1' }).success).toBe(false);
    expect(v.safeParse(QuoteRequest, { ...base, client_type: '2', product_number: 'A-12', budget: ' ' }).success).toBe(false);
    const ok = v.parse(QuoteRequest, { ...base, client_type: '2', product_number: ' A-12 ', budget: '5000' });
    expect(ok).toMatchObject({ client_type: '2', product_number: 'A-12', budget: '5000' });
  });

  it('neither requires nor keeps them for other types', () => {
    expect(v.parse(QuoteRequest, { ...base, client_type: '3' })).toMatchObject({ product_number: '', budget: '' });
    expect(v.parse(QuoteRequest, { ...base, client_type: '3', product_number: 'X', budget: '9' })).toMatchObject({
      product_number: '',
      budget: '',
    });
  });

  it('refuses an unknown type, a missing name or a bad email', () => {
    expect(v.safeParse(QuoteRequest, { ...base, client_type: '4' }).success).toBe(false);
    expect(v.safeParse(QuoteRequest, { ...base, client_type: '3', name: '  ' }).success).toBe(false);
    expect(v.safeParse(QuoteRequest, { ...base, client_type: '3', email: 'lea' }).success).toBe(false);
  });
});
