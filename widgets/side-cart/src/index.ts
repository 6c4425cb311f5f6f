import { defineWidget } from '@vitrine/core';
import { CartToggle } from './CartToggle.tsx';
import { SideCart } from './SideCart.tsx';

defineWidget('fk-side-cart', SideCart, { mode: 'render', cart: true });
defineWidget('fk-cart-toggle', CartToggle, { mode: 'render', cart: true });
