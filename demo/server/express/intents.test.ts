import { describe, expect, it } from 'vitest';
import { testStoreForEach } from '../testing.ts';
import { authenticateIntent, cancelIntent, confirmIntent, createIntent, intentBySecret, stripeResult } from './intents.ts';

/** The demo provider's intents: Stripe's states for its test payment methods, and never a second charge. */

const store = testStoreForEach();
const db = () => store.store.db;

describe('the demo provider’s intents', () => {
  it('pays, asks for the shopper, or declines, by the payment method', () => {
    const paid = confirmIntent(db(), createIntent(db(), 'pi', { amount: 13175, paymentMethod: 'pm_card_visa' }));
    expect(paid.intent).toMatchObject({ status: 'succeeded', amount: 13175 });
    const asked = confirmIntent(db(), createIntent(db(), 'pi', { amount: 13175, paymentMethod: 'pm_card_authenticationRequired' }));
    expect(asked.intent.status).toBe('requires_action');
    expect(stripeResult(asked)).toMatchObject({ paymentIntent: { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } } });
    const declined = confirmIntent(db(), createIntent(db(), 'pi', { amount: 13175, paymentMethod: 'pm_card_visa_chargeDeclinedInsufficientFunds' }));
    expect(declined.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(stripeResult(declined)).toMatchObject({ error: { payment_intent: { status: 'requires_payment_method' } } });
    const unknown = confirmIntent(db(), createIntent(db(), 'pi', { amount: 1, paymentMethod: 'pm_forged' }));
    expect(unknown.error?.code).toBe('resource_missing');
  });

  it('waits at requires_action until the challenge is answered; a refusal or a decline after it fails the intent', () => {
    const intent = confirmIntent(db(), createIntent(db(), 'si', { amount: 0, paymentMethod: 'pm_card_authenticationRequired' })).intent;
    // Confirming again, without the shopper's answer, leaves it waiting.
    expect(confirmIntent(db(), intent).intent.status).toBe('requires_action');
    expect(authenticateIntent(db(), intent, 'fail').error?.code).toBe('setup_intent_authentication_failure');

    const other = confirmIntent(
      db(),
      createIntent(db(), 'pi', { amount: 500, paymentMethod: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds' }),
    ).intent;
    expect(authenticateIntent(db(), other, 'complete').error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });

    const third = confirmIntent(db(), createIntent(db(), 'pi', { amount: 500, paymentMethod: 'pm_demo_3ds' })).intent;
    const done = authenticateIntent(db(), third, 'complete');
    expect(done.intent.status).toBe('succeeded');
    // Answered once: a second answer, or a paid intent confirmed again, is an unexpected state and charges nothing.
    expect(authenticateIntent(db(), done.intent, 'complete').error?.code).toBe('payment_intent_unexpected_state');
    expect(confirmIntent(db(), done.intent, 'pm_card_visa').error?.code).toBe('payment_intent_unexpected_state');
  });

  it('never confirms a cancelled intent, and opens an intent by its exact client secret only', () => {
    const intent = confirmIntent(db(), createIntent(db(), 'pi', { amount: 500, paymentMethod: 'pm_card_authenticationRequired' })).intent;
    const cancelled = cancelIntent(db(), intent);
    expect(cancelled.status).toBe('canceled');
    expect(authenticateIntent(db(), cancelled, 'complete').error?.code).toBe('payment_intent_unexpected_state');
    expect(confirmIntent(db(), cancelled).error?.code).toBe('payment_intent_unexpected_state');
    expect(intentBySecret(db(), intent.clientSecret)?.id).toBe(intent.id);
    for (const secret of [intent.id, `${intent.clientSecret} `, intent.clientSecret.toUpperCase(), "' OR 1=1 --"])
      expect(intentBySecret(db(), secret)).toBeUndefined();
  });
});
