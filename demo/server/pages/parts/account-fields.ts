import { html, type Html } from '../../http/html.ts';

/**
 * The checkout's "create an account" fields, as WooCommerce prints them for guests, the password under
 * `fk-password-toggle` (spec §2.15). The demo creates no account: the checkout leaves both fields out of the order.
 */
export function accountFields(): Html {
  return html`<fk-password-toggle><div class="woocommerce-account-fields"><p class="form-row create-account"><label class="woocommerce-form__label-for-checkbox"><input class="input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Créer un compte ?</span></label></p><div class="create-account"><p class="form-row" id="account_password_field"><label for="account_password">Mot de passe du compte</label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password"></span></p></div></div></fk-password-toggle>`;
}
