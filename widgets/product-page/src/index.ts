import { defineWidget } from '@vitrine/core';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { ProductView, type ProductViewProps } from './ProductView.tsx';
import { ReviewStars } from './ReviewStars.tsx';

defineWidget('fk-product-gallery', ProductGallery, { mode: 'render' });
defineWidget('fk-product-tabs', ProductTabs, { mode: 'enhance' });
defineWidget('fk-review-stars', ReviewStars, { mode: 'render' });
defineWidget<ProductViewProps>('fk-product-view', ProductView, {
  mode: 'enhance',
  attributes: { productId: 'number', name: 'string', category: 'string', price: 'number', type: 'string', quantity: 'number', isAdmin: 'boolean' },
});
