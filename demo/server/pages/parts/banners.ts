import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../store.ts';
import { html, type Html } from '../../http/html.ts';
import { nonceFor } from '../../session/nonces.ts';
import { option } from '../../settings.ts';
import { userMeta } from '../../session/user-meta.ts';
import { md5Hex } from '../../runtime/crypto.ts';

/** The user meta the coming-soon banner's dismissal sets (spec §7.2). */
export const COMING_SOON_DISMISSED = 'coming_soon_banner_dismissed';

const STORE_NOTICE = 'Boutique de démonstration : aucune commande n’est expédiée ni facturée. Livraison offerte dès 100 CHF.';

/**
 * WooCommerce's store notice (spec §2.11, §4.3), wrapped in `fk-store-notice`. Its id is the md5 of its text, as
 * WooCommerce's, so a new text shows again to those who dismissed the old one. The server reads the dismissal
 * cookie too and leaves the notice out, so it never flashes before the script hides it.
 */
export function storeNotice(c: Context<AppEnv>): Html {
  const text = option(c.get('store').db, 'woocommerce_demo_store_notice', STORE_NOTICE);
  const id = md5Hex(text);
  if (getCookie(c, `store_notice${id}`) === 'hidden') return html``;
  return html`<fk-store-notice><p role="complementary" aria-label="Avis de la boutique" class="woocommerce-store-notice demo_store" data-notice-id="${id}">${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ignorer</a></p></fk-store-notice>`;
}

/**
 * WooCommerce's "coming soon" footer banner (spec §2.11, §7.2), wrapped in `fk-coming-soon`, as WooCommerce prints
 * it: the dismiss link carries the REST URL of the user and a wp_rest nonce. Gone once dismissed.
 */
export function comingSoonBanner(c: Context<AppEnv>): Html {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  if (userMeta(db, sessionId, COMING_SOON_DISMISSED) === 'yes') return html``;
  const restUrl = new URL('/wp-json/wp/v2/users/me', c.req.url).href;
  return html`<fk-coming-soon><div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Cette boutique est en mode « Bientôt disponible » : seuls vous et les personnes autorisées la voyez.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${restUrl}" data-rest-nonce="${nonceFor(
    db,
    sessionId,
    'wp_rest',
  )}"></a></div></fk-coming-soon>`;
}
