import { addMessages } from '@vitrine/core';

// The loop carousel's own French: it comes with the chunk, and a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  Products: 'Produits',
  'Previous slide': 'Diapositive précédente',
  'Next slide': 'Diapositive suivante',
  'Slide {n} of {count}': 'Diapositive {n} sur {count}',
};
addMessages(FRENCH);
