import type { Router } from '../http/router.ts';
import * as pages from '../pages/index.ts';
import * as express from './express.ts';
import * as forms from './forms.ts';
import * as provider from './provider.ts';
import * as refreshLoop from './refresh-loop.ts';
import * as sideCart from './side-cart.ts';
import * as site from './site.ts';
import * as storeCart from './store-cart.ts';
import * as storeApiCart from './store-api-cart.ts';
import * as storeProducts from './store-products.ts';

/**
 * Every routes module, in the order app.ts registers them after the session and wc-ajax middleware: the no-JS
 * actions WooCommerce runs on any URL first, express's return route before the order page it marks paid, the pages
 * last. A new family of calls is one file exporting `register(router)` and one line here.
 */
export const ROUTES: ReadonlyArray<(router: Router) => void> = [
  forms.register,
  storeCart.register,
  sideCart.register,
  express.register,
  provider.register,
  site.register,
  refreshLoop.register,
  storeApiCart.register,
  storeProducts.register,
  pages.register,
];
