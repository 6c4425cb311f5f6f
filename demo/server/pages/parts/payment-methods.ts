import { html, type Html } from '../../http/html.ts';
import { CARD_METHOD } from '../../express/card-payment.ts';

/**
 * WooCommerce's payment method list (checkout, order-pay, add-payment-method): one radio per gateway, its box under
 * it; the card gateway's box holds `cardBox` (saved cards, the card form, the « save » checkbox).
 */
export function paymentMethodsList(methods: ReadonlyArray<readonly [string, string, string]>, chosen: string | undefined, cardBox: Html): Html {
  return html`<ul class="wc_payment_methods payment_methods methods">${methods.map(
    ([id, label, description]) =>
      html`<li class="wc_payment_method payment_method_${id}"><input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${
        id === chosen ? html` checked` : ''
      }><label for="payment_method_${id}">${label}</label><div class="payment_box payment_method_${id}"><p>${description}</p>${id === CARD_METHOD ? cardBox : ''}</div></li>`,
  )}</ul>`;
}
