import { addMessages } from '@vitrine/core';

/** The search box's French, added to core's catalogue unless the shop's config already words them. */
const FRENCH: Record<string, string> = {
  'Product suggestions': 'Suggestions de produits',
  'No results': 'Aucun résultat',
  '1 result': '1 résultat',
  '{count} results': '{count} résultats',
  'Searching…': 'Recherche en cours…',
  'See all results': 'Voir tous les résultats',
  'Suggestions are unavailable right now. Press Enter to see all results.':
    'Les suggestions sont indisponibles pour le moment. Appuyez sur Entrée pour voir tous les résultats.',
  Search: 'Rechercher',
  'Search products': 'Rechercher des produits',
  'Close the search': 'Fermer la recherche',
};
addMessages(FRENCH);
