// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { parseCookieHeader } from './cookie-jar.ts';
import './index.ts';

const jar = () => parseCookieHeader(document.cookie);

describe('<fk-attribution> spreads its work over tasks', () => {
  it('writes nothing in the task that starts it, then sourcebuster’s cookies, the visitor’s, the event parameters and the fields, a task each', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/checkout/?utm_source=newsletter&utm_medium=email');
    const win = window as unknown as { dataLayer?: unknown[] };
    win.dataLayer = [{ event: 'view_item' }];
    document.body.innerHTML = '<form name="checkout"></form><fk-attribution></fk-attribution>';
    const form = document.querySelector('form')!;
    expect(document.querySelector('fk-attribution')!.hasAttribute('data-vitrine-ready')).toBe(true);
    expect(jar().sbjs_current).toBeUndefined();

    vi.advanceTimersToNextTimer();
    expect(jar().sbjs_current).toBeDefined();
    expect(jar().wffn_browser).toBeUndefined();
    vi.advanceTimersToNextTimer();
    expect(jar().wffn_browser).toBeDefined();
    expect(win.dataLayer[0]).not.toHaveProperty('plugin');
    vi.advanceTimersToNextTimer();
    expect(win.dataLayer[0]).toMatchObject({ plugin: 'Funnel Builder' });
    expect(form.querySelectorAll('input[type=hidden]')).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('newsletter');
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
