// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseCookieHeader } from './cookie-jar.ts';
import { PAGE_VIEW_NOTES_KEY } from './page-view-notes.ts';
import { decodeSbjs } from './sbjs-codec.ts';
import './index.ts';

describe('<fk-attribution> after a campaign landing left before its widget ran', () => {
  it('records the noted landing first, then this page: the order carries the campaign', async () => {
    const landing = { url: `${location.origin}/?utm_source=sms&utm_medium=phone&utm_campaign=hiver`, referrer: '', at: Date.now() - 4000, page: 1 };
    sessionStorage.setItem(PAGE_VIEW_NOTES_KEY, JSON.stringify([landing]));
    history.replaceState(null, '', '/checkout/');
    document.body.innerHTML = '<form name="checkout"></form><fk-attribution></fk-attribution>';

    const form = document.querySelector('form')!;
    await vi.waitFor(() => expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('utm'));
    const data = new FormData(form);
    expect(data.get('wc_order_attribution_utm_source')).toBe('sms');
    expect(data.get('wc_order_attribution_utm_campaign')).toBe('hiver');
    // Two page views of one session: the landing, then this one.
    expect(decodeSbjs(parseCookieHeader(document.cookie).sbjs_session ?? '')).toMatchObject({ pgs: '2' });
    expect(sessionStorage.getItem(PAGE_VIEW_NOTES_KEY)).toBeNull();
  });
});
