import { createElement, type FunctionComponent } from 'react';
import { defineWidget, getConfig, type WidgetProps } from '@vitrine/core';
import { paysTheCart } from './model.ts';
import { ExpressButton, type ExpressButtonProps } from './ExpressButton.tsx';
import { PaymentForm, type PaymentFormProps } from './PaymentForm.tsx';
import { watchSideCartSlots } from './side-cart-slot.ts';
import { WalletButton, type WalletButtonProps } from './WalletButton.tsx';

/**
 * A wallet button prints nothing and calls nothing on a page with no cart to pay, or on a shop without FunnelKit
 * Stripe, whose `fkwcs_*` endpoints are the only ones it knows (there they answer an empty 200).
 */
const onCartPages =
  <P>(Button: FunctionComponent<WidgetProps & P>): FunctionComponent<WidgetProps & P> =>
  (props) => {
    const { page, plugins } = getConfig();
    return plugins.funnelkit_stripe && paysTheCart(page) ? createElement(Button, props) : null;
  };

defineWidget<ExpressButtonProps>('fk-express-button', onCartPages(ExpressButton), {
  mode: 'render',
  cart: true,
  attributes: { context: 'string', placement: 'string', orderData: 'json' },
});
defineWidget<WalletButtonProps>('fk-wallet-button', onCartPages(WalletButton), {
  mode: 'render',
  cart: true,
  attributes: { context: 'string', orderData: 'json' },
});
defineWidget<PaymentFormProps>('fk-payment-form', PaymentForm, {
  mode: 'render',
  attributes: { amount: 'number', currency: 'string' },
});
// The side cart's drawer has no tag of ours: its slot is filled when it appears.
if (getConfig().plugins.funnelkit_stripe) watchSideCartSlots();
