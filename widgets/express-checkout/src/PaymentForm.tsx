import { useEffect, useRef, useState } from 'react';
import { getConfig, postNotice, t, type WidgetProps } from '@vitrine/core';
import { cardErrorText, cardGateway, refusedBrandText, whenNear, type CardForm } from '@vitrine/payments';
import { billingDetails, cardFormCheck } from './card-form-rules.ts';

/**
 * `fk-payment-form`: the card form of the checkout's card payment method (spec §3.17, §5.5, §8.2). The provider's
 * card fields are mounted inside; on the checkout's submit the card becomes a payment method (with the billing
 * details the checkout collected, never asked twice), its id goes into `fkwcs_source`, and the form posts.
 */
export interface PaymentFormProps {
  /** The order amount in the smallest unit, as the page printed it (spec §3.17, e.g. 13175). */
  amount?: number;
  currency?: string;
}

export function PaymentForm({ host, amount, currency }: WidgetProps & PaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const source = useRef<HTMLInputElement>(null);
  const card = useRef<CardForm | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const near = whenNear(host);
    let live = true;
    void near.ready
      .then(() => cardGateway())
      .then((gateway) => {
        if (!live) return;
        card.current = gateway.mountCardForm(target, {
          amount: amount ?? 0,
          currency: currency ?? getConfig().shop.currency,
        });
      })
      .catch(() => live && setError(t('The card form could not be loaded. Please choose another payment method or reload the page.')));
    return () => {
      live = false;
      near.cancel();
      card.current?.destroy();
      card.current = null;
    };
  }, [host, amount, currency]);

  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const check = cardFormCheck(form, host);
      if (check.kind === 'not-card' || (check.kind === 'card' && source.current?.value)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (check.kind === 'problem') {
        postNotice('error', t(check.message));
        return;
      }
      const submitter = event.submitter;
      void (async () => {
        setError(null);
        if (!card.current) return setError(t('The card form could not be loaded. Please choose another payment method or reload the page.'));
        const created = await card.current.createPaymentMethod(billingDetails(form));
        if (created.error) return setError(await cardErrorText(created.error));
        const refused = await refusedBrandText(created.paymentMethod.card?.brand ?? '', getConfig().express.allowed_card_brands);
        if (refused) return setError(refused);
        // The shopper may have left the checkout meanwhile: nothing to submit then.
        if (!source.current) return;
        source.current.value = created.paymentMethod.id;
        form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
      })();
    };
    // Capture: the card must be ready before any other submit handler (the theme's or WooCommerce's) runs.
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, [host]);

  return (
    <fieldset className="fk-payment-form">
      <legend className="screen-reader-text">{t('Card details')}</legend>
      <div ref={container} className="fk-payment-form__card" />
      <input ref={source} type="hidden" name="fkwcs_source" defaultValue="" />
      {error && (
        <p className="fk-payment-form__error woocommerce-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
