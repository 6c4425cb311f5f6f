import { addMessages } from '@vitrine/core';

// The product page's own French (gallery, tabs, stars): it comes with the chunk, not with every page's runtime, and
// a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  // spec §8.1
  'Please select a rating': 'Veuillez sélectionner une note',
  // gallery and review stars (spec §2.4, §2.5, §4.4, §4.5)
  'Product images': 'Images du produit',
  'View full-screen image gallery': 'Voir la galerie d’images en plein écran',
  'Image gallery': 'Galerie d’images',
  '{rating} of 5 stars': '{rating} sur 5 étoiles',
  'Your rating': 'Votre note',
};
addMessages(FRENCH);
