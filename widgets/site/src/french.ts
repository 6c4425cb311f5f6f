import { addMessages } from '@vitrine/core';

// The site widgets' own French: it comes with the chunk, not with every page's runtime, and a theme's catalogue wins
// (addMessages).
const FRENCH: Record<string, string> = {
  // notices
  Dismiss: 'Fermer',
  // site: menu, password fields (spec §2.12, §2.15, §4.6)
  Menu: 'Menu',
  '{name} submenu': 'Sous-menu {name}',
  'Show password': 'Afficher le mot de passe',
  'Hide password': 'Masquer le mot de passe',
};
addMessages(FRENCH);
