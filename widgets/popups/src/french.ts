import { addMessages } from '@vitrine/core';

// The popups' own French: it comes with the chunk, and a theme's catalogue wins (addMessages).
const FRENCH: Record<string, string> = {
  // spec §2.2, §2.14, §4.15
  Popup: 'Fenêtre contextuelle',
  Panel: 'Panneau',
};
addMessages(FRENCH);
