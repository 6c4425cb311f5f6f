export * from './quantity.ts';
export * from './variations.ts';
export * from './answered-availability.ts';
export * from './details.ts';
export * from './gallery.ts';
export * from './product-tabs.ts';
export * from './add-outcome.ts';
