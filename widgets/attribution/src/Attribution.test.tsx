// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { $orderAttribution } from '@vitrine/core';
import { parseCookieHeader } from './cookie-jar.ts';
import { decodeSbjs } from './sbjs-codec.ts';
import './index.ts';

describe('<fk-attribution> on a checkout page reached from a campaign', () => {
  it('writes the cookies once, stamps one group in the checkout form, publishes the fields, decorates dataLayer', async () => {
    history.replaceState(null, '', '/checkout/?utm_source=newsletter&utm_medium=email&gclid=abc%3Bdomain%3Devil');
    const win = window as unknown as { dataLayer?: unknown[] };
    win.dataLayer = [{ event: 'view_item' }];
    document.body.innerHTML = `<script type="application/json" id="vitrine-config">{"shop":{"site_utc_offset":1}}</script>
      <form name="checkout"><input name="billing_email"></form><fk-attribution></fk-attribution><fk-attribution></fk-attribution>`;

    const form = document.querySelector('form')!;
    await vi.waitFor(() => expect(form.querySelectorAll('input[type=hidden]')).toHaveLength(16));

    const jar = parseCookieHeader(document.cookie);
    expect(decodeSbjs(jar.sbjs_current ?? '')).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email' });
    expect(decodeSbjs(jar.sbjs_session ?? '')).toMatchObject({ pgs: '1' });
    expect(jar.wffn_gclid).toBe('abc%3Bdomain%3Devil');
    expect(document.cookie).not.toContain('domain=evil');

    const data = new FormData(form);
    expect(data.get('wc_order_attribution_source_type')).toBe('utm');
    expect(data.get('wc_order_attribution_utm_source')).toBe('newsletter');
    expect(data.get('wc_order_attribution_utm_campaign')).toBe('google_cpc');
    expect(data.get('wc_order_attribution_utm_content')).toBe('(none)');
    expect(data.getAll('wc_order_attribution_session_pages')).toEqual(['1']);
    expect($orderAttribution.get().wc_order_attribution_utm_medium).toBe('email');

    expect(win.dataLayer?.[0]).toMatchObject({ event: 'view_item', user_roles: 'guest', plugin: 'Funnel Builder' });

    // A checkout re-render that drops the group gets it back.
    form.querySelector('.fk-order-attribution')!.remove();
    await vi.waitFor(() => expect(new FormData(form).getAll('wc_order_attribution_utm_source')).toEqual(['newsletter']));
  });
});
