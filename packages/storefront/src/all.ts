/**
 * The single-file build for themes that cannot load modules: every widget defined at once.
 */
import '@vitrine/cart-buttons';
import '@vitrine/site';
