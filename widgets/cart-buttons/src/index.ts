import { defineWidget } from '@vitrine/core';
import { AddToCart } from './AddToCart.tsx';
import { CartCount } from './CartCount.tsx';
import { MiniCart } from './MiniCart.tsx';

defineWidget('fk-add-to-cart', AddToCart, { mode: 'enhance', cart: true });
defineWidget('fk-mini-cart', MiniCart, { mode: 'enhance', cart: true });
defineWidget('fk-cart-count', CartCount, { mode: 'enhance', cart: true });
