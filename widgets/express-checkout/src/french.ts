import { addMessages } from '@vitrine/core';

// The express checkout's own French: it comes with the chunk, not with every page's runtime, and a theme's
// catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  // spec §5.5
  'Please select a payment method before proceeding.': 'Veuillez choisir un moyen de paiement avant de continuer.',
  'Please provide a billing phone number.': 'Veuillez indiquer un numéro de téléphone de facturation.',
  // spec §8.3, the express button and the card form
  DEVELOPER_ERROR_WHITELIST: 'Google Pay n’est pas encore activé pour cette boutique. Veuillez choisir un autre moyen de paiement.',
  'Buy with {wallet}': 'Acheter avec {wallet}',
  'Express checkout': 'Paiement express',
  'Your order is being processed…': 'Votre commande est en cours de traitement…',
  'Card details': 'Données de la carte',
  'The card form could not be loaded. Please choose another payment method or reload the page.':
    'Le formulaire de carte n’a pas pu être chargé. Veuillez choisir un autre moyen de paiement ou recharger la page.',
  Shipping: 'Livraison',
  'We cannot ship to this address.': 'Nous ne livrons pas à cette adresse.',
};
addMessages(FRENCH);
