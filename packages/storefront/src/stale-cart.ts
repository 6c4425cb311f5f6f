import { all, readDocument } from './page-document.ts';

/**
 * Whether the page's cart snapshot (`script#fk-cart-state`, whose first key is the cart's hash) is for another cart
 * than the `woocommerce_cart_hash` cookie's: the shop served the page from its page cache, made for another visitor
 * or before this shopper's last add. Core's cart sync makes the same comparison as it starts (`decideOnLoad`); the
 * loader makes it without core, which it must not carry, and in as few bytes as it can: it is printed in every page.
 * Without a snapshot, nothing says the page is stale.
 */
export function staleCartSnapshot(): boolean {
  const hash = /"hash":"(\w*)"/.exec(all('script[type="application/json"]#fk-cart-state')[0]?.textContent ?? '')?.[1];
  return hash !== undefined && hash !== (/(?:^|; )woocommerce_cart_hash=(\w*)/.exec(readDocument('cookie'))?.[1] ?? '');
}
