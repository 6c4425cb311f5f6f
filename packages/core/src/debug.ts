import type { CartSnapshot } from '@vitrine/contract';
import { configWarnings, getConfig, type VitrineConfig } from './config.ts';
import { readCookie } from './cookies.ts';
import { pageSnapshot } from './fragments.ts';

/**
 * Debug mode (config `debug: true` or `?vitrine_debug=1`): one report in the console at start-up of what would
 * otherwise fail quietly on a theme's page: config values replaced by defaults, absent addresses, the cart
 * snapshot missing or older than the cart, tags Vitrine does not know, nonces the page's widgets will need.
 */

/** Nonce → the tags whose calls carry it. */
const NONCE_USERS: Record<keyof VitrineConfig['nonces'], string[]> = {
  fkcart: ['fk-side-cart', 'fk-cart-toggle'],
  fkwcs: ['fk-express-button', 'fk-wallet-button', 'fk-payment-form'],
  fkwcs_js: ['fk-express-button', 'fk-wallet-button', 'fk-payment-form'],
  wp_rest: ['fk-coming-soon', 'fk-loop-grid'],
  cart_fragments: [],
  store_api: ['fk-side-cart', 'fk-cart-toggle'],
};

/** Address → what is missing without it. */
const URL_USES: Record<'shop' | 'cart' | 'checkout', string> = {
  shop: 'pas de lien « Retour à la boutique » dans le panier vide',
  cart: 'pas de lien « Voir le panier » ni de redirection vers le panier après un ajout',
  checkout: 'pas de bouton « Commander » dans le panier latéral',
};

export interface StartupFacts {
  config: VitrineConfig;
  configWarnings: string[];
  snapshot: CartSnapshot | null;
  cookieHash: string | undefined;
  tagsOnPage: string[];
  knownTags: string[];
}

/** Pure: the report's lines, each a problem in French; empty when all is well. */
export function startupProblems(facts: StartupFacts): string[] {
  const problems = [...facts.configWarnings];
  for (const [key, use] of Object.entries(URL_USES)) {
    if (!facts.config.urls[key as keyof typeof URL_USES]) problems.push(`config « urls.${key} » absente : ${use}`);
  }
  if (!facts.snapshot) problems.push('instantané du panier (#fk-cart-state) absent : le premier affichage interroge le serveur');
  else if (facts.snapshot.hash !== (facts.cookieHash ?? ''))
    problems.push(`instantané du panier périmé (hash « ${facts.snapshot.hash} », cookie « ${facts.cookieHash ?? ''} ») : le panier sera rechargé`);
  const known = new Set(facts.knownTags);
  for (const tag of new Set(facts.tagsOnPage)) {
    if (tag.startsWith('fk-') && !known.has(tag)) problems.push(`balise <${tag}> inconnue : elle ne fera rien`);
  }
  // The side cart speaks FunnelKit Cart's protocol where it answers, the Store API elsewhere: one nonce of the two.
  const unused = facts.config.plugins.funnelkit_cart ? 'store_api' : 'fkcart';
  for (const [nonce, users] of Object.entries(NONCE_USERS)) {
    if (nonce === unused) continue;
    const needing = users.filter((tag) => facts.tagsOnPage.includes(tag));
    if (needing.length > 0 && !facts.config.nonces[nonce as keyof VitrineConfig['nonces']])
      problems.push(`nonce « ${nonce} » absent : les appels de ${needing.map((t) => `<${t}>`).join(', ')} seront refusés`);
  }
  return problems;
}

/** Reads the page and prints the report (called by the loader in debug mode, with the tags it knows). */
export function reportStartup(knownTags: string[]): string[] {
  const config = getConfig();
  const problems = startupProblems({
    config,
    configWarnings: configWarnings(),
    snapshot: pageSnapshot(),
    cookieHash: readCookie(config.cookies.cart_hash),
    tagsOnPage: [...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('fk-')),
    knownTags,
  });
  if (problems.length === 0) console.info('[vitrine] debug : aucun problème au démarrage');
  else for (const problem of problems) console.warn(`[vitrine] debug : ${problem}`);
  return problems;
}
