// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEscape } from '@vitrine/core';
import { createDemoGateway } from './demo-wallet.ts';
import type { PaymentMethodEvent, ShippingAddressEvent, ShippingOptionEvent } from './gateway.ts';

const request = {
  country: 'CH',
  currency: 'chf',
  total: { label: 'Total', amount: 2500 },
  displayItems: [{ label: 'Miel de montagne', amount: 2500 }],
  requestShipping: true,
};
const options = [
  { id: 'flat_rate:1', label: 'Poste', detail: '', amount: 900 },
  { id: 'local_pickup:2', label: 'Retrait', detail: '', amount: 0 },
];

const sheet = () => document.querySelector('dialog.fk-demo-wallet');
const choose = (label: RegExp) => {
  const target = Array.from(document.querySelectorAll('dialog label')).find((l) => label.test(l.textContent ?? ''));
  const input = document.getElementById(target!.getAttribute('for')!) as HTMLInputElement;
  input.checked = true;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const button = (label: RegExp) => Array.from(document.querySelectorAll<HTMLButtonElement>('dialog button')).find((b) => label.test(b.textContent ?? ''))!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the demo wallet', () => {
  afterEach(() => document.body.replaceChildren());

  it('drives the payment request events a person chooses, in Stripe’s order', async () => {
    const session = createDemoGateway().paymentRequest(request);
    expect(await session.canMakePayment()).toBe('payment_request_api');
    const onAddress = vi.fn((e: ShippingAddressEvent) =>
      e.updateWith({ status: 'success', total: { label: 'Total', amount: 3400 }, displayItems: [], shippingOptions: options }),
    );
    const onOption = vi.fn((e: ShippingOptionEvent) => e.updateWith({ status: 'success', total: { label: 'Total', amount: 2500 }, displayItems: [] }));
    let paid: PaymentMethodEvent | undefined;
    session.on('shippingaddresschange', onAddress);
    session.on('shippingoptionchange', onOption);
    session.on('paymentmethod', (e) => {
      paid = e;
      e.complete('success');
    });

    session.show();
    expect(sheet()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(button(/Payer/).disabled).toBe(true);
    choose(/Luca Rossi/);
    await flush();
    expect(onAddress.mock.calls[0]![0].shippingAddress).toMatchObject({ city: 'Lugano', country: 'CH' });
    expect(button(/Payer/).textContent).toContain('34.00');
    choose(/Retrait/);
    await flush();
    expect(onOption.mock.calls[0]![0].shippingOption.id).toBe('local_pickup:2');
    choose(/3-D Secure/);
    button(/Payer/).click();
    await flush();
    expect(paid).toMatchObject({
      paymentMethod: { id: 'pm_demo_3ds', billing_details: { name: 'Luca Rossi', address: { city: 'Lugano' } } },
      payerEmail: 'luca.rossi@example.ch',
      shippingOption: { id: 'local_pickup:2' },
    });
    expect(sheet()).toBeNull();
  });

  it('says when an address is not delivered, or when the update failed, and raises cancel when closed', async () => {
    const session = createDemoGateway().paymentRequest(request);
    const onCancel = vi.fn();
    let failure: 'fail' | 'invalid_shipping_address' = 'fail';
    session.on('shippingaddresschange', (e) => e.updateWith({ status: failure }));
    session.on('cancel', onCancel);
    session.show();
    expect(() => session.update({ total: request.total, displayItems: [] })).toThrow();
    choose(/Claire Martin/);
    await flush();
    expect(sheet()?.textContent).toContain('La livraison n’a pas pu être mise à jour (problème de connexion ou de la boutique). Réessayez.');
    expect(sheet()?.textContent).not.toContain('ne peut pas être livrée');
    failure = 'invalid_shipping_address';
    choose(/Anne Dupont/);
    await flush();
    expect(sheet()?.textContent).toContain('Cette adresse ne peut pas être livrée.');
    expect(button(/Payer/).disabled).toBe(true);
    button(/^Annuler$/).click();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(sheet()).toBeNull();
    session.update({ total: request.total, displayItems: [] });
  });

  it('confirms with the demo store’s bank, and sends it the person’s answer to the 3-D Secure challenge', async () => {
    // The bank (the store's routes/provider.ts) decides; the wallet only carries the person's answers to it.
    const bank = vi.fn(async (url: URL, init: RequestInit) => {
      const fields = Object.fromEntries(new URLSearchParams(init.body as URLSearchParams));
      const answer = url.pathname.endsWith('/confirm')
        ? fields.payment_method === 'pm_demo_declined'
          ? { error: { type: 'card_error', code: 'card_declined', payment_intent: { status: 'requires_payment_method' } } }
          : { paymentIntent: { status: fields.payment_method === 'pm_demo_3ds' ? 'requires_action' : 'succeeded' } }
        : fields.outcome === 'complete'
          ? { paymentIntent: { status: 'succeeded' } }
          : { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } };
      return new Response(JSON.stringify(answer));
    });
    vi.stubGlobal('fetch', bank);
    const gateway = createDemoGateway();
    gateway.paymentRequest(request);
    expect(await gateway.confirmIntent('pi', 's1', 'pm_demo_success')).toEqual({ status: 'succeeded' });
    expect(await gateway.confirmIntent('pi', 's2', 'pm_demo_declined')).toEqual({
      error: { type: 'card_error', code: 'card_declined', intent_status: 'requires_payment_method' },
    });
    expect(await gateway.confirmIntent('pi', 's3', 'pm_demo_3ds')).toEqual({ status: 'requires_action' });
    expect(bank.mock.calls[2]![0].href).toBe(`${location.origin}/demo-provider/v1/confirm`);
    expect(Object.fromEntries(new URLSearchParams(bank.mock.calls[2]![1].body as URLSearchParams))).toEqual({
      client_secret: 's3',
      payment_method: 'pm_demo_3ds',
    });

    const confirmed = gateway.handleNextAction('pi', 's3');
    await flush();
    expect(sheet()?.textContent).toContain('Authentification 3-D Secure');
    button(/Confirmer/).click();
    expect(await confirmed).toEqual({ status: 'succeeded' });
    const refused = gateway.handleNextAction('pi', 's4');
    await flush();
    button(/Refuser/).click();
    expect(await refused).toEqual({ error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } });
    expect(Object.fromEntries(new URLSearchParams(bank.mock.calls.at(-1)![1].body as URLSearchParams))).toEqual({ client_secret: 's4', outcome: 'fail' });
    vi.unstubAllGlobals();
  });

  it('takes Escape from an overlay open beneath it (a popup holding the express button): the sheet cancels, the popup stays', () => {
    const popupBeneath = vi.fn();
    const leavePopup = holdEscape(popupBeneath);
    const session = createDemoGateway().paymentRequest(request);
    const onCancel = vi.fn();
    session.on('cancel', onCancel);
    session.show();
    sheet()!
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(sheet()).toBeNull();
    expect(popupBeneath).not.toHaveBeenCalled();
    leavePopup();
  });
});
