import { addMessages } from '@vitrine/core';

// The filtered listing's own French: it comes with the chunk, and a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  // spec §2.3, §4.16
  Filter: 'Filtrer',
  All: 'Tout',
  'No products match this selection.': 'Aucun produit ne correspond à cette sélection.',
  '1 product shown': '1 produit affiché',
  '{count} products shown': '{count} produits affichés',
};
addMessages(FRENCH);
