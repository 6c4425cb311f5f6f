import { updateShippingAddress, updateShippingOption } from '@vitrine/contract';
import { send, shopperMessage } from '@vitrine/core';
import {
  answerWithin,
  orderPayload,
  paymentMethodFor,
  shippingAddressUpdate,
  shippingOptionUpdate,
  type WalletGateway,
  type WalletKind,
} from '@vitrine/payments';
import { pageFrom, type ExpressContext } from './model.ts';
import { logError, pageDeps, showErrors } from './page-effects.ts';
import { attributionPairs, checkoutForm, formPairs, pageEmail, tickShippingMethod } from './page-form.ts';
import { submitOrder } from './submit-order.ts';
import type { SheetHandlers } from './wallet-state.ts';

/**
 * What a clicked express button does with the sheet's events (spec §4.7, §4.9, §7.3). On a product page every
 * event first waits for the product's add to the cart, started by the same click.
 */
export interface SheetContext {
  context: ExpressContext;
  kind: WalletKind;
  host: Element;
  /** Resolves once the cart holds what the sheet sells (at once off the product page). */
  added: Promise<void>;
  gateway: WalletGateway;
}

export function sheetHandlers(sheet: SheetContext): SheetHandlers {
  const isProductPage = sheet.context === 'product';
  const paymentRequestType = sheet.kind;

  return {
    shippingAddress(event) {
      void answerWithin(async () => {
        await sheet.added;
        const address = event.shippingAddress;
        const answer = await send(
          updateShippingAddress({
            country: address.country ?? '',
            state: address.region ?? '',
            postcode: address.postalCode ?? '',
            city: address.city ?? '',
            address: address.addressLine?.[0] ?? '',
            address_2: address.addressLine?.[1] ?? '',
            paymentRequestType,
            isProductPage,
          }),
        );
        return shippingAddressUpdate(answer);
      }, event.updateWith);
    },

    shippingOption(event) {
      void answerWithin(async () => {
        await sheet.added;
        const update = shippingOptionUpdate(await send(updateShippingOption(event.shippingOption.id, paymentRequestType, isProductPage)));
        if (update.status === 'success' && sheet.context === 'checkout') tickShippingMethod(event.shippingOption.id);
        return update;
      }, event.updateWith);
    },

    paymentMethod(event) {
      void (async () => {
        try {
          await sheet.added;
        } catch (error) {
          event.complete('fail');
          showErrors([shopperMessage(error)]);
          logError('add_to_cart', error);
          return;
        }
        const form = sheet.context === 'checkout' ? checkoutForm() : null;
        const fields = orderPayload(
          {
            paymentMethodId: event.paymentMethod.id,
            billing: event.paymentMethod.billing_details,
            payerName: event.payerName,
            payerEmail: event.payerEmail,
            payerPhone: event.payerPhone,
            shippingAddress: event.shippingAddress,
            shippingOption: event.shippingOption,
          },
          {
            pageFrom: pageFrom(sheet.context),
            paymentMethod: paymentMethodFor(sheet.kind),
            paymentRequestType,
            pageEmail: pageEmail(),
            checkoutFields: form ? formPairs(form) : [],
            attributionFields: attributionPairs(),
          },
        );
        const deps = pageDeps(sheet.host, sheet.context, sheet.gateway);
        await submitOrder(fields, 'payment-request', event.paymentMethod.id, (status) => event.complete(status), deps);
      })();
    },

    // Spec §4.8: a cancel is silent; on a product page the product stays in the cart, as in the original.
    cancel() {},
  };
}
