export * from './quantity.ts';
export * from './variations.ts';
