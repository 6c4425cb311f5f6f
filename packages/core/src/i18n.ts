/**
 * Every string a shopper sees goes through t(). Keys are the spec's English text, so a reader can find
 * the rule a message belongs to; the French catalogue is the default. Here are the words several packages share;
 * each package adds its own with addMessages() (its `french.ts`). An unknown key falls back to itself.
 * `{name}` placeholders are filled from params (as text: callers never build HTML from messages).
 */
const fr: Record<string, string> = {
  // spec §5.2, §5.3: the product form, the quick view and the express button
  'Please select some product options before adding this product to your cart.':
    'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
  'Sorry, no products matched your selection. Please choose a different combination.':
    'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
  // spec §8.2: the card form and the express button
  'There was an error processing your credit card.': 'Une erreur est survenue lors du traitement de votre carte.',
  // spec §2.3, §4.1: the listing button and its link
  'Add to cart': 'Ajouter au panier',
  'View cart': 'Voir le panier',
  '“{name}” has been added to your cart.': '« {name} » a été ajouté à votre panier.',
  '“{name}” removed from your cart.': '« {name} » a été retiré de votre panier.',
  // transport failures, shown to shoppers (never a raw server text)
  'The shop could not be reached. Check your connection and try again.': 'La boutique est injoignable. Vérifiez votre connexion puis réessayez.',
  'The shop took too long to answer. Please try again.': 'La boutique met trop de temps à répondre. Veuillez réessayer.',
  'The shop had a problem with your request. Please try again.': 'La boutique a rencontré un problème avec votre demande. Veuillez réessayer.',
  'Your session has expired. Please reload the page.': 'Votre session a expiré. Veuillez recharger la page.',
  // cart count
  '{count} items': '{count} articles',
  '{count} item': '{count} article',
  // words several widgets show (side cart and header cart, search, express sheet, close buttons)
  'Your cart': 'Votre panier',
  Total: 'Total',
  'Out of stock': 'Rupture de stock',
  Close: 'Fermer',
};

let catalogue = fr;

export function t(key: string, params?: Record<string, string | number>): string {
  let text = catalogue[key] ?? key;
  if (params) {
    for (const [name, value] of Object.entries(params)) text = text.split(`{${name}}`).join(String(value));
  }
  return text;
}

/** A theme may print another catalogue; keys it lacks keep the French text. */
export function extendCatalogue(entries: Record<string, string>): void {
  catalogue = { ...catalogue, ...entries };
}

/**
 * A package's own French, added when its chunk loads rather than carried by every page's runtime. Words the
 * catalogue already has stay: a theme's catalogue is read at start, before any chunk adds its defaults.
 */
export function addMessages(entries: Record<string, string>): void {
  extendCatalogue(Object.fromEntries(Object.entries(entries).filter(([key]) => !hasTranslation(key))));
}

export function hasTranslation(key: string): boolean {
  return key in catalogue;
}

let pluralLocale = 'fr-CH';
// Made when first needed, as money.ts's formatter: its construction loads locale data.
let plurals: Intl.PluralRules | undefined;

/** The shop's plural rules (config `shop.locale`): French counts 0 and 1 in the singular, English only 1. */
export function setPluralLocale(locale: string): void {
  pluralLocale = locale;
  plurals = undefined;
}

/** « 0 article », « 1 article », « 3 articles »: the singular key where the shop's language says `one`. */
export function itemCountLabel(count: number): string {
  plurals ??= new Intl.PluralRules(pluralLocale);
  return t(plurals.select(count) === 'one' ? '{count} item' : '{count} items', { count });
}
