import { addMessages } from '@vitrine/core';

// The payment messages (spec §5.5, §8.2, §8.3): they come with the chunks that take payments, not with every
// page's runtime, and a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  // spec §5.5
  'Please enter your IBAN before proceeding.': 'Veuillez saisir votre IBAN avant de continuer.',
  'Please enter a IBAN number to proceed.': 'Veuillez saisir un numéro IBAN pour continuer.',
  'The IBAN you entered is incomplete.': 'L’IBAN saisi est incomplet.',
  'Please select a bank before proceeding': 'Veuillez choisir une banque avant de continuer',
  'Please select a bank to proceed.': 'Veuillez choisir une banque pour continuer.',
  'Please enter a valid CPF / CNPJ': 'Veuillez saisir un CPF / CNPJ valide',
  'Your card number is incomplete.': 'Le numéro de carte est incomplet.',
  'Your card’s expiration date is incomplete.': 'La date d’expiration de la carte est incomplète.',
  'Your card’s security code is incomplete.': 'Le code de sécurité de la carte est incomplet.',
  'Your postal code is incomplete.': 'Le code postal est incomplet.',
  'Your card number is invalid.': 'Le numéro de carte contient des caractères invalides.',
  'Your card’s expiration year is in the past.': 'L’année d’expiration de la carte est passée.',
  // spec §8.2 (wording of the provider's messages, in the shop's language)
  'The card has been declined.': 'La carte a été refusée.',
  'The card has expired.': 'La carte a expiré.',
  // spec §8.3
  'Payment Request is not available in this browser': 'Le paiement express n’est pas disponible dans ce navigateur',
  // spec §8.2 by code (card-errors.ts), §5.5 brands
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
  'Your bank did not confirm the payment: the 3-D Secure check was refused or interrupted. Nothing was charged. Please try again or use a different card.':
    'Votre banque n’a pas confirmé le paiement : la vérification 3-D Secure a été refusée ou interrompue. Aucun montant n’a été débité. Veuillez réessayer ou utiliser une autre carte.',
  'Your bank did not confirm the card: the 3-D Secure check was refused or interrupted. The card was not saved. Please try again or use a different card.':
    'Votre banque n’a pas confirmé la carte : la vérification 3-D Secure a été refusée ou interrompue. La carte n’a pas été enregistrée. Veuillez réessayer ou utiliser une autre carte.',
};
addMessages(FRENCH);
