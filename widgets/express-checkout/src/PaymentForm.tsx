import { useEffect, useRef, useState } from 'react';
import { announce, getConfig, postNotice, t, type WidgetProps } from '@vitrine/core';
import { cardErrorText, cardGateway, GENERIC_CARD_ERROR, refusedBrandText, whenNear, type CardForm } from '@vitrine/payments';
import { billingDetails, cardFormCheck, cardFormMode } from './card-form-rules.ts';
import { confirmCardInAddress } from './card-confirmation.ts';
import { blockForProcessing } from './page-form.ts';
import { leaveFor, logError, showErrors } from './page-effects.ts';
import { guardSubmissions } from './submit-guard.ts';
import { useCardChosen } from './use-card-chosen.ts';
import './french.ts';

/**
 * `fk-payment-form`: the card form of the checkout's card payment method (spec §3.17, §5.5, §8.2). The provider's
 * card fields are mounted inside once the shopper picks the card; on the checkout's submit the card becomes a
 * payment method (with the billing details the checkout collected, never asked twice), its id goes into
 * `fkwcs_source`, and the form posts, once. When the bank wants the shopper the shop sends the browser back here with
 * spec §4.7's `#fkwcs-confirm-…` in the address, and the 3-D Secure confirmation runs (card-confirmation.ts).
 */
export interface PaymentFormProps {
  /** The order amount in the smallest unit, as the page printed it (spec §3.17, e.g. 13175). */
  amount?: number;
  currency?: string;
}

const LOAD_FAILED = 'The card form could not be loaded. Please choose another payment method or reload the page.';

/** After this long without leaving, a form whose post went is usable again (a load the shopper stopped). */
const SENT_RELEASE_MS = 60_000;

/** What the live region says while the page goes: an order on the checkout and order-pay, a card on the account's pages. */
const processing = () => (cardFormMode(getConfig().page) === 'setup' ? t('Your card is being saved…') : t('Your order is being processed…'));

export function PaymentForm({ host, amount, currency }: WidgetProps & PaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const source = useRef<HTMLInputElement>(null);
  const card = useRef<CardForm | null>(null);
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const { open, saved } = useCardChosen(host);
  const savedRef = useRef(saved);
  savedRef.current = saved;

  useEffect(() => {
    const target = container.current;
    if (!target || !open) return;
    const near = whenNear(host);
    let live = true;
    const failed = () => live && setError(t(LOAD_FAILED));
    void near.ready
      .then(() => cardGateway())
      .then((gateway) => {
        if (!live) return;
        const form = gateway.mountCardForm(target, {
          amount: amount ?? 0,
          currency: currency ?? getConfig().shop.currency,
          mode: cardFormMode(getConfig().page),
        });
        card.current = form;
        // The provider's own refusal to show the fields (a wrong key, a blocked frame): the card cannot be used.
        form.onLoadError(() => {
          if (card.current === form) card.current = null;
          failed();
        });
      })
      .catch(failed);
    return () => {
      live = false;
      near.cancel();
      card.current?.destroy();
      card.current = null;
    };
  }, [host, amount, currency, open]);

  // Spec §4.7: the shop sent the browser here to confirm the card's payment (or setup) with the bank.
  useEffect(() => {
    const confirm = () =>
      void confirmCardInAddress({
        hash: () => location.hash,
        clearHash: () => history.replaceState(history.state, '', location.pathname + location.search),
        base: location.href,
        gateway: cardGateway,
        timeoutMs: getConfig().request_timeout_ms,
        block: () => blockForProcessing(host),
        announce: (message) => announce(message),
        showErrors,
        logError,
        cardError: cardErrorText,
        leave: (url) => leaveFor(host, url, processing()),
      });
    confirm();
    window.addEventListener('hashchange', confirm);
    return () => window.removeEventListener('hashchange', confirm);
  }, [host]);

  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const releaseGuard = guardSubmissions(
      form,
      () => {
        announce(processing());
        return blockForProcessing(host);
      },
      SENT_RELEASE_MS,
    );
    const onSubmit = (event: SubmitEvent) => {
      const check = cardFormCheck(form, host);
      // A saved card is the shop's to charge (its token id posts with the form), and so is a card already made.
      if (check.kind === 'not-card' || (check.kind === 'card' && (savedRef.current || source.current?.value))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (check.kind === 'problem') {
        postNotice('error', t(check.message));
        return;
      }
      // A second click while the card is on its way must neither post the form nor create a second card.
      if (busy.current) return;
      busy.current = true;
      const submitter = event.submitter;
      const unblock = blockForProcessing(host);
      void (async () => {
        setError(null);
        try {
          if (!card.current) return setError(t(LOAD_FAILED));
          const created = await card.current.createPaymentMethod(billingDetails(form));
          if (created.error) return setError(await cardErrorText(created.error));
          const refused = await refusedBrandText(created.paymentMethod.card?.brand ?? '', getConfig().express.allowed_card_brands);
          if (refused) return setError(refused);
          // The shopper may have left the checkout meanwhile: nothing to submit then.
          if (!source.current) return;
          source.current.value = created.paymentMethod.id;
          form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
        } catch {
          // Stripe.js throws only on misuse or a lost frame; the shopper still gets a message and a usable form.
          setError(t(GENERIC_CARD_ERROR));
        } finally {
          // Every way out leaves the form usable again: never stuck greyed out.
          unblock();
          busy.current = false;
        }
      })();
    };
    // Capture: the card must be ready before any other submit handler (the theme's or WooCommerce's) runs.
    form.addEventListener('submit', onSubmit, true);
    return () => {
      form.removeEventListener('submit', onSubmit, true);
      releaseGuard();
    };
  }, [host]);

  return (
    // Folded until the card is picked, and while a saved card is: the shopper's own choice opens it, which moves
    // nothing unasked.
    <fieldset className="fk-payment-form" hidden={!open || saved}>
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
