import { applySetCookies, cookieHeader } from './cookies.ts';
import { withDemoBar } from './demo-bar.ts';
import { KeptRequest, nativeResponse } from './kept-headers.ts';
import type { Shop } from './shop.ts';

/**
 * One request of the page answered by the store in the worker, as the server answers it: the browser's cookies in,
 * the body read whole (forms, JSON, multipart), the store's cookies written into the browser before the answer
 * goes back (a page's scripts read the cart cookies at once), redirects as they are (the browser follows them).
 */
export async function answer(shop: Shop, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  const cookies = await cookieHeader();
  if (cookies) headers.set('Cookie', cookies);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.arrayBuffer() : undefined;
  // The length the store's body limit reads first, as a server gets it from the wire.
  if (body) headers.set('Content-Length', String(body.byteLength));
  const res = await shop.app.fetch(new KeptRequest(request.url, { method: request.method, headers, body: body ?? null }));
  await applySetCookies(res.headers.getSetCookie());
  const isPage = /^text\/html\b/i.test(res.headers.get('Content-Type') ?? '') && request.method !== 'HEAD';
  return nativeResponse(isPage ? withDemoBar(await res.text()) : res.body, res);
}
