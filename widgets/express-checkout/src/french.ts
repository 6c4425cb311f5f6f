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
  // spec §4.7, the 3-D Secure confirmation of every card payment
  'Your bank did not answer in time: nothing was confirmed. Please try again.':
    'Votre banque n’a pas répondu à temps : rien n’a été confirmé. Veuillez réessayer.',
  'Confirming the payment with your bank…': 'Confirmation du paiement auprès de votre banque…',
  'Confirming the card with your bank…': 'Confirmation de la carte auprès de votre banque…',
  'Your card is being saved…': 'Enregistrement de votre carte…',
};
addMessages(FRENCH);
