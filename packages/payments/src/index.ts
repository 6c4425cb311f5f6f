export type * from './gateway.ts';
export { paymentMethodFor } from './wallet-kind.ts';
export { orderPayload, type WalletPayer, type OrderPage, type FieldPairs } from './order-payload.ts';
export { parseOrderRedirect, type OrderRedirect } from './confirm-redirect.ts';
export { buttonSize, type ButtonPlacement, type ButtonSize, type ButtonSizeInput } from './button-size.ts';
export { shippingAddressUpdate, shippingOptionUpdate, answerWithin } from './shipping-answer.ts';
export { GENERIC_CARD_ERROR } from './generic-error.ts';
export { walletGateway, cardGateway, cardErrorText, refusedBrandText } from './load.ts';
export { whenNear } from './near.ts';
