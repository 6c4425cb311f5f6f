/**
 * What a widget without React may import: none of these modules reaches React or the config's schema, so the build
 * leaves the runtime out of that widget's chunk (`@vitrine/core` itself re-exports `defineWidget`, and with it React).
 */
export { defineBehavior } from './define-behavior.ts';
export { configSetting, readConfigBlock, type ConfigBlock } from './config-block.ts';
export { $orderAttribution } from './order-attribution-store.ts';
