/**
 * What a widget without React may import: none of these modules reaches React, so the build leaves the runtime out
 * of that widget's chunk (`@vitrine/core` itself re-exports `defineWidget`, and with it React).
 */
export { defineBehavior } from './define-behavior.ts';
export { getConfig } from './config.ts';
export { $orderAttribution } from './stores.ts';
