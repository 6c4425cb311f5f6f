import type { Router } from '../http/router.ts';
import { cartPage } from './cart-page.ts';
import { checkoutPage } from './checkout.ts';
import { contactDemoPage } from './contact-demo.ts';
import { homePage } from './home.ts';
import { notFoundPage } from './not-found.ts';
import { orderReceivedPage } from './order-received.ts';
import { productPage } from './product.ts';
import { selectionPage } from './selection.ts';
import { shopPage } from './shop.ts';

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
    return homePage(c);
  });
  app.get('/boutique', shopPage);
  app.get('/produit/:slug', productPage);
  app.get('/checkout', (c) => checkoutPage(c));
  app.get('/checkout/order-received/:id', orderReceivedPage);
  // Popups, off-canvas, hash actions and the filtered listing (widgets/popups, widgets/loop-filter).
  app.get('/selection', selectionPage);
  // Contact buttons, floating bar, menu cart and grouped lightbox links (issue 18).
  app.get('/contact-demo', contactDemoPage);
}
