import { test, expect } from '@playwright/test';
import { answerShape, cookieFormats, exchange, jarsAfter, type RecordedExchange, recordings } from '@vitrine/contract/recorded';
import { Shopper } from '../../../scripts/record-shop/client.mjs';
import { firstProductId } from './support.ts';

/**
 * The test doubles of WooCommerce and FunnelKit Cart, with the plugin active, answer as the real WooCommerce 10.0 and
 * FunnelKit Cart 1.7.1 did with the plugin active (packages/contract/recorded): the same status, keys, fragment
 * selectors, flags and cookies left in the browser. What the doubles answer is what the plugin's checks rest on.
 */

const real = recordings().find((r) => r.shop.woocommerce === '10.0.2' && r.shop.fkcart && r.shop.vitrine)!;
const site = `http://127.0.0.1:${process.env.WP_PORT ?? 4245}`;

type Answered = RecordedExchange & { response: NonNullable<RecordedExchange['response']> };

test('the doubles answer the store cart and side cart calls the plugin meets as the real shop did', async ({ request }) => {
  const productId = firstProductId(await (await request.get('/')).text());
  const mine: Answered[] = [];
  const shopper = new Shopper(site, mine);
  await shopper.send('get_refreshed_fragments.empty', { path: '/?wc-ajax=get_refreshed_fragments', form: [] });
  await shopper.send('add_to_cart.simple', {
    path: '/?wc-ajax=add_to_cart',
    form: [
      ['product_id', productId],
      ['quantity', '1'],
    ],
  });
  await shopper.send('get_refreshed_fragments.with-cart', { path: '/?wc-ajax=get_refreshed_fragments', form: [] });
  await shopper.send('fkcart_get_slide_cart.with-cart', { path: '/?wc-ajax=fkcart_get_slide_cart&lang=fr', form: [['action', 'fkcart_get_slide_cart']] });

  const theirs = mine.map((answer) => exchange(real, answer.name));
  const [myJars, theirJars] = [jarsAfter(mine), jarsAfter(theirs)];
  mine.forEach((answer, i) => {
    expect(answer.response.status, answer.name).toBe(theirs[i]!.response.status);
    expect(answerShape(answer.response.body), answer.name).toEqual(answerShape(theirs[i]!.response.body));
    // The real jar holds what earlier calls of its longer flow left; the doubles' jar must hold the same kinds.
    const real = cookieFormats(theirJars[i]!);
    expect(cookieFormats(myJars[i]!), answer.name).toEqual(Object.fromEntries(Object.keys(cookieFormats(myJars[i]!)).map((name) => [name, real[name]])));
  });
});
