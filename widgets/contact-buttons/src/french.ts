import { addMessages } from '@vitrine/core';

// The contact buttons' own words come with their chunk, not with every page's runtime; a theme's translations win.
const FRENCH: Record<string, string> = {
  'Contact us': 'Nous contacter',
  Phone: 'Téléphone',
  Email: 'E-mail',
  'Message closed.': 'Message fermé.',
};
addMessages(FRENCH);
