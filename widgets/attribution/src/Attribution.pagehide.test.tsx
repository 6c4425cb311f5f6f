// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseCookieHeader } from './cookie-jar.ts';
import { decodeSbjs } from './sbjs-codec.ts';
import './index.ts';

describe('<fk-attribution> on a page left before its steps ran', () => {
  it('records the page view as the page goes', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?utm_source=sms&utm_medium=phone');
    document.body.innerHTML = '<fk-attribution></fk-attribution>';
    expect(parseCookieHeader(document.cookie).sbjs_current).toBeUndefined();

    dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    const jar = parseCookieHeader(document.cookie);
    expect(decodeSbjs(jar.sbjs_current ?? '')).toMatchObject({ typ: 'utm', src: 'sms', mdm: 'phone' });
    expect(jar.wffn_browser).toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
