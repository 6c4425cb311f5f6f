import type { Hono } from 'hono';
import type { AppEnv } from '../store.ts';
import { cartPage } from './cart-page.ts';
import { checkoutPage } from './checkout.ts';
import { homePage } from './home.ts';
import { notFoundPage } from './not-found.ts';
import { orderReceivedPage } from './order-received.ts';
import { pageIdHandler, registerPageId } from './page-ids.ts';
import { productPage } from './product.ts';
import { shopPage } from './shop.ts';
import { mountSite } from '../routes/site.ts';
import { mountExpress } from '../routes/express.ts';
import { mountRefreshLoop } from '../routes/refresh-loop.ts';
import { selectionPage } from './selection.ts';

registerPageId(7, 'GET', cartPage);

/** Every page route. Query-string actions (?add-to-cart, ?remove_item, wc-ajax) are middleware that runs first. */
export function mountPages(app: Hono<AppEnv>): void {
  // Express checkout first: its return route marks the order paid before the order page renders.
  mountExpress(app);
  app.all('/', (c) => {
    const pageId = c.req.query('page_id');
    if (pageId !== undefined) {
      const handler = pageIdHandler(pageId, c.req.method);
      return handler ? handler(c) : notFoundPage(c);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Méthode non autorisée', 405);
    return homePage(c);
  });
  app.get('/boutique', shopPage);
  app.get('/produit/:slug', productPage);
  app.get('/checkout', (c) => checkoutPage(c));
  app.get('/checkout/order-received/:id', orderReceivedPage);
  mountSite(app);
  // Popups, off-canvas, hash actions and the filtered listing (widgets/popups, widgets/loop-filter).
  app.get('/selection', selectionPage);
  mountRefreshLoop(app);
}
