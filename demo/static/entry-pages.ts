import type { DB } from '../server/db.ts';

/**
 * The addresses a visitor may open first, where a static host needs an HTML file (each is the first visit's page,
 * boot/boot.html): the menu's pages, the widgets' demo pages and every product. Addresses with a query string
 * (`/?page_id=7`, `/boutique/?product_cat=…`) are served by `/index.html` and `/boutique/index.html` already; those
 * made by shopping (an order's page) exist only once the worker is there.
 */
export const ENTRY_PAGES = [
  '/',
  '/boutique/',
  '/checkout/',
  '/devis/',
  '/mon-compte/',
  '/mon-compte/add-payment-method/',
  '/selection/',
  '/recherche-demo/',
  '/widgets-demo/',
  '/contact-demo/',
];

export function entryPages(db: DB): string[] {
  const slugs = db.prepare('SELECT slug FROM products ORDER BY id').pluck().all() as string[];
  return [...ENTRY_PAGES, ...slugs.map((slug) => `/produit/${slug}/`)];
}
