import { defineWidget } from '@vitrine/core';
import { ExpressButton, type ExpressButtonProps } from './ExpressButton.tsx';
import { PaymentForm, type PaymentFormProps } from './PaymentForm.tsx';
import { watchSideCartSlots } from './side-cart-slot.ts';
import { WalletButton, type WalletButtonProps } from './WalletButton.tsx';

defineWidget<ExpressButtonProps>('fk-express-button', ExpressButton, {
  mode: 'render',
  cart: true,
  attributes: { context: 'string', placement: 'string', orderData: 'json' },
});
defineWidget<WalletButtonProps>('fk-wallet-button', WalletButton, {
  mode: 'render',
  cart: true,
  attributes: { context: 'string', orderData: 'json' },
});
defineWidget<PaymentFormProps>('fk-payment-form', PaymentForm, {
  mode: 'render',
  attributes: { amount: 'number', currency: 'string' },
});
// The side cart's drawer has no tag of ours: its slot is filled when it appears.
watchSideCartSlots();
