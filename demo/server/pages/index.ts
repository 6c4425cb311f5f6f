import type { Router } from '../http/router.ts';
import { cartPage } from './cart-page.ts';
import { checkoutPage } from './checkout.ts';
import { contactDemoPage } from './contact-demo.ts';
import { homePage } from './home.ts';
import { notFoundPage } from './not-found.ts';
import { orderReceivedPage } from './order-received.ts';
import { orderPayPage, orderPayPost } from './payment-pages.ts';
import { productPage } from './product.ts';
import { SEARCH_DEMO_URL, searchDemoPage, searchResultsPage } from './search.ts';
import { selectionPage } from './selection.ts';
import { shopPage } from './shop.ts';
import { widgetsDemoPage } from './widgets-demo.ts';

/** Every page route. Query-string actions (?add-to-cart, ?remove_item, wc-ajax) are middleware that runs first. */
export function register(router: Router): void {
  const { app } = router;
  router.pageId(7, 'GET', cartPage);
  app.all('/', (c) => {
    const pageId = c.req.query('page_id');
    if (pageId !== undefined) {
      const handler = router.page(pageId, c.req.method);
      return handler ? handler(c) : notFoundPage(c);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Méthode non autorisée', 405);
    // WordPress answers `/?s=…` with its search results (WooCommerce's product search adds post_type=product).
    if (c.req.query('s') !== undefined) return searchResultsPage(c);
    return homePage(c);
  });
  app.get('/boutique', shopPage);
  app.get('/produit/:slug', productPage);
  app.get('/checkout', (c) => checkoutPage(c));
  app.get('/checkout/order-received/:id', orderReceivedPage);
  app.get('/checkout/order-pay/:id', (c) => orderPayPage(c));
  app.post('/checkout/order-pay/:id', orderPayPost);
  // Popups, off-canvas, hash actions and the filtered listing (widgets/popups, widgets/loop-filter).
  app.get('/selection', selectionPage);
  // The search widget over the theme's search form (widgets/search).
  app.get(SEARCH_DEMO_URL, searchDemoPage);
  // Loop carousel, sticky sections, share buttons, lazy backgrounds (widgets/loop-carousel, sticky, share-buttons, site).
  app.get('/widgets-demo', widgetsDemoPage);
  // Contact buttons, floating bar, menu cart and grouped lightbox links.
  app.get('/contact-demo', contactDemoPage);
}
