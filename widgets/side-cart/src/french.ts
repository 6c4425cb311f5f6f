import { addMessages } from '@vitrine/core';

// The side cart's own French: it comes with the chunk, not with every page's runtime, and a theme's catalogue wins
// (addMessages).
const FRENCH: Record<string, string> = {
  // spec §2.8, §2.9, §4.11–4.14, §5.8, §8.4
  'Cart updated.': 'Panier mis à jour.',
  'Loading…': 'Chargement…',
  'Open the cart': 'Ouvrir le panier',
  'Close the cart': 'Fermer le panier',
  'Your cart is empty.': 'Votre panier est vide.',
  'Return to shop': 'Retour à la boutique',
  'Remove “{name}” from the cart': 'Retirer « {name} » du panier',
  Subtotal: 'Sous-total',
  Discount: 'Remise',
  Checkout: 'Commander',
  Updated: 'Mis à jour',
  'Quantity of “{name}”: {quantity}.': 'Quantité de « {name} » : {quantity}.',
  'Have a coupon?': 'Vous avez un code promo ?',
  'Coupon code': 'Code promo',
  Apply: 'Appliquer',
  'Please enter a coupon code.': 'Veuillez saisir un code promo.',
  'Coupon code applied successfully.': 'Code promo appliqué avec succès.',
  'Coupon has been removed.': 'Le code promo a été retiré.',
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
  'Reward progress': 'Progression vers la récompense',
};
addMessages(FRENCH);
