// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import './index.ts';

describe('<fk-attribution> on a checkout sent before its steps ran', () => {
  it('records the page view and stamps the fields before anyone serializes the form', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/checkout/?utm_source=newsletter&utm_medium=email');
    document.body.innerHTML = '<form name="checkout"><input name="billing_email"></form><fk-attribution></fk-attribution>';
    const form = document.querySelector('form')!;
    let sent: Record<string, FormDataEntryValue | null> = {};
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      sent = { source: data.get('wc_order_attribution_source_type'), medium: data.get('wc_order_attribution_utm_medium') };
    });
    form.requestSubmit();
    expect(sent).toEqual({ source: 'utm', medium: 'email' });
    vi.runAllTimers();
    expect(form.querySelectorAll('input[name="wc_order_attribution_utm_medium"]')).toHaveLength(1);
    vi.useRealTimers();
  });
});
