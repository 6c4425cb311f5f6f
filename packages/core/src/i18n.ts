/**
 * Every string a shopper sees goes through t(). Keys are the spec's English text, so a reader can find
 * the rule a message belongs to; the French catalogue is the default. An unknown key falls back to itself.
 * `{name}` placeholders are filled from params (as text: callers never build HTML from messages).
 */
const fr: Record<string, string> = {
  // spec §8.1, §5.2, §5.3
  'Please select a rating': 'Veuillez sélectionner une note',
  'Please select some product options before adding this product to your cart.':
    'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
  'Sorry, no products matched your selection. Please choose a different combination.':
    'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
  // spec §5.5
  'Please select a payment method before proceeding.': 'Veuillez choisir un moyen de paiement avant de continuer.',
  'Please enter your IBAN before proceeding.': 'Veuillez saisir votre IBAN avant de continuer.',
  'Please enter a IBAN number to proceed.': 'Veuillez saisir un numéro IBAN pour continuer.',
  'The IBAN you entered is incomplete.': 'L’IBAN saisi est incomplet.',
  'Please select a bank before proceeding': 'Veuillez choisir une banque avant de continuer',
  'Please select a bank to proceed.': 'Veuillez choisir une banque pour continuer.',
  'Please enter a valid CPF / CNPJ': 'Veuillez saisir un CPF / CNPJ valide',
  'Please provide a billing phone number.': 'Veuillez indiquer un numéro de téléphone de facturation.',
  '{brand} is not allowed': '{brand} n’est pas accepté',
  'Your card number is incomplete.': 'Le numéro de carte est incomplet.',
  'Your card’s expiration date is incomplete.': 'La date d’expiration de la carte est incomplète.',
  'Your card’s security code is incomplete.': 'Le code de sécurité de la carte est incomplet.',
  'Your postal code is incomplete.': 'Le code postal est incomplet.',
  'Your card number is invalid.': 'Le numéro de carte contient des caractères invalides.',
  'Your card’s expiration year is in the past.': 'L’année d’expiration de la carte est passée.',
  // spec §8.2 (wording of the provider's messages, in the shop's language)
  'There was an error processing your credit card.': 'Une erreur est survenue lors du traitement de votre carte.',
  'The card has been declined.': 'La carte a été refusée.',
  'The card has expired.': 'La carte a expiré.',
  // spec §8.3
  'Payment Request is not available in this browser': 'Le paiement express n’est pas disponible dans ce navigateur',
  // spec §2.3, §4.1: the listing button and its link
  'Add to cart': 'Ajouter au panier',
  'View cart': 'Voir le panier',
  '“{name}” has been added to your cart.': '« {name} » a été ajouté à votre panier.',
  '“{name}” removed from your cart.': '« {name} » a été retiré de votre panier.',
  'Adding “{name}” to your cart…': 'Ajout de « {name} » au panier…',
  'Cart updated.': 'Panier mis à jour.',
  // transport failures, shown to shoppers (never a raw server text)
  'The shop could not be reached. Check your connection and try again.':
    'La boutique est injoignable. Vérifiez votre connexion puis réessayez.',
  'The shop took too long to answer. Please try again.': 'La boutique met trop de temps à répondre. Veuillez réessayer.',
  'The shop had a problem with your request. Please try again.':
    'La boutique a rencontré un problème avec votre demande. Veuillez réessayer.',
  'Your session has expired. Please reload the page.': 'Votre session a expiré. Veuillez recharger la page.',
  // cart count
  '{count} items': '{count} articles',
  '1 item': '1 article',
  'Cart': 'Panier',
  'Dismiss': 'Fermer',
  'Error': 'Erreur',
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

export function hasTranslation(key: string): boolean {
  return key in catalogue;
}
