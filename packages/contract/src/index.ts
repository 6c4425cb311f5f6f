export * from './call.ts';
export * from './cart-state.ts';
export * from './variation.ts';
export * from './store-cart.ts';
