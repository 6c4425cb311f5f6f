import { defineWidget } from '@vitrine/core';
import { MenuCart } from './MenuCart.tsx';

defineWidget('fk-menu-cart', MenuCart, { mode: 'enhance', cart: true });
