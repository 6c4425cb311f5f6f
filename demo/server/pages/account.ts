import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { renderPage } from './layout.ts';

export const ACCOUNT_URL = '/mon-compte/';

/**
 * `/mon-compte/`: WooCommerce's login form, its password field under `fk-password-toggle` (spec §2.15). The demo has
 * no accounts: a login attempt is answered with WooCommerce's error (routes/site.ts).
 */
export function accountPage(c: Context<AppEnv>): Response {
  const main = html`<h1 class="page-title">Mon compte</h1>
<h2>Connexion</h2>
<fk-password-toggle><form class="woocommerce-form woocommerce-form-login login" method="post" action="${ACCOUNT_URL}">
<p class="form-row"><label for="username">Identifiant ou e-mail <abbr class="required" title="obligatoire">*</abbr></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required></p>
<p class="form-row"><label for="password">Mot de passe <abbr class="required" title="obligatoire">*</abbr></label><span class="password-input"><input type="password" class="input-text" name="password" id="password" autocomplete="current-password" required></span></p>
<p class="form-row"><label class="woocommerce-form__label-for-checkbox"><input type="checkbox" name="rememberme" value="forever"> Se souvenir de moi</label></p>
<p><button type="submit" class="button" name="login" value="Se connecter">Se connecter</button></p>
</form></fk-password-toggle>`;
  return renderPage(c, { title: 'Mon compte', nav: 'account', main });
}
