/**
 * Test helpers for elements and calls (happy-dom): a stand-in for the shop's answers, mounting an element, clearing
 * cookies. Test-only: exported as `@vitrine/core/testing`, never from the package's index, so the storefront build
 * never bundles it.
 */
import { vi } from 'vitest';

/** A JSON answer as the shop sends it. */
export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An empty `get_refreshed_fragments` answer: the cart the shop has is empty. */
export const emptyFragments = (): Response => json({ fragments: {}, cart_hash: '' });

/**
 * Puts `answer` in place of the shop behind `fetch` and returns the spy, for tests that check what was asked.
 * Only for elements that call the shop: an element that does not declare the cart asks nothing on mount.
 */
export function stubShop(answer: (url: string, init: RequestInit) => Response | Promise<Response> = emptyFragments) {
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(answer(String(input), init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Puts markup in the page and waits until the element `tag` inside it is mounted. */
export async function mount(markup: string, tag: string): Promise<HTMLElement> {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>(tag);
  if (!host) throw new Error(`no <${tag}> in the markup`);
  await vi.waitFor(() => {
    if (!host.hasAttribute('data-vitrine-ready')) throw new Error(`<${tag}> not ready`);
  });
  return host;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** happy-dom's own controls on `window`, which its types do not declare. */
export function happyDOM(): { setViewport(size: { width?: number; height?: number }): void } {
  return (window as unknown as { happyDOM: ReturnType<typeof happyDOM> }).happyDOM;
}

/**
 * Frames by hand: requestAnimationFrame and cancelAnimationFrame stubbed (undone by `vi.unstubAllGlobals()`). The
 * function returned is one rendering opportunity: the frame callbacks asked for until then run.
 */
export function stubFrames(): () => void {
  let callbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    callbacks.delete(id);
  });
  return () => {
    const due = callbacks;
    callbacks = new Map();
    for (const callback of due.values()) callback(performance.now());
  };
}
