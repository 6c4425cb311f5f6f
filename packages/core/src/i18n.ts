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
  'The shop could not be reached. Check your connection and try again.': 'La boutique est injoignable. Vérifiez votre connexion puis réessayez.',
  'The shop took too long to answer. Please try again.': 'La boutique met trop de temps à répondre. Veuillez réessayer.',
  'The shop had a problem with your request. Please try again.': 'La boutique a rencontré un problème avec votre demande. Veuillez réessayer.',
  'Your session has expired. Please reload the page.': 'Votre session a expiré. Veuillez recharger la page.',
  // cart count
  '{count} items': '{count} articles',
  '{count} item': '{count} article',
  Cart: 'Panier',
  Dismiss: 'Fermer',
  Error: 'Erreur',
  // packages/ui: quantity stepper, carousel, spinner
  'Quantity of {name}': 'Quantité de {name}',
  'Decrease quantity of {name}': 'Diminuer la quantité de {name}',
  'Increase quantity of {name}': 'Augmenter la quantité de {name}',
  carousel: 'carrousel',
  slide: 'diapositive',
  '{n} of {count}': '{n} sur {count}',
  Previous: 'Précédent',
  Next: 'Suivant',
  'Go to slide {n}': 'Aller à la diapositive {n}',
  'Loading…': 'Chargement…',
  // issue 18: loop carousel, share buttons
  Products: 'Produits',
  'Previous slide': 'Diapositive précédente',
  'Next slide': 'Diapositive suivante',
  'Slide {n} of {count}': 'Diapositive {n} sur {count}',
  'Pause the carousel': 'Mettre le carrousel en pause',
  'Play the carousel': 'Faire défiler le carrousel',
  'Share on {network}': 'Partager sur {network}',
  'Share by e-mail': 'Partager par e-mail',
  'Print this page': 'Imprimer la page',
  // side cart (spec §2.8, §2.9, §4.11–4.14, §5.8, §8.4)
  'Your cart': 'Votre panier',
  'Open the cart': 'Ouvrir le panier',
  'Close the cart': 'Fermer le panier',
  'Your cart is empty.': 'Votre panier est vide.',
  'Return to shop': 'Retour à la boutique',
  'Remove “{name}” from the cart': 'Retirer « {name} » du panier',
  Subtotal: 'Sous-total',
  Discount: 'Remise',
  Total: 'Total',
  Checkout: 'Commander',
  Updated: 'Mis à jour',
  'Updating…': 'Mise à jour…',
  'Quantity of “{name}”: {quantity}.': 'Quantité de « {name} » : {quantity}.',
  'Have a coupon?': 'Vous avez un code promo ?',
  'Coupon code': 'Code promo',
  Apply: 'Appliquer',
  'Please enter a coupon code.': 'Veuillez saisir un code promo.',
  'Applied coupons': 'Codes promo appliqués',
  'Remove coupon {code}': 'Retirer le code promo {code}',
  Remove: 'Retirer',
  'You may also like': 'Vous aimerez aussi',
  Add: 'Ajouter',
  'Add “{name}” to the cart': 'Ajouter « {name} » au panier',
  'Select options': 'Choisir les options',
  'Select options for “{name}”': 'Choisir les options de « {name} »',
  'Edit options': 'Modifier les options',
  'Edit the options of “{name}”': 'Modifier les options de « {name} »',
  Update: 'Mettre à jour',
  'Back to the cart': 'Retour au panier',
  'In stock': 'En stock',
  'Out of stock': 'Rupture de stock',
  'Reward progress': 'Progression vers la récompense',
  // product page: variation form, gallery, lightbox, review stars (spec §2.4, §2.5, §4.4, §4.5)
  'Choose an option': 'Choisir une option',
  Clear: 'Effacer',
  'Product images': 'Images du produit',
  'View full-screen image gallery': 'Voir la galerie d’images en plein écran',
  'Image gallery': 'Galerie d’images',
  'Previous image': 'Image précédente',
  'Next image': 'Image suivante',
  Close: 'Fermer',
  'Image {current} of {total}': 'Image {current} sur {total}',
  '{rating} of 5 stars': '{rating} sur 5 étoiles',
  'Your rating': 'Votre note',
  // spec §8.2 by code (packages/payments/src/card-errors.ts), §5.5 brands, §8.3, express checkout
  'The card has been declined for an unknown reason. Please contact your card issuer for more information.':
    'La carte a été refusée pour une raison inconnue. Veuillez contacter l’émetteur de votre carte pour en savoir plus.',
  'The card number is incorrect. Check the card number or use a different card.': 'Le numéro de carte est incorrect. Vérifiez-le ou utilisez une autre carte.',
  "The card's security code is incorrect. Check the card's security code or use a different card.":
    'Le code de sécurité de la carte est incorrect. Vérifiez-le ou utilisez une autre carte.',
  "The card's postal code is incorrect. Check the card's postal code or use a different card.":
    'Le code postal associé à la carte est incorrect. Vérifiez-le ou utilisez une autre carte.',
  'The card number is invalid. Check the card number or use a different card.': 'Le numéro de carte n’est pas valide. Vérifiez-le ou utilisez une autre carte.',
  "The card's security code is invalid. Check the card's security code or use a different card.":
    'Le code de sécurité de la carte n’est pas valide. Vérifiez-le ou utilisez une autre carte.',
  "The card's expiration month is invalid. Check the expiration date or use a different card.":
    'Le mois d’expiration de la carte n’est pas valide. Vérifiez la date d’expiration ou utilisez une autre carte.',
  "The card's expiration year is invalid. Check the expiration date or use a different card.":
    'L’année d’expiration de la carte n’est pas valide. Vérifiez la date d’expiration ou utilisez une autre carte.',
  "The card's address is incorrect. Check the card's address or use a different card.":
    'L’adresse associée à la carte est incorrecte. Vérifiez-la ou utilisez une autre carte.',
  'The amount is greater than the maximum allowed. Use a lower amount and try again.':
    'Le montant dépasse le maximum autorisé. Réduisez le montant puis réessayez.',
  'The amount is less than the minimum allowed. Use a higher amount and try again.':
    'Le montant est inférieur au minimum autorisé. Augmentez le montant puis réessayez.',
  'The card was declined because the payment requires authentication.': 'La carte a été refusée car le paiement nécessite une authentification.',
  'The payment could not be completed because the balance is insufficient.': 'Le paiement n’a pas pu aboutir : le solde est insuffisant.',
  'The bank account cannot be used for this payment.': 'Ce compte bancaire ne peut pas être utilisé pour ce paiement.',
  'This bank account is already registered.': 'Ce compte bancaire est déjà enregistré.',
  'This bank account cannot be used. Please use a different account.': 'Ce compte bancaire ne peut pas être utilisé. Veuillez utiliser un autre compte.',
  'This bank account has not been verified yet.': 'Ce compte bancaire n’a pas encore été vérifié.',
  'This bank account could not be verified.': 'Ce compte bancaire n’a pas pu être vérifié.',
  'This card has been declined too many times. You can try again after 24 hours.':
    'Cette carte a été refusée trop de fois. Vous pourrez réessayer dans 24 heures.',
  'This payment has already been captured.': 'Ce paiement a déjà été encaissé.',
  'This payment has already been refunded.': 'Ce paiement a déjà été remboursé.',
  'This payment has been disputed.': 'Ce paiement fait l’objet d’une contestation.',
  'This payment exceeds the processing limit. Please try again later.': 'Ce paiement dépasse la limite de traitement. Veuillez réessayer plus tard.',
  'This payment can no longer be captured: it must be captured within seven days.':
    'Ce paiement ne peut plus être encaissé : il doit l’être dans les sept jours.',
  'The payment request was invalid.': 'La demande de paiement n’était pas valide.',
  'The email address is invalid.': 'L’adresse e-mail n’est pas valide.',
  'This payment is already being processed. Please wait a moment.': 'Ce paiement est déjà en cours de traitement. Veuillez patienter un instant.',
  'The amount is invalid.': 'Le montant n’est pas valide.',
  'This payment method cannot be used for this payment.': 'Ce moyen de paiement ne peut pas être utilisé pour ce paiement.',
  'No payment method was provided.': 'Aucun moyen de paiement n’a été fourni.',
  'The postal code is invalid.': 'Le code postal n’est pas valide.',
  'An error occurred while processing the card. Try again later or with a different payment method.':
    'Une erreur est survenue lors du traitement de la carte. Réessayez plus tard ou utilisez un autre moyen de paiement.',
  'The card does not support this type of purchase.': 'La carte ne permet pas ce type d’achat.',
  'The card has exceeded its balance or credit limit.': 'La carte a dépassé son solde ou sa limite de crédit.',
  'The card does not support this currency.': 'La carte ne prend pas en charge cette devise.',
  'The PIN entered is incorrect.': 'Le code PIN saisi est incorrect.',
  'The card has insufficient funds to complete the purchase.': 'Les fonds de la carte sont insuffisants pour cet achat.',
  'The card was declined: a real card cannot be used in test mode.': 'La carte a été refusée : une carte réelle ne peut pas être utilisée en mode test.',
  'This payment cannot be confirmed. Please try again or use a different card.':
    'Ce paiement ne peut pas être confirmé. Veuillez réessayer ou utiliser une autre carte.',
  'Only instant bank verification is accepted for this account.': 'Seule la vérification bancaire instantanée est acceptée pour ce compte.',
  '{brand} card is not allowed': 'La carte {brand} n’est pas acceptée.',
  DEVELOPER_ERROR_WHITELIST: 'Google Pay n’est pas encore activé pour cette boutique. Veuillez choisir un autre moyen de paiement.',
  'Buy with {wallet}': 'Acheter avec {wallet}',
  'Express checkout': 'Paiement express',
  'Your order is being processed…': 'Votre commande est en cours de traitement…',
  'Card details': 'Données de la carte',
  'The card form could not be loaded. Please choose another payment method or reload the page.':
    'Le formulaire de carte n’a pas pu être chargé. Veuillez choisir un autre moyen de paiement ou recharger la page.',
  Shipping: 'Livraison',
  'We cannot ship to this address.': 'Nous ne livrons pas à cette adresse.',
  // site: menu, password fields (spec §2.12, §2.15, §4.6)
  Menu: 'Menu',
  '{name} submenu': 'Sous-menu {name}',
  'Show password': 'Afficher le mot de passe',
  'Hide password': 'Masquer le mot de passe',
  // popups, off-canvas panels, lightbox, filtered listings (spec §2.2, §2.3, §2.14, §4.15, §4.16)
  Popup: 'Fenêtre contextuelle',
  Panel: 'Panneau',
  'Media viewer': 'Visionneuse',
  Video: 'Vidéo',
  Filter: 'Filtrer',
  All: 'Tout',
  'No products match this selection.': 'Aucun produit ne correspond à cette sélection.',
  '1 product shown': '1 produit affiché',
  '{count} products shown': '{count} produits affichés',
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
