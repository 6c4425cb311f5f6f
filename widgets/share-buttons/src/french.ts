import { addMessages } from '@vitrine/core';

// The share buttons' own French: it comes with the chunk, and a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  'Share on {network}': 'Partager sur {network}',
  'Share by e-mail': 'Partager par e-mail',
  'Print this page': 'Imprimer la page',
};
addMessages(FRENCH);
