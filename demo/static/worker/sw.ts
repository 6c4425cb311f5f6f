import { answer } from './answer.ts';
import { BUILD, CACHE, FILES, OPENING_FILES } from './build-info.ts';
import { clearCookies } from './cookies.ts';
import { RESET_PATH } from './demo-bar.ts';
import { keepHeaders } from './kept-headers.ts';
import { keepShop, openShop, resetShop } from './shop.ts';

/**
 * The static demo's service worker: the demo store, answering every call of the pages (pages, wc-ajax, admin-ajax,
 * the Store API, the page builder's routes, forms, redirects, cookies) with the server's own code over SQLite in
 * WebAssembly; the build's files from its cache, so the shop works offline once installed.
 */

// The service worker's events, as the DOM typings of this project lack the worker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const worker = self as unknown as WorkerScope;

keepHeaders();

const FILE_SET = new Set(FILES);
/** Files of the build: answered from the cache, never by the store (a tile under /assets/img/ is the store's). */
const isFile = (path: string): boolean =>
  FILE_SET.has(path) || /^\/(vitrine|sqlite|static-demo)\//.test(path) || (path.startsWith('/assets/') && !path.startsWith('/assets/img/'));

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(OPENING_FILES);
      // The shop opens (WebAssembly compiled, database read) while the rest downloads. A shop that cannot open does not
      // stop the install: its pages then say so, with the reset that mends a kept database gone wrong.
      await Promise.all([cache.addAll(FILES.filter((file) => !OPENING_FILES.includes(file))), openShop().catch(() => undefined)]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('vitrine-static-') && name !== CACHE) await caches.delete(name);
      // The page that installed the worker is answered by it from now on: it reloads and shows the shop.
      await worker.clients.claim();
    })(),
  );
});

async function fromCache(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
}

/** The page a visitor sees when the shop could not start, with the reset that usually mends it. */
function failure(error: unknown): Response {
  console.error(error);
  const page = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Boutique indisponible</title></head><body><h1>La boutique de démonstration n’a pas pu démarrer</h1><p>${String(error).replace(/[<&]/g, '')}</p><form method="post" action="${RESET_PATH}"><button type="submit">Réinitialiser la boutique</button></form><p>Version ${BUILD}</p></body></html>`;
  return new Response(page, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

async function reset(): Promise<Response> {
  await resetShop();
  await clearCookies();
  return new Response(null, { status: 303, headers: { Location: '/' } });
}

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Another host (Stripe, Google Pay): the browser's own business.
  if (url.origin !== worker.location.origin) return;
  if (isFile(url.pathname)) {
    event.respondWith(fromCache(event.request));
    return;
  }
  if (url.pathname === RESET_PATH && event.request.method === 'POST') {
    event.respondWith(reset().catch(failure));
    return;
  }
  event.respondWith(
    (async () => {
      try {
        const shop = await openShop();
        const res = await answer(shop, event.request);
        // Kept after the answer, the worker held alive until it is written.
        event.waitUntil(keepShop(shop).catch((error) => console.error(error)));
        return res;
      } catch (error) {
        return failure(error);
      }
    })(),
  );
});
