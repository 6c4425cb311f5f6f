import { addMessages } from '@vitrine/core';

// The add button's own French (the shared words are core's): it comes with the chunk, and a theme's catalogue wins
// (addMessages).
const FRENCH: Record<string, string> = {
  'Adding “{name}” to your cart…': 'Ajout de « {name} » au panier…',
};
addMessages(FRENCH);
