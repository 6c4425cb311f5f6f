/** Spec §8.2's generic card message: shown whenever nothing more precise is known (or can be loaded). */
export const GENERIC_CARD_ERROR = 'There was an error processing your credit card.';
